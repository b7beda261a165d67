import type { ChainableCommander } from 'ioredis';
import type { GameResultRecorded, GameSummaryRecorded, PlayerRegistered } from '@arena/domain';
import type { GamePlayerRow } from './api-types';
import { leaderboardScore, ReadModelKeys } from './keys';

/** The part of a stored event a projection looks at (structurally a RecordedEvent). */
export interface ProjectableEvent {
  type: string;
  data: unknown;
  position: number;
  metadata: { decidedAt: string };
}

/**
 * Queues the Redis writes of one event on `tx` (a MULTI the projector executes together with
 * the checkpoint). Writes only, no reads: a batch of events and its checkpoint apply in one
 * atomic step. Events this projection does not know are skipped.
 */
export function projectEvent(tx: ChainableCommander, keys: ReadModelKeys, event: ProjectableEvent): void {
  switch (event.type) {
    case 'PlayerRegistered':
      return projectPlayerRegistered(tx, keys, event.data as PlayerRegistered['data'], event.metadata.decidedAt);
    case 'GameResultRecorded':
      return projectGameResult(tx, keys, event.data as GameResultRecorded['data'], event.metadata.decidedAt);
    case 'GameSummaryRecorded':
      return projectGameSummary(tx, keys, event.data as GameSummaryRecorded['data'], event.metadata.decidedAt);
  }
}

function projectPlayerRegistered(tx: ChainableCommander, keys: ReadModelKeys, data: PlayerRegistered['data'], at: string) {
  const key = keys.player(data.steamId);
  tx.hset(key, 'steam_id', data.steamId);
  tx.hsetnx(key, 'username', data.displayName);
  tx.hsetnx(key, 'created_at', at);
}

function projectGameResult(tx: ChainableCommander, keys: ReadModelKeys, data: GameResultRecorded['data'], at: string) {
  const { result, rating } = data;
  const atMs = Date.parse(at);
  const row: GamePlayerRow = {
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
    heroes: result.heroes.map((hero) => ({
      name: hero.name,
      tier: hero.tier,
      abilities: hero.abilities.map((a) => ({ name: a.name, level: a.level, is_ultimate: a.isUltimate, icon: a.icon })),
    })),
  };

  const game = keys.game(result.matchID);
  tx.hset(game, `p:${result.steamID}`, JSON.stringify(row));
  tx.hsetnx(game, 'created_at', at);
  tx.hsetmax(game, 'rounds', result.rounds);
  tx.hsetmax(game, 'last_end_time', result.endTime);
  if (rating.ranked) tx.hset(game, 'ranked', '1');
  tx.zadd(keys.recentGames, 'NX', atMs, result.matchID);

  const player = keys.player(result.steamID);
  tx.hset(player, 'steam_id', result.steamID, 'username', result.username, 'last_game_at', at, 'ladder', rating.ladderAfter, 'mmr', rating.mmrAfter);
  tx.hsetnx(player, 'created_at', at);
  tx.hincrby(player, 'games_played', 1);
  tx.hincrby(player, 'rounds_won', result.wins);
  if (rating.ranked) {
    tx.hincrby(player, 'ranked_games', 1);
    tx.hincrby(player, 'place_sum', result.place);
    if (result.place === 1) tx.hincrby(player, 'first_places', 1);
    if (result.place <= 4) tx.hincrby(player, 'top_fours', 1);
    tx.zadd(keys.leaderboard, leaderboardScore(rating.ladderAfter, rating.mmrAfter), result.steamID);
  }
  tx.hincrby(keys.playerGods(result.steamID), `${result.god}:games`, 1);
  if (result.place === 1) tx.hincrby(keys.playerGods(result.steamID), `${result.god}:first`, 1);
  tx.zadd(keys.playerGames(result.steamID), atMs, result.matchID);
}

function projectGameSummary(tx: ChainableCommander, keys: ReadModelKeys, data: GameSummaryRecorded['data'], at: string) {
  const { summary } = data;
  const game = keys.game(summary.matchID);
  tx.hset(game, 'summary', JSON.stringify(summary));
  tx.hsetnx(game, 'created_at', at);
  tx.hsetmax(game, 'rounds', summary.rounds);
  tx.zadd(keys.recentGames, 'NX', Date.parse(at), summary.matchID);
}
