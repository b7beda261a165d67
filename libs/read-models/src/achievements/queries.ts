import type Redis from 'ioredis';
import type { AchievementsList } from '@arena/contract';
import { ACHIEVEMENTS, achievementsToClaim, claimableTiers, type QuestStats } from '@arena/domain';
import { countersOf, rewardViewOf } from '../core';
import { achievementTierName, goalText, type QuestKeys, questsStateOf } from '../quests';
import type { AchievementKeys } from './keys';

/**
 * The keys achievements are read from: their own, the quests hash (the stats they count) and the
 * profile hash (`player`: is the player known; by shape, as the players feature imports this one).
 */
export type AchievementReadKeys = AchievementKeys & Pick<QuestKeys, 'quests'> & { player(steamId: string): string };

/** Tiers claimed by achievement id, from the achievements hash (HGETALL). */
export function achievementTiersOf(fields: Record<string, string>): (id: string) => number {
  const tiers = countersOf(fields);
  return (id) => tiers.get(id) ?? 0;
}

/** The profile's `achievements_to_claim`: tiers reached and not claimed, over every achievement (the domain's `achievementsToClaim`). */
export function achievementsToClaimOf(stats: QuestStats, achievementFields: Record<string, string>): number {
  return achievementsToClaim(stats, achievementTiersOf(achievementFields));
}

/**
 * A player's achievements (`GET /api/players/{steam_id}/achievements`), in one round trip: one
 * row per achievement of the domain's `ACHIEVEMENTS`, in the live site's fields for its current
 * tier (the first not claimed; the last when every one is), with the player's lifetime value of
 * its stat, every tier (goal, reward, reached, claimed) and whether the current tier can be
 * claimed. Null when the player is unknown.
 */
export async function readAchievements(redis: Redis, keys: AchievementReadKeys, steamId: string): Promise<AchievementsList | null> {
  const replies = await redis
    .pipeline()
    .hexists(keys.player(steamId), 'steam_id')
    .hgetall(keys.quests(steamId))
    .hgetall(keys.achievements(steamId))
    .exec();
  if (replies![0][1] !== 1) return null;
  const stats = questsStateOf(replies![1][1] as Record<string, string>).questStats;
  const claimedOf = achievementTiersOf(replies![2][1] as Record<string, string>);
  return ACHIEVEMENTS.map((entry) => {
    const value = stats[entry.id];
    const claimed = claimedOf(entry.id);
    const index = Math.min(claimed, entry.tiers.length - 1);
    const current = entry.tiers[index];
    return {
      quest_id: `${entry.id}:${index + 1}`,
      quest_name: achievementTierName(entry.id, index + 1),
      quest_description: goalText(entry.id, current.goal),
      questTier: index + 1,
      required_amount: current.goal,
      quest_progress: value,
      capped_quest_progress: Math.min(value, current.goal),
      quest_completed: value >= current.goal,
      claimed: index < claimed,
      coin_reward: current.reward.gold,
      xp_reward: current.reward.xp,
      achievement_id: entry.id,
      stat: entry.id,
      tiers: entry.tiers.map(({ goal, reward }, i) => ({
        tier: i + 1,
        goal,
        reward: rewardViewOf(reward),
        reached: value >= goal,
        claimed: i < claimed,
      })),
      claimable: claimableTiers(entry, stats, claimed) > 0,
    };
  });
}
