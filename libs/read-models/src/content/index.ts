export * from './keys';
export * from './projection';
export * from './queries';
