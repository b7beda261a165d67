/**
 * The partner feature of the read models (docs/game-rules.md "Partner link"): the Gaimin link on the profile
 * hash, the username index, and the check tools' reads.
 */
export * from './keys';
export * from './projection';
export * from './queries';
