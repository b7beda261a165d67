import type { GameResultRecorded } from '@arena/domain';
import { defineProjection } from '../core';
import type { PlayerKeys } from '../players';
import { badgeMembers, LEADERBOARD_DOCUMENT_SCRIPT, LEADERBOARD_SIZE } from './document';
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

/**
 * The leaderboard's ready document (`LeaderboardKeys.leaderboardDocument`), the top 100 as
 * `GET /api/leaderboard` serves it: every game result may change a row (a ranked one the order,
 * any the name and games played of a listed player), so each batch with a result writes the
 * document once, after its other writes, from the state they leave (`BatchWriter.derive`). The
 * badge members of each player's row follow the ladder the profile stores. Apart from
 * `leaderboardProjection` so that one's keys stay as they were.
 */
export const leaderboardDocumentProjection = defineProjection<LeaderboardKeys & PlayerKeys, GameResultRecorded>('leaderboard-document', {
  GameResultRecorded(writes, keys, { result, rating }) {
    writes.hset(keys.leaderboardBadges, { [result.steamID]: badgeMembers(String(rating.ladderAfter)) });
    writes.derive(
      keys.leaderboardDocument,
      LEADERBOARD_DOCUMENT_SCRIPT,
      [keys.leaderboard, keys.leaderboardBadges],
      [keys.player(''), String(LEADERBOARD_SIZE)],
    );
  },
});
