import type Redis from 'ioredis';
import type { AdminGame, AdminGameDetail, GameDocument } from '@arena/contract';
import { readGames, type GameResultKeys } from '../game-results';
import type { AdminKeys } from './keys';

/** What the console's games list is narrowed to: times in ms since the epoch (inclusive), ranked or not, a player, a god. */
export interface AdminGamesQuery {
  fromMs?: number;
  toMs?: number;
  ranked?: boolean;
  player?: string;
  god?: string;
}

/** A game's id and when it was created (ms since the epoch). */
export interface GameRef {
  id: string;
  createdMs: number;
}

type GamesKeys = Pick<AdminKeys, 'rankedGames' | 'godGames'> & GameResultKeys;

/**
 * The games that match `query`, oldest first: read from the narrowest index that applies (the
 * player's games, the god's, the ranked ones, else every game) within the time window, then
 * checked against the other indexes (one round trip each). Never reads a game's document.
 */
export async function readAdminGameRefs(redis: Redis, keys: GamesKeys, query: AdminGamesQuery): Promise<GameRef[]> {
  const candidates: string[] = [];
  if (query.player !== undefined) candidates.push(keys.playerGames(query.player));
  if (query.god !== undefined) candidates.push(keys.godGames(query.god));
  if (query.ranked === true) candidates.push(keys.rankedGames);
  const [base, ...others] = candidates.length > 0 ? candidates : [keys.recentGames];
  const flat = await redis.zrangebyscore(base, query.fromMs ?? '-inf', query.toMs ?? '+inf', 'WITHSCORES');
  let refs: GameRef[] = [];
  for (let i = 0; i < flat.length; i += 2) refs.push({ id: flat[i], createdMs: Number(flat[i + 1]) });
  for (const set of others) refs = await keepMembers(redis, set, refs, true);
  if (query.ranked === false) refs = await keepMembers(redis, keys.rankedGames, refs, false);
  return refs;
}

/** The refs that are (`member`) or are not members of the sorted set `set`, in one round trip. */
async function keepMembers(redis: Redis, set: string, refs: GameRef[], member: boolean): Promise<GameRef[]> {
  if (refs.length === 0) return refs;
  const pipeline = redis.pipeline();
  for (const ref of refs) pipeline.zscore(set, ref.id);
  const replies = await pipeline.exec();
  return refs.filter((_, i) => (replies![i][1] !== null) === member);
}

/** The console's rows of the games `ids` that exist, in their order, in one round trip. */
export async function readAdminGames(redis: Redis, keys: GameResultKeys, ids: readonly string[]): Promise<AdminGame[]> {
  return (await readGames(redis, keys, ids)).map((game) => ({
    id: game.game_id,
    game_id: game.game_id,
    created_at: game.created_at,
    duration: game.duration,
    rounds: game.rounds,
    ranked: game.ranked,
    players: game.players.length,
    standings: game.players.map(({ steam_id, username, place, god }) => ({ steam_id, username, place, god })),
  }));
}

/** A game in the console, with the copy-game-data summary (`copySummary`); null when unknown. */
export async function readAdminGame(redis: Redis, keys: GameResultKeys, id: string): Promise<AdminGameDetail | null> {
  const [game] = await readGames(redis, keys, [id]);
  return game ? { ...game, id: game.game_id, copy_summary: copySummary(game) } : null;
}

/**
 * The specification's summary of a game, as the site's "Copy game JSON" copies it: per player in
 * place order, its index (place - 1), god, and heroes with their names and their abilities' names
 * and levels; nothing else.
 */
export function copySummary(game: GameDocument): AdminGameDetail['copy_summary'] {
  return [...game.players]
    .sort((a, b) => a.place - b.place)
    .map((player) => ({
      playerId: player.place - 1,
      god: player.god,
      heroes: player.heroes.map((hero) => ({
        name: hero.hero_name,
        abilities: hero.abilities.map((ability) => ({ name: ability.ability_name, level: ability.ability_level })),
      })),
    }));
}
