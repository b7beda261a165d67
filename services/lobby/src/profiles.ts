import type Redis from 'ioredis';
import { type LiveReadModels, readPlayerProfile } from '@arena/read-models';
import type { PlayerCard } from './lobby-store';

/**
 * What lobbies show of a player, from their profile in the live read models: name, avatar,
 * ladder rating and its rank. A signed-in player without a profile yet (nothing projected)
 * shows their Steam id and a rating of 0.
 */
export async function loadPlayerCard(redis: Redis, live: LiveReadModels, steamId: string): Promise<PlayerCard> {
  const profile = await readPlayerProfile(redis, live.keys, steamId);
  if (!profile) return { username: steamId, avatar: null, ladder_mmr: 0 };
  return { username: profile.username, avatar: profile.avatar, ladder_mmr: profile.ladder_mmr };
}
