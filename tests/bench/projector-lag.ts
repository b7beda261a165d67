import type Redis from 'ioredis';
import { SqliteEventStore } from '@arena/eventstore';
import { currentVersionKey, readModelKeys } from '@arena/read-models';

/** The live projector's lag, ms: from an event's append to the checkpoint covering it. */
export interface ProjectorLag {
  /** Events whose lag was measured. */
  events: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * Samples the live projector's lag while a load runs: every `intervalMs` it reads the checkpoint
 * of the live read-model version in Redis, and each event the checkpoint newly covers counts
 * `now - recordedAt` (the time the store recorded at its append, same machine clock). The figure
 * is what a reader sees (the read models hold the event), from outside the projector; it is an
 * upper bound, by up to one interval plus a Redis round trip.
 * @returns `endRound()`, the figures of one round of the load (it waits for the projector to
 * catch up first), and `stop()`, which waits the same way and resolves with the figures of every
 * event sampled.
 */
export function sampleProjectorLag(storePath: string, redis: Redis, namespace: string, intervalMs = 10) {
  const store = new SqliteEventStore(storePath);
  const lags: number[] = [];
  let covered = -1;
  let sampling = Promise.resolve();
  const sample = async () => {
    const version = await redis.get(currentVersionKey(namespace));
    if (!version) return;
    const checkpoint = Number(await redis.get(readModelKeys(namespace, version).checkpoint));
    const now = Date.now();
    if (covered < 0) covered = checkpoint; // events applied before the sampling started are not counted
    for (let from = covered; from < checkpoint;) {
      const events = await store.readAll(from, Math.min(1000, checkpoint - from));
      if (events.length === 0) break;
      for (const event of events) if (event.position <= checkpoint) lags.push(now - Date.parse(event.recordedAt));
      from = events[events.length - 1].position;
    }
    covered = Math.max(covered, checkpoint);
  };
  const timer = setInterval(() => {
    sampling = sampling.then(sample).catch((error: unknown) => console.error('lag sample failed:', error));
  }, intervalMs);
  /** Waits (up to 10 s) for the checkpoint to reach the store's head, so the last events count too. */
  const catchUp = async () => {
    const head = await store.headPosition();
    for (const deadline = Date.now() + 10_000; covered < head && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    await sampling;
  };
  let roundFrom = 0;
  return {
    /** Once the projector has caught up, the figures of the events since the previous round's end (or the start). */
    async endRound(): Promise<ProjectorLag> {
      await catchUp();
      const figures = lagFigures(lags.slice(roundFrom));
      roundFrom = lags.length;
      return figures;
    },
    async stop(): Promise<ProjectorLag> {
      await catchUp();
      clearInterval(timer);
      await sampling;
      await store.close();
      return lagFigures(lags);
    },
  };
}

function lagFigures(lags: number[]): ProjectorLag {
  const sorted = [...lags].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { events: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted[sorted.length - 1] ?? 0 };
}
