import type { GameResultsEvent } from '../game-results';
import type { PlayersEvent } from '../players';

/** Events of the `player-{steamId}` stream: every feature's that lives on it. */
export type PlayerEvent = PlayersEvent | GameResultsEvent;

export const PLAYER_STREAM_PREFIX = 'player-';

/** Stream of one player's life: `player-{steamId}`. */
export function playerStream(steamId: string): string {
  return `${PLAYER_STREAM_PREFIX}${steamId}`;
}
