/**
 * The profile's pure rules of display: progress fractions, what can be claimed or rerolled now,
 * the header's badge, what a claim changes in the cached profile, reward labels and the text of
 * an API error. No React, no I/O: unit-tested in `logic.unit.test.ts`.
 */
import { ApiError } from '../../shared/api/client';
import type { PlayerProfile } from '../../shared/api/types';
import type { DailyGold, DailyQuest, Doubledown, LoginDay, Reward, WelcomeQuests } from './types';

/** `value` of `goal` as a fraction 0..1 (0 without a goal; never past 1, never below 0). */
export function fraction(value: number, goal: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(goal) || goal <= 0) return 0;
  return Math.min(1, Math.max(0, value / goal));
}

/** Whether `iso` has come at `now` (ms). A text that is not a time never comes. */
export function hasPassed(iso: string | null | undefined, now: number): boolean {
  if (!iso) return false;
  const at = Date.parse(iso);
  return Number.isFinite(at) && at <= now;
}

/** How a daily quest shows at `now`. */
export interface QuestView {
  /** progress of goal, 0..1 */
  fraction: number;
  /** completed: Claim */
  claimable: boolean;
  /** not completed and `reroll_at` has passed: Reroll */
  rerollable: boolean;
}

export function questView(quest: DailyQuest, now: number): QuestView {
  const done = quest.completed || quest.progress >= quest.goal;
  return {
    fraction: done ? 1 : fraction(quest.progress, quest.goal),
    claimable: done,
    rerollable: !done && hasPassed(quest.reroll_at, now),
  };
}

/** What a successful claim (or reroll, double-down) tells the caches at once. */
export interface ClaimEffect {
  /** the event position of the answer (the next reads wait for it) */
  position: number | null;
  /** the balance after it */
  coins?: number;
  /** quests (daily, login, welcome) claimed */
  quests?: number;
  /** battle-pass rewards claimed */
  battlePassRewards?: number;
  /** achievement tiers claimed */
  achievements?: number;
  /** the battle-pass level after it */
  bpLevel?: number;
}

/** The profile with a claim's effect, before the read models catch up (counts never below 0). */
export function patchProfile(profile: PlayerProfile, effect: ClaimEffect): PlayerProfile {
  const less = (n: number, by: number | undefined) => (by ? Math.max(0, n - by) : n);
  return {
    ...profile,
    coins: effect.coins ?? profile.coins,
    bp_level: effect.bpLevel ?? profile.bp_level,
    unclaimed_quests: less(profile.unclaimed_quests, effect.quests),
    unclaimed_bp_rewards: less(profile.unclaimed_bp_rewards, effect.battlePassRewards),
    achievements_to_claim: less(profile.achievements_to_claim, effect.achievements),
  };
}

/** One part of a reward, as its label shows it. */
export type RewardPart =
  { kind: 'gold'; amount: number } | { kind: 'xp'; amount: number } | { kind: 'item'; itemId: string; count: number };

/** A reward's parts: gold, then XP, then its items in order (nothing for an empty reward). */
export function rewardParts(reward: Reward | null | undefined): RewardPart[] {
  if (!reward) return [];
  const parts: RewardPart[] = [];
  if (reward.gold > 0) parts.push({ kind: 'gold', amount: reward.gold });
  if (reward.xp > 0) parts.push({ kind: 'xp', amount: reward.xp });
  for (const item of reward.items ?? []) if (item.count > 0) parts.push({ kind: 'item', itemId: item.item_id, count: item.count });
  return parts;
}

/** What a reward label needs: the texts, an item's name and numbers in the current language. */
export interface RewardLabeller {
  t: (
    key:
      | 'progress.reward.gold'
      | 'progress.reward.xp'
      | 'progress.reward.item'
      | 'progress.reward.itemCount'
      | 'progress.reward.none'
      | 'progress.reward.separator',
    options?: Record<string, unknown>,
  ) => string;
  nameOf: (itemId: string) => string;
  number: (n: number) => string;
}

/** A part as text: "250 gold", "500 XP", "Basic chest", "Double-down ×2". */
function rewardPartText(part: RewardPart, { t, nameOf, number }: RewardLabeller): string {
  switch (part.kind) {
    case 'gold':
      return t('progress.reward.gold', { amount: number(part.amount) });
    case 'xp':
      return t('progress.reward.xp', { amount: number(part.amount) });
    case 'item':
      return part.count > 1
        ? t('progress.reward.itemCount', { name: nameOf(part.itemId), count: number(part.count) })
        : t('progress.reward.item', { name: nameOf(part.itemId) });
  }
}

