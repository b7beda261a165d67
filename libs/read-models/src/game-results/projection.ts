import type { GameResultRecorded, GameSummaryRecorded } from '@arena/domain';
import type { StoredGameRow } from './stored-hero';
import { defineProjection } from '../core';
import { GAME_DOCUMENT_SCRIPT, gameRowView, summaryFields } from './document';
import { encodeHeroes } from './hero-codec';
import type { GameResultKeys } from './keys';

/**
 * Game documents, the recent games and each player's games: a result adds its player's row to
 * the game (creating it) and the game to the player's list; a summary completes the game. Either
 * may come first. Each batch that touches a game rewrites its ready document once, after its
 * other writes (`GAME_DOCUMENT_SCRIPT`). Writes only.
 */
export const gameResultsProjection = defineProjection<GameResultKeys, GameResultRecorded | GameSummaryRecorded>('game-results', {
  GameResultRecorded(writes, keys, { result, rating }, at) {
    const atMs = Date.parse(at);
    const row: StoredGameRow = {
      steam_id: result.steamID,
      username: result.username,
      avatar: null,
      place: result.place,
      rounds: result.rounds,
      wins: result.wins,
      losses: result.losses,
      god: result.god,
      ladder_mmr: rating.ranked ? rating.ladderAfter : null,
      ladder_change: rating.ranked ? rating.ladderAfter - rating.ladderBefore : null,
      end_time: result.endTime,
      heroes: encodeHeroes(result.heroes),
    };

    const game = keys.game(result.matchID);
    writes.hset(game, { [`p:${result.steamID}`]: JSON.stringify(row), [`v:${result.steamID}`]: JSON.stringify(gameRowView(row)) });
    writes.hsetnx(game, 'created_at', at);
    writes.hsetmax(game, 'rounds', result.rounds);
    writes.hsetmax(game, 'last_end_time', result.endTime);
    if (rating.ranked) writes.hset(game, { ranked: 1 });
    writes.zaddnx(keys.recentGames, atMs, result.matchID);
    writes.zadd(keys.playerGames(result.steamID), atMs, result.matchID);
    writes.derive(keys.gameDocument(result.matchID), GAME_DOCUMENT_SCRIPT, [game], [result.matchID]);
  },

  GameSummaryRecorded(writes, keys, { summary }, at) {
    const game = keys.game(summary.matchID);
    writes.hset(game, { summary: JSON.stringify(summary), ...summaryFields(summary) });
    writes.hsetnx(game, 'created_at', at);
    writes.hsetmax(game, 'rounds', summary.rounds);
    writes.zaddnx(keys.recentGames, Date.parse(at), summary.matchID);
    writes.derive(keys.gameDocument(summary.matchID), GAME_DOCUMENT_SCRIPT, [game], [summary.matchID]);
  },
});
