import type Redis from 'ioredis';
import type { PlayerStats } from '@arena/contract';
import { intField } from '../core';
import type { PlayerKeys } from '../players';
import type { PlayerRecord, PlayerStatsKeys } from './player-stats-keys';

/** The keys a player's stats are read from: their own and the profile hash (games, ranked games, rounds won). */
export type PlayerStatsReadKeys = PlayerStatsKeys & Pick<PlayerKeys, 'player'>;

const PLACES = 8;
/** Two decimals; null for no games. */
const averageOf = (sum: number, games: number) => (games === 0 ? null : Math.round((sum / games) * 100) / 100);
const rateOf = (count: number, games: number) => (games === 0 ? null : count / games);

interface Line {
  name: string;
  games: number;
  first_places: number;
  top_fours: number;
  placeSum: number;
}

/** Per-god or per-hero lines from the `{prefix}{name}:{place}` counters: most played first (then by name). */
function linesOf(stats: Record<string, string>, prefix: 'god:' | 'hero:'): Line[] {
  const lines = new Map<string, Line>();
  for (const [field, value] of Object.entries(stats)) {
    if (!field.startsWith(prefix)) continue;
    const separator = field.lastIndexOf(':');
    const name = field.slice(prefix.length, separator);
    const place = Number(field.slice(separator + 1));
    const games = intField(value);
    const line = lines.get(name) ?? { name, games: 0, first_places: 0, top_fours: 0, placeSum: 0 };
    line.games += games;
    if (place === 1) line.first_places += games;
    if (place <= 4) line.top_fours += games;
    line.placeSum += place * games;
    lines.set(name, line);
  }
  return [...lines.values()]
    .filter((line) => line.games > 0)
    .sort((a, b) => b.games - a.games || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const lineView = ({ games, first_places, top_fours, placeSum }: Line) => ({
  games,
  first_places,
  top_fours,
  average_place: averageOf(placeSum, games),
});

/** A record as stored (`{figure} {recorded at} {matchId}`, see `PlayerStatsKeys.playerRecords`); null when none. */
function recordOf(stored: string | undefined): PlayerStats['records'][PlayerRecord] {
  if (!stored) return null;
  const [figure, recordedAt] = stored.split(' ', 2);
  return { game_id: stored.slice(figure.length + recordedAt.length + 2), value: Number(figure), created_at: recordedAt };
}

/**
 * A player's stats over every recorded game, ranked or not (`GET /api/players/{steam_id}/stats`),
 * in one round trip: games, ranked games, placements 1st..8th, first places and top fours and
 * their rates (null before the first game), average place (two decimals), rounds played and won,
 * Super and Gaben abilities, gods and heroes (most played first) and the record games (null when
 * none; `longest_game` in seconds). Null when the player is unknown.
 */
export async function readPlayerStats(redis: Redis, keys: PlayerStatsReadKeys, steamId: string): Promise<PlayerStats | null> {
  const replies = await redis
    .pipeline()
    .hmget(keys.player(steamId), 'steam_id', 'games_played', 'ranked_games', 'rounds_won')
    .hgetall(keys.playerStats(steamId))
    .hgetall(keys.playerRecords(steamId))
    .exec();
  const [id, gamesPlayed, rankedGames, roundsWon] = replies![0][1] as (string | null)[];
  if (!id) return null;
  const stats = replies![1][1] as Record<string, string>;
  const records = replies![2][1] as Record<string, string>;
  const placements = Array.from({ length: PLACES }, (_, i) => intField(stats[`place_${i + 1}`]));
  const placed = placements.reduce((sum, count) => sum + count, 0);
  const placeSum = placements.reduce((sum, count, i) => sum + count * (i + 1), 0);
  const games = intField(gamesPlayed);
  const firstPlaces = placements[0];
  const topFours = placements.slice(0, 4).reduce((sum, count) => sum + count, 0);
  return {
    steam_id: id,
    games,
    ranked_games: intField(rankedGames),
    first_places: firstPlaces,
    top_fours: topFours,
    win_rate: rateOf(firstPlaces, games),
    top_four_rate: rateOf(topFours, games),
    average_place: averageOf(placeSum, placed),
    placements,
    rounds_played: intField(stats.rounds_played),
    rounds_won: intField(roundsWon),
    supers: intField(stats.supers),
    gabens: intField(stats.gabens),
    gods: linesOf(stats, 'god:').map((line) => ({ god: line.name, ...lineView(line) })),
    heroes: linesOf(stats, 'hero:').map((line) => ({ hero: line.name, ...lineView(line) })),
    records: {
      longest_game: recordOf(records.longest_game),
      most_rounds_won: recordOf(records.most_rounds_won),
      most_supers: recordOf(records.most_supers),
    },
  };
}
