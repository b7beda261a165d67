import type Redis from 'ioredis';
import type { PlayerAbilityStatsEntry, PlayerGodStatsEntry, PlayerStats } from '@arena/contract';
import { intField } from '../core';
import { badgeView, type PlayerKeys } from '../players';
import type { PlayerRecord, PlayerStatsKeys } from './player-stats-keys';

/**
 * The keys a player's stats are read from: their own, the profile hash (games, ranked games,
 * rounds won, ladder) and the leaderboard's sorted set (the player's position; by shape, not by
 * import, as the profile's).
 */
export type PlayerStatsReadKeys = PlayerStatsKeys & Pick<PlayerKeys, 'player'> & { leaderboard: string };

const PLACES = 8;
/** Two decimals; null for no games. */
const averageOf = (sum: number, games: number) => (games === 0 ? null : Math.round((sum / games) * 100) / 100);
const rateOf = (count: number, games: number) => (games === 0 ? null : count / games);
/** The live site's average place: truncated (not rounded) to two decimals. */
const truncatedAverage = (sum: number, games: number) => Math.trunc((sum * 100) / games) / 100;
/** Counts of places 1st..8th as shares of their total (0 each without games). */
const sharesOf = (counts: readonly number[], games: number) => counts.map((count) => (games === 0 ? 0 : count / games));
const sumOf = (counts: readonly number[]) => counts.reduce((sum, count) => sum + count, 0);
const placeSumOf = (counts: readonly number[]) => counts.reduce((sum, count, i) => sum + count * (i + 1), 0);

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
 * A player's stats (`GET /api/players/{steam_id}/stats`), in one round trip: the live site's
 * `games` (ranked games) and `results` (average place truncated to two decimals, null before the
 * first ranked game, and the shares of places 1st..8th over ranked games), ladder rating, rank
 * (`badge`, `pips`) and leaderboard position (`rank`, null when not on it); and over every
 * recorded game, ranked or not: games, placements 1st..8th, first places and top fours and their
 * rates (null before the first game), average place (rounded to two decimals), rounds played and
 * won, Super and Gaben abilities, gods and heroes (most played first) and the record games (null
 * when none; `longest_game` in seconds). Null when the player is unknown.
 */
