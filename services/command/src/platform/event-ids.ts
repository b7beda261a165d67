import { createHash } from 'node:crypto';
import { parse as parseUuid, v5 as uuidv5 } from 'uuid';

/**
 * Namespace of the deterministic event ids of this product (a fixed random UUID), as bytes: the
 * library parses a namespace given as text at every call.
 */
const EVENT_ID_NAMESPACE = parseUuid('7d1c3a52-7f0e-4b8e-9a57-4c7f1f2f9e21');

/** What an event says, as far as its identity goes: metadata (who, when) is left out. */
export interface EventContent {
  type: string;
  data: unknown;
}

/**
 * A deterministic event id (UUID v5) from an idempotency key (e.g.
 * `GameResultRecorded:{matchId}:{steamId}`) and the event's content (type and data).
 * A retry that decides the same event gets the same id, so the event store recognises it; a
 * different event under the same key (another result of the same match, decided by another
 * instance) gets another id, so no store can take it for a retry: KurrentDB's server compares
 * ids only, and would otherwise answer success without writing it.
 *
 * The data is hashed as `JSON.stringify` writes it, not in canonical form (three times the
 * cost on the ingestion path): the same decision made by the same code writes its keys in the
 * same order. Should two versions of the code order them differently, the same event gets two
 * ids; the store then sees an ordinary concurrency conflict, and the decider, reloading,
 * recognises the recorded event.
 */
export function deterministicEventId(key: string, content: EventContent): string {
  const digest = createHash('sha256')
    .update(content.type)
    .update('\n')
    .update(JSON.stringify(content.data) ?? 'undefined')
    .digest('base64url');
  // the name as UTF-8 bytes: the library's own conversion of text goes character by character
  return uuidv5(Buffer.from(`${key}\n${digest}`), EVENT_ID_NAMESPACE);
}
