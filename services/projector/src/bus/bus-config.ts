import { z } from 'zod';

/** `host:port`, the port 1..65535. */
const BROKER = /^[^\s:,]+:(\d{1,5})$/;
/** Kafka's topic names: letters, digits, `.`, `_`, `-`, up to 249, not `.` or `..`. */
const TOPIC = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,249}$/;

/**
 * The integration bus's environment variables (README, "Configuration"). The bus is off unless
 * `KAFKA_BROKERS` lists brokers (empty counts as unset); then the projector runs the relay, and
 * with `STATS_SOURCE=bus` feeds the statistics from the bus as a member of `KAFKA_STATS_GROUP`.
 */
export const busEnv = z.object({
  /** Comma-separated `host:port` of the Kafka brokers; unset or empty: no bus. */
  KAFKA_BROKERS: z
    .string()
    .optional()
    .transform((value, context) => {
      const brokers = (value ?? '')
        .split(',')
        .map((broker) => broker.trim())
        .filter(Boolean);
      for (const broker of brokers) {
        const port = BROKER.exec(broker)?.[1];
        if (port === undefined || Number(port) < 1 || Number(port) > 65535)
          context.addIssue({ code: 'custom', message: `"${broker}" is not host:port (port 1..65535)` });
      }
      return brokers.length > 0 ? brokers : undefined;
    }),
  /** The topic events are published to, keyed by stream. */
  KAFKA_TOPIC: z.string().regex(TOPIC, 'a Kafka topic name: letters, digits, ".", "_", "-", at most 249').default('arena.events'),
  /** The Kafka client id of this process's connections. */
  KAFKA_CLIENT_ID: z.string().min(1).max(255).default('arena-projector'),
  /** The consumer group of the statistics' consumers (every projector with `STATS_SOURCE=bus`). */
  KAFKA_STATS_GROUP: z.string().min(1).max(255).default('arena-stats'),
  /** Where the statistics' read model comes from: the store's subscription (the live projector) or the bus. */
  STATS_SOURCE: z.enum(['store', 'bus']).default('store'),
});

export type BusEnv = z.infer<typeof busEnv>;

/** Refinement of a configuration holding `busEnv`: the statistics come from the bus only when there is one. */
export function checkBusEnv(env: BusEnv, context: z.RefinementCtx): void {
  if (env.STATS_SOURCE === 'bus' && !env.KAFKA_BROKERS)
    context.addIssue({
      code: 'custom',
      path: ['STATS_SOURCE'],
      message: 'STATS_SOURCE=bus needs KAFKA_BROKERS (the bus is off without it)',
    });
}
