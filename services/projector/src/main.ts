import pino from 'pino';
import { eventStoreConfigFrom, openEventStore, SqliteEventStore } from '@arena/eventstore';
import { openRedis, redisSentinelFrom } from '@arena/read-models';
import { busProjectorOptions, startBus } from './bus/start-bus';
import { loadProjectorConfig } from './config';
import { startOpsServer } from './ops-server';
import { Projector } from './projector';

/** Runs the live projector as a process of its own, with /healthz and /metrics. */
async function main() {
  const config = loadProjectorConfig();
  const log = pino({ name: 'projector', level: config.LOG_LEVEL });
  const eventStore = eventStoreConfigFrom(config);
  // polled often: the store's change counter is one cheap read, and the poll is most of the lag
  const store =
    eventStore.kind === 'sqlite'
      ? new SqliteEventStore(eventStore.path, { pollIntervalMs: config.PROJECTOR_POLL_MS })
      : openEventStore(eventStore);
  const redisSentinel = redisSentinelFrom(config);
  const redis = openRedis(config.REDIS_URL, redisSentinel, { lazyConnect: false });
  const projector = new Projector({
    store,
    redis,
    namespace: config.READ_MODEL_NAMESPACE,
    eventStore,
    redisUrl: config.REDIS_URL,
    redisSentinel,
    watchdogIntervalMs: config.PROJECTOR_WATCHDOG_MS,
    // with STATS_SOURCE=bus the statistics come from the bus's consumer, not from here
    ...busProjectorOptions(config, redis),
    onError: (error) => log.error({ err: error }, 'projection failed; resuming from the checkpoint'),
    onRebuilding: () => log.warn('read models lost (their version pointer or checkpoint is gone); rebuilding them from position 0'),
    onRebuilt: (result) => log.info({ version: result.version, events: result.events, seconds: result.seconds }, 'read models rebuilt'),
  });
  const bus = startBus(config, { store, redis, log });
  // /healthz answers from the start, "degraded" while lost read models are rebuilt at start-up
  const server = await startOpsServer(projector, config.PROJECTOR_PORT, undefined, bus?.registerMetrics);
  await projector.start();
  log.info({ port: config.PROJECTOR_PORT, namespace: config.READ_MODEL_NAMESPACE, bus: bus !== null }, 'projector running');

  const shutdown = async () => {
    server.close();
    await bus?.stop();
    await projector.stop();
    await store.close();
    redis.disconnect();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
