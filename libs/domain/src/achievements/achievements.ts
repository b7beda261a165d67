import type { PlusSlice } from '../plus';
import type { QuestStat, QuestStats, QuestsSlice } from '../quests';
import { DomainError, type Decision } from '../shared/decision';
import { rewardEvents, type Reward, type StoreEvent, type StoreSlice } from '../store';
import type { AchievementClaimed } from './events';
import type { AchievementsSlice } from './state';

/** An achievement: tiers of one stat, each a lifetime goal with its reward. */
export interface Achievement {
  /** The achievement's id, the name of its stat. */
  id: QuestStat;
  tiers: readonly { goal: number; reward: Reward }[];
}

/**
 * Rewards by tier: 500-2,000 XP and 30-125 gold (docs/game-rules.md "Achievements"); the
 * steps between are our choice.
 */
const TIER_REWARDS: readonly Reward[] = [
  { gold: 30, xp: 500, items: [] },
  { gold: 60, xp: 1_000, items: [] },
  { gold: 125, xp: 2_000, items: [] },
];

const achievement = (id: QuestStat, goals: readonly number[]): Achievement => ({
  id,
  tiers: goals.map((goal, tier) => ({ goal, reward: TIER_REWARDS[tier] })),
});

/**
 * The achievements (docs/game-rules.md "Achievements": games_played 1; first_place 1/10/100; rounds_won
 * 100/1,000/10,000; gabens 1/100/1,000). top_four, supers and chests_opened, which the game's rules
 * count but give no tiers for, have tiers of our choice.
 */
export const ACHIEVEMENTS: readonly Achievement[] = [
  achievement('games_played', [1]),
  achievement('first_place', [1, 10, 100]),
  achievement('top_four', [10, 100, 1_000]),
  achievement('rounds_won', [100, 1_000, 10_000]),
  achievement('supers', [10, 100, 1_000]),
  achievement('gabens', [1, 100, 1_000]),
  achievement('chests_opened', [1, 10, 100]),
];
const ACHIEVEMENTS_BY_ID: ReadonlyMap<string, Achievement> = new Map(ACHIEVEMENTS.map((entry) => [entry.id, entry]));

/** The achievement of this id, or undefined (a Map: the id comes from the player). */
export function achievementById(id: string): Achievement | undefined {
  return ACHIEVEMENTS_BY_ID.get(id);
}

/** Tiers of `entry` claimed so far (0..tiers). */
export function claimedTiers(state: Pick<AchievementsSlice, 'achievementTiers'>, id: string): number {
  return state.achievementTiers.get(id) ?? 0;
}

/** Tiers of `entry` reached but not claimed yet. */
export function claimableTiers(entry: Achievement, stats: QuestStats, claimed: number): number {
  return entry.tiers.filter((tier) => stats[entry.id] >= tier.goal).length - claimed;
}

/** `achievements_to_claim` of the player answer: tiers reached and not claimed, over every achievement. */
export function achievementsToClaim(stats: QuestStats, tiersClaimed: (id: string) => number): number {
  return ACHIEVEMENTS.reduce((sum, entry) => sum + Math.max(0, claimableTiers(entry, stats, tiersClaimed(entry.id))), 0);
}

/**
 * Claims the next tier of one achievement (one tier at a time, "Achievements"). `tier` (1-based),
 * when given, names the tier the client means: it must be that next one (a retry of a claim that
 * went through then claims nothing more). `now`: ms since the epoch.
 */
export interface ClaimAchievement {
  type: 'ClaimAchievement';
  achievementId: string;
  tier?: number;
  now: number;
}

/** What an achievement claim answers: the tier claimed (1-based), what it gave (gold coins, battle-pass XP) and the gold balance after it. */
export interface AchievementClaimAnswer {
  achievementId: string;
  tier: number;
  gold: number;
  xp: number;
  balance: number;
}

/**
 * Claims the next unclaimed tier of an achievement once its stat reaches the tier's goal; its
 * reward is gold and XP (reason `reward`, ref `achievement:{id}:{tier}`).
 * @throws DomainError `achievement_not_found` (also a `command.tier` the achievement does not have),
 *         `nothing_to_claim` (every tier claimed, or the tier `command.tier` names is claimed already),
 *         `achievement_not_complete` (the next tier's goal is not reached; or `command.tier` names a later tier).
 */
export function decideClaimAchievement(
  command: ClaimAchievement,
  state: AchievementsSlice & Pick<QuestsSlice, 'questStats'> & Pick<StoreSlice, 'gold' | 'inventory'> & PlusSlice,
): Decision<AchievementClaimed | StoreEvent, AchievementClaimAnswer> {
  const entry = achievementById(command.achievementId);
  if (!entry) throw new DomainError('achievement_not_found', `No achievement ${command.achievementId}`);
  if (command.tier !== undefined && !(command.tier >= 1 && command.tier <= entry.tiers.length))
    throw new DomainError('achievement_not_found', `${entry.id} has no tier ${command.tier}`);
  const claimed = claimedTiers(state, entry.id);
  if (command.tier !== undefined && command.tier <= claimed)
    throw new DomainError('nothing_to_claim', `Tier ${command.tier} of ${entry.id} is claimed already`);
  const next = entry.tiers[claimed];
  if (!next) throw new DomainError('nothing_to_claim', `Every tier of ${entry.id} is claimed`);
  if (state.questStats[entry.id] < next.goal)
    throw new DomainError('achievement_not_complete', `${entry.id} needs ${next.goal}; the player has ${state.questStats[entry.id]}`);
  const tier = claimed + 1;
  if (command.tier !== undefined && command.tier !== tier)
    throw new DomainError(
      'achievement_not_complete',
      `Tiers are claimed in order: tier ${tier} of ${entry.id} comes before tier ${command.tier}`,
    );
  const reward = rewardEvents(next.reward, `achievement:${entry.id}:${tier}`, state, command.now);
  return {
    events: [{ type: 'AchievementClaimed', data: { achievementId: entry.id, tier } }, ...reward.events],
    answer: { achievementId: entry.id, tier, gold: next.reward.gold, xp: next.reward.xp, balance: reward.balance },
  };
}
