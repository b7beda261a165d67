import { v5 as uuidv5 } from 'uuid';

/** Namespace of the deterministic event ids of this product (a fixed random UUID). */
const EVENT_ID_NAMESPACE = '7d1c3a52-7f0e-4b8e-9a57-4c7f1f2f9e21';

/**
 * A deterministic event id: the same idempotency key always gives the same id, so a retried
 * append is recognised by the event store (e.g. `GameResultRecorded:{matchId}:{steamId}`).
 */
export function deterministicEventId(key: string): string {
  return uuidv5(key, EVENT_ID_NAMESPACE);
}