/** A reward as one line: "500 XP · 100 gold"; "No reward" when it gives nothing. */
export function rewardText(reward: Reward | null | undefined, labeller: RewardLabeller): string {
  const parts = rewardParts(reward);
  if (parts.length === 0) return labeller.t('progress.reward.none');
  return parts.map((part) => rewardPartText(part, labeller)).join(labeller.t('progress.reward.separator'));
}

/** The error codes of the progression calls that have texts of their own (`progress.errors.*` of the `profile` namespace). */
export const PROGRESS_ERROR_CODES = [
  'invalid_level',
  'level_not_reached',
  'nothing_to_claim',
  'quest_not_found',
  'quest_not_complete',
  'reroll_not_ready',
  'welcome_reward_not_ready',
  'achievement_not_found',
  'achievement_not_complete',
  'plus_required',
  'already_claimed_today',
  'no_doubledown',
  'doubledown_already_active',
] as const;
export type ProgressErrorCode = (typeof PROGRESS_ERROR_CODES)[number];

/**
 * The text key that says why a progression call failed, `progress.errors.<code>` of the `profile` namespace, for the codes
 * of the progression calls; null for the others (the store's texts say those: sign-in, busy...).
 */
export function progressErrorKey(error: unknown): `progress.errors.${ProgressErrorCode}` | null {
  if (error instanceof ApiError && (PROGRESS_ERROR_CODES as readonly string[]).includes(error.code)) {
    return `progress.errors.${error.code as ProgressErrorCode}`;
  }
  return null;
}

/** A login day: claimed, ready to claim (completed), or still to come. */
export type LoginDayState = 'claimed' | 'claimable' | 'upcoming';

export function loginDayState(day: LoginDay): LoginDayState {
  if (day.claimed) return 'claimed';
  return day.completed ? 'claimable' : 'upcoming';
}

/** A welcome reward: claimed, the next one (ready or waiting for `next_at`), or later. */
export type WelcomeRewardState = 'claimed' | 'ready' | 'waiting' | 'later';

export function welcomeRewardState(
  welcome: Pick<WelcomeQuests, 'next_index' | 'next_at' | 'claimable'>,
  reward: { index: number; claimed: boolean },
  now: number,
): WelcomeRewardState {
  if (reward.claimed) return 'claimed';
  if (reward.index !== welcome.next_index) return 'later';
  return welcome.claimable || hasPassed(welcome.next_at, now) ? 'ready' : 'waiting';
}

/** The Plus daily gold: Claim, already claimed today, or a Plus benefit the player lacks. */
export type DailyGoldState = 'claimable' | 'claimed' | 'plus_required';

export function dailyGoldState(daily: DailyGold): DailyGoldState {
  if (!daily.available) return 'plus_required';
  return daily.claimed_today ? 'claimed' : 'claimable';
}

/** The double-down: armed, or what a use would spend (Plus's free one first), or nothing to use. */
export type DoubledownState = 'armed' | 'plus_free' | 'item' | 'none';

export function doubledownState(doubledown: Doubledown): DoubledownState {
  if (doubledown.armed) return 'armed';
  if (doubledown.plus_free_available) return 'plus_free';
  return doubledown.items > 0 ? 'item' : 'none';
}

/** How the player's Plus subscription reads. */
export type PlusStatus =
  /** bought or granted Plus, running until `until` */
  | { kind: 'until'; until: string }
  /** Plus from a connected Gaimin account, without an end */
  | { kind: 'gaimin' }
  /** Plus, with no known end */
  | { kind: 'active' }
  /** Plus ended at `ended` */
  | { kind: 'expired'; ended: string }
  /** never had Plus */
  | { kind: 'none' };

/** The Plus line of the subscriptions, from the profile's `has_plus`, `plus_expiration` and Gaimin link at `now`. */
export function plusStatus(profile: Pick<PlayerProfile, 'has_plus' | 'plus_expiration' | 'gaimin_connected'>, now: number): PlusStatus {
  const expiration = profile.plus_expiration;
  const running = expiration !== null && !hasPassed(expiration, now);
  if (profile.has_plus) {
    if (running) return { kind: 'until', until: expiration };
    return profile.gaimin_connected ? { kind: 'gaimin' } : { kind: 'active' };
  }
  return expiration ? { kind: 'expired', ended: expiration } : { kind: 'none' };
}
