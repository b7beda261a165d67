import type Redis from 'ioredis';
import type { PlusBenefitsView } from '@arena/contract';
import { DAILY_GOLD_BONUS, utcDay, weekOf } from '@arena/domain';
import { plusFields } from '../core';
import type { PlayerKeys } from '../players';
import { questsStateOf, type QuestKeys } from '../quests';

/** The keys Plus's benefits are read from: the profile hash (Plus) and the quests hash (what was used). */
export type PlusBenefitsKeys = Pick<PlayerKeys, 'player'> & Pick<QuestKeys, 'quests'>;

/**
 * What Plus offers a player at `now` (`GET /api/players/{steam_id}/plus_benefits`), in one round
 * trip: `hasWeeklyDoubleDown` while Plus runs and its free double-down of this week (from Monday
 * 00:00 UTC) is unused (docs/game-rules.md "Double-down"); `canClaimGold` while Plus runs and its
 * daily gold bonus was not claimed this UTC day ("Plus daily gold"); Plus itself as the profile
 * says it. Gold in gold coins.
 * @returns null when the player is unknown.
 */
export async function readPlusBenefits(redis: Redis, keys: PlusBenefitsKeys, steamId: string, now: Date): Promise<PlusBenefitsView | null> {
  const replies = await redis
    .pipeline()
    .hmget(keys.player(steamId), 'steam_id', 'plus_expiration', 'partner_gaimin')
    .hgetall(keys.quests(steamId))
    .exec();
  const [id, plusExpiration, partnerAccount] = replies![0][1] as (string | null)[];
  if (!id) return null;
  const plus = plusFields(plusExpiration, now, partnerAccount);
  const state = questsStateOf(replies![1][1] as Record<string, string>);
  return {
    hasWeeklyDoubleDown: plus.has_plus && state.plusDoubledownWeek !== weekOf(now.getTime()),
    canClaimGold: plus.has_plus && state.dailyGoldDay !== utcDay(now.getTime()),
    ...plus,
    daily_gold: DAILY_GOLD_BONUS,
  };
}
