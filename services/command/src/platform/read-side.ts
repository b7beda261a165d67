import type Redis from 'ioredis';
import type { LiveReadModels } from '@arena/read-models';

/** What query handlers read with: a Redis connection and the live read-model version. */
export interface ReadSide {
  redis: Redis;
  live: LiveReadModels;
}
