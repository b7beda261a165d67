import type { GameResultRecorded } from '@arena/domain';
import { defineProjection } from '../core';
import { LeaderboardKeys, leaderboardScore } from './keys';

/**
 * The leaderboard sorted set: a ranked result puts the player at the score of the ladder and
 * hidden MMR decided for it; an unranked one leaves the leaderboard alone. Writes only.
 */
export const leaderboardProjection = defineProjection<LeaderboardKeys, GameResultRecorded>('leaderboard', {
  GameResultRecorded(writes, keys, { result, rating }) {
    if (rating.ranked) writes.zadd(keys.leaderboard, leaderboardScore(rating.ladderAfter, rating.mmrAfter), result.steamID);
  },
});
