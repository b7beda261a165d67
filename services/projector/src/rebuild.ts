import { SingleBar, Presets } from 'cli-progress';
import { eventStoreConfigFrom, openEventStore } from '@arena/eventstore';
import { redisSentinelFrom } from '@arena/read-models';
import { loadProjectorConfig } from './config';
import { rebuildReadModels } from './rebuild-read-models';

/**
 * `npm run rebuild`: rebuilds every read model from position 0 into a fresh key prefix and
 * switches over, with a progress bar (events done, events per second, time left).
 */
async function main() {
  const config = loadProjectorConfig();
  const eventStore = eventStoreConfigFrom(config);
  const store = openEventStore(eventStore);
  const started = Date.now();
  const bar = new SingleBar(
    // value and total are positions (events in SQLite, log bytes in KurrentDB), so the
    // percentage and the time left hold for both; the events done are shown beside them
    { format: 'rebuild |{bar}| {percentage}% | {done} events | {rate} events/s | time left {eta_formatted}', etaBuffer: 20 },
    Presets.shades_classic,
  );
  bar.start(await store.headPosition(), 0, { done: 0, rate: 0 });
  const result = await rebuildReadModels({
    eventStore,
    redisUrl: config.REDIS_URL,
    redisSentinel: redisSentinelFrom(config),
    namespace: config.READ_MODEL_NAMESPACE,
    onProgress: ({ done, head, position }) => {
      bar.setTotal(head);
      bar.update(position, { done, rate: Math.round(done / Math.max((Date.now() - started) / 1000, 0.001)) });
    },
  });
  bar.stop();
  console.log(
    `Rebuilt ${result.events} events into ${result.version} in ${result.seconds.toFixed(2)} s ` +
      `(${Math.round(result.events / Math.max(result.seconds, 0.001))} events/s); ` +
      `${result.previous ? `replaced ${result.previous}` : 'first version'}.`,
  );
  await store.close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
