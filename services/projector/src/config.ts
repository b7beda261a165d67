import { z } from 'zod';
import { eventStoreEnv } from '@arena/eventstore';
import { readModelEnv } from '@arena/read-models';
import { busEnv, checkBusEnv } from './bus/bus-config';
import { DEFAULT_WATCHDOG_INTERVAL_MS } from './projector';

const schema = z
  .object({
    ...eventStoreEnv.shape,
    ...readModelEnv.shape,
    ...busEnv.shape,
    /** Port of /healthz and /metrics. */
    PROJECTOR_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    /** Time between two checks that the read models are still in Redis, ms. */
    PROJECTOR_WATCHDOG_MS: z.coerce.number().int().min(10).max(600_000).default(DEFAULT_WATCHDOG_INTERVAL_MS),
    /**
     * How often the projector looks for appends in the SQLite event store, ms (another process's
     * appends reach it no sooner: it adds up to this much to the read models' lag).
     */
    PROJECTOR_POLL_MS: z.coerce.number().int().min(1).max(1000).default(5),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine(checkBusEnv);

export type ProjectorConfig = z.infer<typeof schema>;

/**
 * Projector configuration from environment variables, each with an embedded default.
 * @throws Error naming the invalid variable.
 */
export function loadProjectorConfig(env: NodeJS.ProcessEnv = process.env): ProjectorConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
