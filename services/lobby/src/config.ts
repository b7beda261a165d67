import { z } from 'zod';
import { eventStoreEnv } from '@arena/eventstore';
import { hostPortList, readModelEnv } from '@arena/read-models';
import type { SessionAuth } from './session-auth';

/** The command service's development default of SESSION_SECRET (refused in production by both services). */
const DEV_SESSION_SECRET = 'dev-session-secret-change-me-in-production!';

const schema = z.object({
  // EVENT_STORE_PATH / KURRENTDB_URL, REDIS_URL and READ_MODEL_NAMESPACE with the same defaults as
  // the command service: the lobby service reads the same read models and tickets
  ...eventStoreEnv.shape,
  ...readModelEnv.shape,
  /**
   * Nodes of a Redis Cluster (`host:port,...`; any of them finds the rest) for the lobby state and
   * its fan-out; empty: the lobbies live on the read models' Redis (REDIS_URL / REDIS_SENTINELS),
   * which keeps the tickets, sessions and profiles either way.
   */
  LOBBY_REDIS_CLUSTER_NODES: hostPortList,
  /** Port of the WebSocket server (and of /healthz and /metrics on the same port). */
  LOBBY_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOBBY_HOST: z.string().min(1).default('127.0.0.1'),
  /** Time between two pings of a socket, ms; a socket that did not answer the previous one is dropped. */
  LOBBY_PING_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
  /** How long a player whose sockets are all gone keeps their seat in an unlocked lobby, s. */
  LOBBY_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(180),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // the site's session, read as the command service reads it (same variables, same defaults): a socket
  // may sign in with the session cookie from the site's origin
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SESSION_SECRET),
  /** The command service's port: the site's address defaults to http://localhost:{PORT}. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Address players reach the site at: its origin may open the socket with the session cookie. */
  PUBLIC_URL: z.string().url().optional(),
});

export type LobbyConfig = z.infer<typeof schema> & {
  /** The site's session as the command service keeps it: SESSION_SECRET, and PUBLIC_URL (default http://localhost:{PORT}). */
  sessions: SessionAuth;
};

/**
 * Lobby service configuration from environment variables, each with an embedded default.
 * @throws Error naming every invalid variable (SESSION_SECRET left at its development default in production too).
 */
export function loadLobbyConfig(env: NodeJS.ProcessEnv = process.env): LobbyConfig {
  const parsed = schema
    .superRefine((e, ctx) => {
      if (e.NODE_ENV === 'production' && e.SESSION_SECRET === DEV_SESSION_SECRET)
        ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'must be set in production' });
    })
    .safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return { ...e, sessions: { secret: e.SESSION_SECRET, publicUrl } };
}
