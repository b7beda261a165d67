import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { EventStore, eventStoreConfigFrom, openEventStore } from '@arena/eventstore';
import { LiveReadModels, openRedis } from '@arena/read-models';
import type { CommandConfig } from './config';
import { EventSourcedRepository } from './event-sourced-repository';
import type { ReadSide } from './read-side';
import { coalesceRedisWrites } from './redis-write-coalescing';
import { CLOCK, CONFIG, EVENT_STORE, READ_MODELS, REDIS } from './tokens';

/** Parts the infrastructure module is built from; tests may hand in their own clock. */
export interface InfrastructureOptions {
  config: CommandConfig;
  clock?: { now(): Date };
}

/**
 * The event store, Redis, the live read-model version and the event-sourced repository, shared
 * by every module; the connections are closed when the application shuts down.
 */
@Global()
@Module({})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(READ_MODELS) private readonly read: ReadSide,
  ) {}

  static forRoot({ config, clock }: InfrastructureOptions) {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock ?? { now: () => new Date() } },
        { provide: EVENT_STORE, useFactory: () => openEventStore(eventStoreConfigFrom(config.eventStore)) },
        {
          provide: REDIS,
          useFactory: () => coalesceRedisWrites(openRedis(config.redisUrl, config.redisSentinel, { maxRetriesPerRequest: 2 })),
        },
        {
          provide: READ_MODELS,
          inject: [REDIS],
          useFactory: async (redis: Redis): Promise<ReadSide> => ({ redis, live: await LiveReadModels.open(redis, config.namespace) }),
        },
        EventSourcedRepository,
      ],
      exports: [CONFIG, CLOCK, EVENT_STORE, REDIS, READ_MODELS, EventSourcedRepository],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.read.live.close();
    await this.store.close();
    this.redis.disconnect();
  }
}
