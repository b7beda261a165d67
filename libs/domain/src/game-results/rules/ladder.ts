import { rankOf } from './ranks';

/**
 * Ladder rating change after a game (docs/game-rules.md, "Ladder rating").
 */

/** Ladder points by place 1..8. */
export const LADDER_POINTS_BY_PLACE: readonly number[] = [100, 75, 50, 15, -10, -30, -55, -80];
/** Ladder points by place 1..8 below `LOW_LADDER_THRESHOLD` (Herald and Guardian). */
export const LOW_LADDER_POINTS_BY_PLACE: readonly number[] = [200, 150, 100, 75, 50, 25, 10, 0];
export const LOW_LADDER_THRESHOLD = 1000;
/** Players a game needs to be ranked. */
export const RANKED_PLAYER_COUNT = 8;

export type GameBonus = 'doubledown' | 'gold' | 'exp';

/**
 * Factor applied to both rating changes (ladder and hidden MMR).
 * A double-down doubles them; a game-wide `doubledown` bonus makes a double-down worth 1.5x
 * more (3x together). Our reading: the bonus boosts double-downs only, so without a
 * double-down it changes nothing (like the gold/exp bonuses boost only gold/XP).
 */
export function ratingMultiplier(doubledown: boolean, bonus: GameBonus | undefined): number {
  if (!doubledown) return 1;
  return bonus === 'doubledown' ? 3 : 2;
}

/** Base ladder points for a place (1..8) at a ladder rating before the game. */
export function ladderPoints(place: number, ladderBefore: number): number {
  if (!Number.isInteger(place) || place < 1 || place > RANKED_PLAYER_COUNT) {
    throw new RangeError(`place must be an integer 1..${RANKED_PLAYER_COUNT}, got ${place}`);
  }
  const table = ladderBefore < LOW_LADDER_THRESHOLD ? LOW_LADDER_POINTS_BY_PLACE : LADDER_POINTS_BY_PLACE;
  return table[place - 1];
}

/**
 * Ladder rating after a ranked game: base points times the multiplier, never below the floor
 * of the rank the player was in before the game.
 */
export function ladderAfter(ladderBefore: number, place: number, multiplier: number): number {
  const proposed = ladderBefore + ladderPoints(place, ladderBefore) * multiplier;
  return Math.max(proposed, rankOf(ladderBefore).floor);
}
