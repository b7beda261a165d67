import { setTimeout as sleep } from 'node:timers/promises';
import type Redis from 'ioredis';
import { Gauge, type Registry } from 'prom-client';
import type { EventStore } from '@arena/eventstore';
import type { ProjectorOptions } from '../projector';
import type { BusEnv } from './bus-config';
import { EventRelay } from './event-relay';
import { KafkaBus } from './kafka-bus';
import { markStatsFloor, projectWithoutStats, statsConsumer } from './stats-from-bus';

/** Partitions of the topic when the relay has to create it (a production topic is created with the deployment). */
const TOPIC_PARTITIONS = 12;
/** Pause between two attempts to reach the brokers at start-up, ms. */
const RETRY_MS = 5_000;

/** Where the projector's log lines go. */
interface BusLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * What the live projector changes when the statistics come from the bus (`STATS_SOURCE=bus`):
 * it projects every read model but the statistics, and marks each version's statistics floor
 * when it follows it. Nothing otherwise.
 */
export function busProjectorOptions(config: BusEnv, redis: Redis): Pick<ProjectorOptions, 'project' | 'onFollow'> {
  if (config.STATS_SOURCE !== 'bus') return {};
  return { project: projectWithoutStats, onFollow: markStatsFloor(redis, config.KAFKA_TOPIC) };
}

/** The bus's parts running in this process. */
export interface RunningBus {
  /** Registers its gauges on the projector's `/metrics`. */
  registerMetrics: (registry: Registry) => void;
  /** Stops the statistics' consumer and the relay (giving up its lease) and disconnects. */
  stop(): Promise<void>;
}

/**
 * Starts the integration bus in the projector's process when `KAFKA_BROKERS` is set (null
 * otherwise): the relay (one active per namespace, the others waiting for its lease), and with
 * `STATS_SOURCE=bus` the statistics' consumer. Brokers that do not answer at start-up hold up
 * neither the projector nor the read models: the topic's creation and the consumer's start are
 * retried every 5 s, the relay retries by itself. `deps.redis` is the projector's connection: the
 * relay and the consumer use duplicates of it.
 */
export function startBus(
  config: BusEnv & { READ_MODEL_NAMESPACE: string },
  deps: { store: EventStore; redis: Redis; log: BusLog },
): RunningBus | null {
  const brokers = config.KAFKA_BROKERS;
  if (!brokers) return null;
  const { store, redis, log } = deps;
  const topic = config.KAFKA_TOPIC;
  const namespace = config.READ_MODEL_NAMESPACE;
  const bus = new KafkaBus({
    brokers,
    clientId: config.KAFKA_CLIENT_ID,
    log: (level, message, extra) => log[level]({ kafka: extra }, message),
  });
  const relayRedis = redis.duplicate();
  const relay = new EventRelay({
    store,
    bus,
    redis: relayRedis,
    namespace,
    topic,
    onError: (error) => log.warn({ err: error }, 'relay batch not published; publishing again from its checkpoint'),
    onLeader: (leader) => log.info({ topic }, leader ? 'relay active: publishing events to the bus' : 'relay inactive'),
  });
  // connections of their own: the projector's WATCHes
  const statsRedis = config.STATS_SOURCE === 'bus' ? redis.duplicate() : null;
  const stats = statsRedis ? statsConsumer({ bus, redis: statsRedis, namespace, topic, groupId: config.KAFKA_STATS_GROUP }) : null;

  let stopped = false;
  const stopping = new AbortController();
  const retrying = async (what: string, step: () => Promise<void>) => {
    while (!stopped) {
      try {
        return await step();
      } catch (error) {
        log.warn({ err: error, brokers }, `${what} failed; trying again in ${RETRY_MS / 1000} s`);
        await sleep(RETRY_MS, undefined, { signal: stopping.signal }).catch(() => undefined);
      }
    }
  };
  // not awaited by `stop()`: an attempt under way is not held up for; a consumer joining stops with the bus
  void (async () => {
    await retrying(`creating topic ${topic}`, () => bus.ensureTopic(topic, TOPIC_PARTITIONS));
    if (!stopped) relay.start();
    if (stats) await retrying('joining the statistics consumer group', () => stats.start());
  })();
  log.info({ brokers, topic, stats: config.STATS_SOURCE }, 'integration bus on');

  return {
    registerMetrics: (registry) => {
      new Gauge({
        name: 'bus_relay_active',
        help: '1 while this process holds the relay lease and publishes events to the bus',
        registers: [registry],
        collect() {
          this.set(relay.active ? 1 : 0);
        },
      });
      new Gauge({
        name: 'bus_relay_checkpoint_position',
        help: 'Global position of the last event the broker acknowledged to this relay',
        registers: [registry],
        collect() {
          this.set(relay.checkpoint);
        },
      });
      if (stats)
        new Gauge({
          name: 'bus_stats_partitions_owned',
          help: "Partitions of the topic this process's statistics consumer owns",
          registers: [registry],
          collect() {
            this.set(stats.partitionsHeld.length);
          },
        });
    },
    async stop() {
      stopped = true;
      stopping.abort();
      await stats?.stop();
      await relay.stop();
      await bus.close();
      relayRedis.disconnect();
      statsRedis?.disconnect();
    },
  };
}
