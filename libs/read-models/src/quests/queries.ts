import type Redis from 'ioredis';
import type { DailyQuests, DailyQuestsOverview, LoginQuests, WelcomeQuests } from '@arena/contract';
import {
  canReroll,
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
  type Reward,
  utcDay,
  weekOf,
  WELCOME_REWARDS,
} from '@arena/domain';
import { intField, plusFields, rewardViewOf } from '../core';
import type { QuestKeys } from './keys';
import { loginClaimable, questsStateOf, welcomeClaimable } from './state';
import { goalText } from './texts';

/**
 * The keys the quests are read from: their own, the profile hash (`player`: is the player known,
 * Plus, when they registered) and the inventory (double-downs held). The last two by shape: the
 * players feature imports this one for the profile's badge.
 */
export type QuestReadKeys = QuestKeys & { player(steamId: string): string; inventory(steamId: string): string };

const iso = (ms: number) => new Date(ms).toISOString();

/** The live site's item fields of a reward: its first item's id (as `cosmetic_id` and `cosmetic_name`), or nulls. */
function itemFieldsOf(reward: Reward): { cosmetic_id: string | null; cosmetic_name: string | null } {
  const first = reward.items.at(0);
  return { cosmetic_id: first?.itemId ?? null, cosmetic_name: first?.itemId ?? null };
}

/**
 * A player's daily quests at `now` (`GET /api/players/{steam_id}/daily_quests`), in one round
 * trip: the active quests, oldest first, with their progress since given, in the live site's
 * fields (a bare list). Null when the player is unknown.
 */
export async function readDailyQuests(redis: Redis, keys: QuestReadKeys, steamId: string, now: Date): Promise<DailyQuests | null> {
  const replies = await redis.pipeline().hexists(keys.player(steamId), 'steam_id').hgetall(keys.quests(steamId)).exec();
  if (replies![0][1] !== 1) return null;
  const state = questsStateOf(replies![1][1] as Record<string, string>);
  return state.dailyQuests.map((quest) => {
    const progress = questProgress(quest, state.questStats);
    return {
      quest_id: quest.questId,
      quest_name: goalText(quest.stat, quest.goal),
      required_amount: quest.goal,
      quest_progress: progress,
      capped_quest_progress: progress,
      quest_completed: progress >= quest.goal,
      claimed: false,
      coin_reward: quest.gold,
      xp_reward: 0,
      cosmetic_id: null,
      cosmetic_name: null,
      can_reroll: canReroll(quest, now.getTime()),
      created: iso(quest.assignedAt),
      stat: quest.stat,
      reroll_at: iso(quest.assignedAt + REROLL_AFTER_MS),
    };
  });
}

/**
 * The rest of a player's daily-quest page at `now` (`GET /api/players/{steam_id}/daily_quests/overview`),
 * in one round trip: the slots (2, 3 with Plus), what games gave today (UTC; gold coins and
 * battle-pass XP) against the daily caps, Plus's daily gold bonus, and the double-down (armed,
 * `doubledown` items held, Plus's free one of this week unused). Null when the player is unknown.
 */
export async function readDailyQuestsOverview(
  redis: Redis,
  keys: QuestReadKeys,
  steamId: string,
  now: Date,
): Promise<DailyQuestsOverview | null> {
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
 * one round trip: the 7 days (completed, claimed), in the live site's fields (a bare list), each
 * with whether a claim now gives it (days are claimed in order; a claim completes today first)
 * and when the week resets (next Monday 00:00 UTC). Days of an older week count as none. Null
 * when the player is unknown.
 */
export async function readLoginQuests(redis: Redis, keys: QuestReadKeys, steamId: string, now: Date): Promise<LoginQuests | null> {
  const replies = await redis.pipeline().hexists(keys.player(steamId), 'steam_id').hgetall(keys.quests(steamId)).exec();
  if (replies![0][1] !== 1) return null;
  const state = questsStateOf(replies![1][1] as Record<string, string>);
  const { week, completed, claimed } = loginWeekAt(state, now.getTime());
  const claimable = loginClaimable(state, now);
  const resetsAt = iso(Date.parse(week) + 7 * DAY_MS);
  return LOGIN_REWARDS.map((reward, i) => ({
    login_quest_id: i + 1,
    day: i + 1,
    completed: i < completed,
    claimed: i < claimed,
    coin_reward: reward.gold,
    xp_reward: reward.xp,
    ...itemFieldsOf(reward),
    reward: rewardViewOf(reward),
    claimable: claimable && i === claimed,
    resets_at: resetsAt,
  }));
}

/**
 * A player's welcome rewards at `now` (`GET /api/players/{steam_id}/welcome_quests`), in one round
 * trip: the 7 rewards, claimed or not, in the live site's fields (a bare list); the next to claim
 * says from when (24 hours after the previous claim; the first from the player's registration)
 * and whether it can be claimed now. Null when the player is unknown.
 */
export async function readWelcomeQuests(redis: Redis, keys: QuestReadKeys, steamId: string, now: Date): Promise<WelcomeQuests | null> {
  const replies = await redis.pipeline().hmget(keys.player(steamId), 'steam_id', 'created_at').hgetall(keys.quests(steamId)).exec();
  const [id, createdAt] = replies![0][1] as (string | null)[];
  if (!id) return null;
  const state = questsStateOf(replies![1][1] as Record<string, string>);
  const next = nextWelcomeRewardAt(state);
  const claimable = welcomeClaimable(state, now);
  // the first is claimable from the start: shown from the player's registration
  const nextAt = next === null ? null : state.welcomeLastClaimedAt === null ? iso(createdAt ? Date.parse(createdAt) : 0) : iso(next);
  return WELCOME_REWARDS.map((reward, i) => {
    const isNext = i === state.welcomeClaimed;
    return {
      welcome_quest_id: i + 1,
      day: i + 1,
      claimed: i < state.welcomeClaimed,
      can_claim: isNext && claimable,
      coin_reward: reward.gold,
      xp_reward: reward.xp,
      ...itemFieldsOf(reward),
      reward: rewardViewOf(reward),
      claimable_at: isNext ? nextAt : null,
    };
  });
}
