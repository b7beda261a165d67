import { z } from 'zod';

/**
 * Environment variables choosing the event store: KurrentDB when `KURRENTDB_URL` is set
 * (e.g. `kurrentdb://localhost:2113?tls=false`), otherwise the embedded SQLite file.
 */
export const eventStoreEnv = z.object({
  EVENT_STORE_PATH: z.string().min(1).default('./data/events.sqlite'),
  KURRENTDB_URL: z.string().min(1).optional(),
});

export type EventStoreEnv = z.infer<typeof eventStoreEnv>;

/** The adapter configuration the environment asks for. */
export function eventStoreConfigFrom(env: EventStoreEnv): { kind: 'sqlite'; path: string } | { kind: 'kurrentdb'; url: string } {
  return env.KURRENTDB_URL ? { kind: 'kurrentdb', url: env.KURRENTDB_URL } : { kind: 'sqlite', path: env.EVENT_STORE_PATH };
}
