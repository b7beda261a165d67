import { rebuildReadModels } from '@arena/projector';

/**
 * One rebuild in a process of its own, as `npm run rebuild` runs, so the benchmark's own heap
 * does not weigh on it. Env: EVENT_STORE_PATH, READ_MODEL_NAMESPACE, REDIS_URL; REBUILD_WITHOUT:
 * projections left out, comma-separated (to measure what one costs).
 * Sends `{events, seconds, cpuSeconds}` to the parent: `cpuSeconds` is this process's CPU time (user
 * and system, its worker threads included) over the whole rebuild.
 */
async function main() {
  const result = await rebuildReadModels({
    eventStore: { kind: 'sqlite', path: process.env.EVENT_STORE_PATH! },
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    namespace: process.env.READ_MODEL_NAMESPACE!,
    dropOldAfterMs: 0,
    without: process.env.REBUILD_WITHOUT?.split(',').filter(Boolean),
  });
  const cpu = process.cpuUsage();
  process.send!({ events: result.events, seconds: result.seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 }, () => process.exit(0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
