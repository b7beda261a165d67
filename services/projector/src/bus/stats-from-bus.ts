import type Redis from 'ioredis';
import { PROJECTIONS, projectionRegistry, readModelKeys, type ProjectEvent, type ReadModelKeys, statsProjection } from '@arena/read-models';
import { busConsumerKeys, markFloor } from './partition-commit';
import { PartitionedConsumer, type PartitionedConsumerOptions } from './partitioned-consumer';

/** The read model the statistics' consumer feeds: the statistics' projection's name. */
const STATS = statsProjection.name;

/** Every read model's projection but the statistics': what the live projector applies when the statistics come from the bus. */
export const projectWithoutStats: ProjectEvent<ReadModelKeys> = projectionRegistry<ReadModelKeys>(
  PROJECTIONS.filter(({ name }) => name !== STATS),
);

/**
 * The live projector's `onFollow` when the statistics come from the bus: marks the version's
 * statistics floor at its checkpoint (unless marked), the position up to which the store's
 * subscription (or a rebuild) projected them. The statistics' consumer applies only what follows.
 */
export function markStatsFloor(redis: Redis, topic: string): (keys: ReadModelKeys) => Promise<void> {
  return async (keys) => {
    await markFloor(redis, keys, busConsumerKeys(keys, STATS, topic).floor);
  };
}

/**
 * The console's statistics projection (`libs/read-models/src/stats`) fed from the bus: a member of
 * consumer group `groupId` (every projector with `STATS_SOURCE=bus` is one, so K of them share the
 * topic's partitions), applying each partition's batches with their offset in one script
 * (`PartitionedConsumer`). Call `start()`; `stop()` leaves the group.
 */
export function statsConsumer(
  options: Pick<
    PartitionedConsumerOptions<ReadModelKeys>,
    'bus' | 'redis' | 'namespace' | 'topic' | 'groupId' | 'onCommitted' | 'readyWaitMs'
  >,
): PartitionedConsumer<ReadModelKeys> {
  return new PartitionedConsumer<ReadModelKeys>({
    ...options,
    name: STATS,
    keysOf: readModelKeys,
    project: projectionRegistry<ReadModelKeys>([statsProjection]),
  });
}
