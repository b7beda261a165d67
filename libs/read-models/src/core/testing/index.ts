/** Projection test helpers: events in, read-model values out, in memory (or applied to a real Redis to compare). */
export * from './events';
export * from './given-events';
export * from './in-memory-redis';