export async function readPlayerStats(redis: Redis, keys: PlayerStatsReadKeys, steamId: string): Promise<PlayerStats | null> {
  const replies = await redis
    .pipeline()
    .hmget(keys.player(steamId), 'steam_id', 'games_played', 'ranked_games', 'rounds_won', 'ladder')
    .hgetall(keys.playerStats(steamId))
    .hgetall(keys.playerRecords(steamId))
    .zrevrank(keys.leaderboard, steamId)
    .exec();
  const [id, gamesPlayed, rankedGames, roundsWon, ladderField] = replies![0][1] as (string | null)[];
  if (!id) return null;
  const stats = replies![1][1] as Record<string, string>;
  const records = replies![2][1] as Record<string, string>;
  const leaderboardIndex = replies![3][1] as number | null;
  const placements = Array.from({ length: PLACES }, (_, i) => intField(stats[`place_${i + 1}`]));
  const rankedPlacements = Array.from({ length: PLACES }, (_, i) => intField(stats[`ranked_place_${i + 1}`]));
  const rankedPlaced = sumOf(rankedPlacements);
  const games = intField(gamesPlayed);
  const firstPlaces = placements[0];
  const topFours = sumOf(placements.slice(0, 4));
  const ladder = intField(ladderField);
  return {
    steam_id: id,
    games: intField(rankedGames),
    results: {
      avg_place: rankedPlaced === 0 ? null : truncatedAverage(placeSumOf(rankedPlacements), rankedPlaced),
      placements: sharesOf(rankedPlacements, rankedPlaced),
    },
    ladder_mmr: ladder,
    ...badgeView(ladder),
    rank: leaderboardIndex === null ? null : leaderboardIndex + 1,
    games_played: games,
    ranked_games: intField(rankedGames),
    first_places: firstPlaces,
    top_fours: topFours,
    win_rate: rateOf(firstPlaces, games),
    top_four_rate: rateOf(topFours, games),
    average_place: averageOf(placeSumOf(placements), sumOf(placements)),
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

/** Counts by place (1..8) of `{name}:{place}` fields, by name; fields of another shape are skipped. */
function countsByName(fields: Record<string, string>, prefix: string): Map<string, number[]> {
  const byName = new Map<string, number[]>();
  for (const [field, value] of Object.entries(fields)) {
    if (!field.startsWith(prefix)) continue;
    const separator = field.lastIndexOf(':');
    const place = Number(field.slice(separator + 1));
    if (!Number.isInteger(place) || place < 1 || place > PLACES) continue;
    const name = field.slice(prefix.length, separator);
    const counts = byName.get(name) ?? Array.from({ length: PLACES }, () => 0);
    counts[place - 1] += intField(value);
    byName.set(name, counts);
  }
  return byName;
}

const PLACE_NAMES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;

/**
 * A player's ranked games by god (`GET /api/players/{steam_id}/god_stats`), in the live site's
 * fields, in one round trip: games with the god (`god_freq`), games at each place, average place
 * (truncated to two decimals), pick rate (over the player's ranked games) and the shares of each
 * place; best average place first (then most played, then by name). `god_mmr` is null: the
 * per-god rating is a hidden MMR. Null when the player is unknown.
 */
export async function readPlayerGodStats(redis: Redis, keys: PlayerStatsReadKeys, steamId: string): Promise<PlayerGodStatsEntry[] | null> {
  const replies = await redis.pipeline().hexists(keys.player(steamId), 'steam_id').hgetall(keys.playerStats(steamId)).exec();
  if (replies![0][1] !== 1) return null;
  const byGod = countsByName(replies![1][1] as Record<string, string>, 'ranked_god:');
  const rankedGames = sumOf([...byGod.values()].map(sumOf));
  const lines = [...byGod.entries()]
    .map(([god, counts]) => ({ god, counts, games: sumOf(counts) }))
    .filter((line) => line.games > 0)
    .map(({ god, counts, games }) => ({
      god,
      god_freq: games,
      ...(Object.fromEntries(PLACE_NAMES.map((name, i) => [`${name}_place`, counts[i]])) as Record<
        `${(typeof PLACE_NAMES)[number]}_place`,
        number
      >),
      avg_place: truncatedAverage(placeSumOf(counts), games),
      god_mmr: null,
      pick_rate: games / rankedGames,
      placements: sharesOf(counts, games),
    }));
  return lines.sort((a, b) => a.avg_place - b.avg_place || b.god_freq - a.god_freq || (a.god < b.god ? -1 : a.god > b.god ? 1 : 0));
}

/**
 * A player's ranked games by ability (`GET /api/players/{steam_id}/ability_stats`), in the live
 * site's fields, in one round trip: heroes that had the ability (`freq`), of them in games the
 * player won (`winner_freq`) and finished in the top four (`top_four_freq`), the player's ranked
 * games (`numGames`) and the ability's icon; most picked first (then by name). Null when the
 * player is unknown.
 */
export async function readPlayerAbilityStats(
  redis: Redis,
  keys: PlayerStatsReadKeys,
  steamId: string,
): Promise<PlayerAbilityStatsEntry[] | null> {
  const replies = await redis
    .pipeline()
    .hmget(keys.player(steamId), 'steam_id', 'ranked_games')
    .hgetall(keys.playerAbilityStats(steamId))
    .exec();
  const [id, rankedGames] = replies![0][1] as (string | null)[];
  if (!id) return null;
  const fields = replies![1][1] as Record<string, string>;
  const numGames = intField(rankedGames);
  return [...countsByName(fields, '').entries()]
    .map(([name, counts]) => ({
      ability_name: name,
      icon: fields[`icon:${name}`] ?? name,
      numGames,
      freq: sumOf(counts),
      winner_freq: counts[0],
      top_four_freq: sumOf(counts.slice(0, 4)),
    }))
    .filter((line) => line.freq > 0)
    .sort((a, b) => b.freq - a.freq || (a.ability_name < b.ability_name ? -1 : a.ability_name > b.ability_name ? 1 : 0));
}
