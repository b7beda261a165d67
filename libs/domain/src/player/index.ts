/**
 * The `player-{steamId}` stream: not a feature but where several features' events live. Its
 * state is assembled from their slices; its decider sends each command to its feature.
 */
export { PLAYER_STREAM_PREFIX, playerStream } from './stream';
export type { PlayerEvent } from './stream';
export { displayNameOf, initialPlayerState } from './state';
export type { PlayerState } from './state';
export { evolvePlayer } from './evolve';
export { decidePlayer, playerDecider, withStarterItems } from './decider';
export type { PlayerAnswer, PlayerCommand } from './decider';
export { playerSnapshot } from './snapshot';
export type { PlayerSnapshotCodec } from './snapshot';
