/** The players feature of the read models: the profile hash, its projection and its reads. */
export * from './keys';
export * from './projection';
export * from './queries';
export * from './badge';
