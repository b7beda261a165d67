import { z } from 'zod';
import { eventStoreEnv } from '@arena/eventstore';
import { readModelEnv } from '@arena/read-models';

const schema = z.object({
  // EVENT_STORE_PATH / KURRENTDB_URL, REDIS_URL and READ_MODEL_NAMESPACE with the same defaults as
  // the command service: the lobby service reads the same read models and tickets
  ...eventStoreEnv.shape,
  ...readModelEnv.shape,
  /** Port of the WebSocket server (and of /healthz and /metrics on the same port). */
  LOBBY_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOBBY_HOST: z.string().min(1).default('127.0.0.1'),
  /** Time between two pings of a socket, ms; a socket that did not answer the previous one is dropped. */
  LOBBY_PING_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
  /** How long a player whose sockets are all gone keeps their seat in an unlocked lobby, s. */
  LOBBY_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(180),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type LobbyConfig = z.infer<typeof schema>;

/**
 * Lobby service configuration from environment variables, each with an embedded default.
 * @throws Error naming every invalid variable.
 */
export function loadLobbyConfig(env: NodeJS.ProcessEnv = process.env): LobbyConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
