/** Projection test helpers: events in, read-model values out, no Redis. */
export * from './events';
export * from './given-events';
export * from './in-memory-redis';
