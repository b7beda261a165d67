import type Redis from 'ioredis';
import type { DailyQuests, LoginQuests, WelcomeQuests } from '@arena/contract';
import {
  DAILY_CAPS,
  DAILY_GOLD_BONUS,
  DAILY_QUEST_SLOTS,
  DAY_MS,
  DOUBLEDOWN_ITEM,
  LOGIN_REWARDS,
  loginWeekAt,
  nextUtcMidnight,
  nextWelcomeRewardAt,
  questProgress,
  REROLL_AFTER_MS,
  utcDay,
  weekOf,
  WELCOME_REWARDS,
} from '@arena/domain';
import { intField, plusFields, rewardViewOf } from '../core';
import type { QuestKeys } from './keys';
import { loginClaimable, questsStateOf, welcomeClaimable } from './state';

/**
 * The keys the quests are read from: their own, the profile hash (`player`: is the player known,
 * Plus, when they registered) and the inventory (double-downs held). The last two by shape: the
 * players feature imports this one for the profile's badge.
 */
export type QuestReadKeys = QuestKeys & { player(steamId: string): string; inventory(steamId: string): string };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A player's daily quests at `now` (`GET /api/players/{steam_id}/daily_quests`), in one round
 * trip: the active quests (oldest first) with their progress since given, the slots (2, 3 with
 * Plus), what games gave today (UTC; gold coins and battle-pass XP) against the daily caps, Plus's
 * daily gold bonus, and the double-down (armed, `doubledown` items held, Plus's free one of this
 * week unused). Null when the player is unknown.
 */
export async function readDailyQuests(redis: Redis, keys: QuestReadKeys, steamId: string, now: Date): Promise<DailyQuests | null> {
  const replies = await redis
    .pipeline()
    .hmget(keys.player(steamId), 'steam_id', 'plus_expiration', 'partner_gaimin')
    .hgetall(keys.quests(steamId))
    .hget(keys.inventory(steamId), DOUBLEDOWN_ITEM)
    .exec();
  const [id, plusExpiration, partnerAccount] = replies![0][1] as (string | null)[];
  if (!id) return null;
  const { has_plus } = plusFields(plusExpiration, now, partnerAccount);
  const state = questsStateOf(replies![1][1] as Record<string, string>);
  const today = utcDay(now.getTime());
  const earned = state.earnedToday?.day === today ? state.earnedToday : { gold: 0, xp: 0 };
  return {
    quests: state.dailyQuests.map((quest) => {
      const progress = questProgress(quest, state.questStats);
      return {
        quest_id: quest.questId,
        stat: quest.stat,
        goal: quest.goal,
        progress,
        gold: quest.gold,
        completed: progress >= quest.goal,
        assigned_at: iso(quest.assignedAt),
        reroll_at: iso(quest.assignedAt + REROLL_AFTER_MS),
      };
    }),
    slots: has_plus ? DAILY_QUEST_SLOTS.withPlus : DAILY_QUEST_SLOTS.base,
    earned_today: {
      gold: earned.gold,
      gold_cap: has_plus ? DAILY_CAPS.goldWithPlus : DAILY_CAPS.gold,
      xp: earned.xp,
      xp_cap: DAILY_CAPS.xp,
      resets_at: iso(nextUtcMidnight(now.getTime())),
    },
    daily_gold: { available: has_plus, claimed_today: state.dailyGoldDay === today, gold: DAILY_GOLD_BONUS },
    doubledown: {
      armed: state.doubledownArmed,
      // a count of HINCRBYs: never shown below 0
      items: Math.max(0, intField(replies![2][1] as string | null)),
      plus_free_available: has_plus && state.plusDoubledownWeek !== weekOf(now.getTime()),
    },
  };
}

/**
 * A player's login rewards of the week of `now` (`GET /api/players/{steam_id}/login_quests`), in
 * one round trip: the 7 days (completed, claimed), whether today counts already, whether a claim
 * now gives a reward (a claim completes today first), and when the week resets (next Monday 00:00
 * UTC). Days of an older week count as none. Null when the player is unknown.
 */
export async function readLoginQuests(redis: Redis, keys: QuestReadKeys, steamId: string, now: Date): Promise<LoginQuests | null> {
  const replies = await redis.pipeline().hexists(keys.player(steamId), 'steam_id').hgetall(keys.quests(steamId)).exec();
  if (replies![0][1] !== 1) return null;
  const state = questsStateOf(replies![1][1] as Record<string, string>);
  const { week, completed, claimed, today } = loginWeekAt(state, now.getTime());
  return {
    week,
    resets_at: iso(Date.parse(week) + 7 * DAY_MS),
    today_completed: today,
    days: LOGIN_REWARDS.map((reward, i) => ({
      index: i + 1,
      reward: rewardViewOf(reward),
      completed: i < completed,
      claimed: i < claimed,
    })),
    claimable: loginClaimable(state, now),
  };
}

/**
 * A player's welcome rewards at `now` (`GET /api/players/{steam_id}/welcome_quests`), in one round
 * trip: the 7 rewards (claimed or not), the next to claim and from when (24 hours after the
 * previous claim; the first from the player's registration), and whether it can be claimed now.
 * Null when the player is unknown.
 */
export async function readWelcomeQuests(redis: Redis, keys: QuestReadKeys, steamId: string, now: Date): Promise<WelcomeQuests | null> {
  const replies = await redis.pipeline().hmget(keys.player(steamId), 'steam_id', 'created_at').hgetall(keys.quests(steamId)).exec();
  const [id, createdAt] = replies![0][1] as (string | null)[];
  if (!id) return null;
  const state = questsStateOf(replies![1][1] as Record<string, string>);
  const next = nextWelcomeRewardAt(state);
  const allClaimed = next === null;
  return {
    rewards: WELCOME_REWARDS.map((reward, i) => ({ index: i + 1, reward: rewardViewOf(reward), claimed: i < state.welcomeClaimed })),
    next_index: allClaimed ? null : state.welcomeClaimed + 1,
    // the first is claimable from the start: shown from the player's registration
    next_at: allClaimed ? null : state.welcomeLastClaimedAt === null ? iso(createdAt ? Date.parse(createdAt) : 0) : iso(next),
    claimable: welcomeClaimable(state, now),
  };
}
