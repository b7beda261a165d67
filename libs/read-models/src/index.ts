export * from './keys';
export * from './api-types';
export * from './projection';
export * from './queries';
export * from './versions';
export * from './redis-commands';
export * from './config';
