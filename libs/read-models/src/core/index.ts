/** The shared core of the read models: any feature may import it; it imports no feature. */
export * from './batch-writer';
export * from './config';
export * from './counters';
export * from './derived';
export * from './fields';
export * from './keys';
export * from './paging';
export * from './plus';
export * from './projection';
export * from './redis-commands';
export * from './reward-view';
export * from './versions';
