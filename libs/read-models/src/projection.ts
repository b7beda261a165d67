import type { GameResultRecorded, GameSummaryRecorded, PlayerRegistered } from '@arena/domain';
import type { StoredGameRow } from './api-types';
import { encodeHeroes } from './hero-codec';
import type { BatchWriter } from './batch-writer';
import { leaderboardScore, ReadModelKeys } from './keys';

/** The part of a stored event a projection looks at (structurally a RecordedEvent). */
export interface ProjectableEvent {
  type: string;
  data: unknown;
  position: number;
  metadata: { decidedAt: string };
}

/**
 * Gathers the Redis writes of one event in `writes`, the batch the projector applies in one MULTI
 * together with the checkpoint. Writes only, no reads: a batch of events and its checkpoint
 * apply in one atomic step. Events this projection does not know are skipped.
 */
export function projectEvent(writes: BatchWriter, keys: ReadModelKeys, event: ProjectableEvent): void {
  switch (event.type) {
    case 'PlayerRegistered':
      return projectPlayerRegistered(writes, keys, event.data as PlayerRegistered['data'], event.metadata.decidedAt);
    case 'GameResultRecorded':
      return projectGameResult(writes, keys, event.data as GameResultRecorded['data'], event.metadata.decidedAt);
    case 'GameSummaryRecorded':
      return projectGameSummary(writes, keys, event.data as GameSummaryRecorded['data'], event.metadata.decidedAt);
  }
}

function projectPlayerRegistered(writes: BatchWriter, keys: ReadModelKeys, data: PlayerRegistered['data'], at: string) {
  const key = keys.player(data.steamId);
  writes.hset(key, { steam_id: data.steamId });
  writes.hsetnx(key, 'username', data.displayName);
  writes.hsetnx(key, 'created_at', at);
}

function projectGameResult(writes: BatchWriter, keys: ReadModelKeys, data: GameResultRecorded['data'], at: string) {
  const { result, rating } = data;
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
  writes.hset(game, { [`p:${result.steamID}`]: JSON.stringify(row) });
  writes.hsetnx(game, 'created_at', at);
  writes.hsetmax(game, 'rounds', result.rounds);
  writes.hsetmax(game, 'last_end_time', result.endTime);
  if (rating.ranked) writes.hset(game, { ranked: 1 });
  writes.zaddnx(keys.recentGames, atMs, result.matchID);

  const player = keys.player(result.steamID);
  writes.hset(player, { steam_id: result.steamID, username: result.username, last_game_at: at, ladder: rating.ladderAfter, mmr: rating.mmrAfter });
  writes.hsetnx(player, 'created_at', at);
  writes.hincrby(player, 'games_played', 1);
  writes.hincrby(player, 'rounds_won', result.wins);
  if (rating.ranked) {
    writes.hincrby(player, 'ranked_games', 1);
    writes.hincrby(player, 'place_sum', result.place);
    if (result.place === 1) writes.hincrby(player, 'first_places', 1);
    if (result.place <= 4) writes.hincrby(player, 'top_fours', 1);
    writes.zadd(keys.leaderboard, leaderboardScore(rating.ladderAfter, rating.mmrAfter), result.steamID);
  }
  writes.hincrby(keys.playerGods(result.steamID), `${result.god}:games`, 1);
  if (result.place === 1) writes.hincrby(keys.playerGods(result.steamID), `${result.god}:first`, 1);
  writes.zadd(keys.playerGames(result.steamID), atMs, result.matchID);
}

function projectGameSummary(writes: BatchWriter, keys: ReadModelKeys, data: GameSummaryRecorded['data'], at: string) {
  const { summary } = data;
  const game = keys.game(summary.matchID);
  writes.hset(game, { summary: JSON.stringify(summary) });
  writes.hsetnx(game, 'created_at', at);
  writes.hsetmax(game, 'rounds', summary.rounds);
  writes.zaddnx(keys.recentGames, Date.parse(at), summary.matchID);
}
