import type { PlusSlice } from '../plus';
import { DomainError, type Decision } from '../shared/decision';
import { itemReward, rewardEvents, type Reward, type StoreEvent, type StoreSlice } from '../store';
import type { ClaimWelcomeReward, QuestClaimAnswer } from './commands';
import type { WelcomeRewardClaimed } from './events';
import type { QuestsSlice } from './state';

/**
 * The welcome rewards, claimed in order (docs/game-rules.md "Welcome rewards"): chest_gold,
 * plus_1day, chest_gold, a hat, chest_gold, chest_basic, a god card. The hat (`hat_top`) and the
 * god card (`card_spiritBreaker`, a god neither free nor Plus-exclusive) are our choice.
 */
export const WELCOME_REWARDS: readonly Reward[] = [
  itemReward('chest_gold'),
  itemReward('plus_1day'),
  itemReward('chest_gold'),
  itemReward('hat_top'),
  itemReward('chest_gold'),
  itemReward('chest_basic'),
  itemReward('card_spiritBreaker'),
];

/** Welcome rewards are claimed at least 24 hours apart (ms). */
export const WELCOME_INTERVAL_MS = 24 * 3_600_000;

/** When the next welcome reward can be claimed (ms since the epoch); null when all are claimed. */
export function nextWelcomeRewardAt(state: Pick<QuestsSlice, 'welcomeClaimed' | 'welcomeLastClaimedAt'>): number | null {
  if (state.welcomeClaimed >= WELCOME_REWARDS.length) return null;
  return state.welcomeLastClaimedAt === null ? 0 : state.welcomeLastClaimedAt + WELCOME_INTERVAL_MS;
}

/**
 * Claims the next welcome reward (reason `reward`, ref `welcome:{index}`).
 * @throws DomainError `nothing_to_claim` (all seven claimed, or the reward `command.index` names
 *         is claimed already), `welcome_reward_not_ready` (less than 24 hours since the previous
 *         one, the message says when; or `command.index` names a later reward).
 */
export function decideClaimWelcomeReward(
  command: ClaimWelcomeReward,
  state: Pick<QuestsSlice, 'welcomeClaimed' | 'welcomeLastClaimedAt'> & Pick<StoreSlice, 'gold' | 'inventory'> & PlusSlice,
): Decision<WelcomeRewardClaimed | StoreEvent, QuestClaimAnswer> {
  if (command.index !== undefined && command.index <= state.welcomeClaimed)
    throw new DomainError('nothing_to_claim', `The welcome reward of day ${command.index} is claimed already`);
  const next = nextWelcomeRewardAt(state);
  if (next === null) throw new DomainError('nothing_to_claim', 'Every welcome reward is claimed');
  if (command.now < next)
    throw new DomainError('welcome_reward_not_ready', `The next welcome reward can be claimed from ${new Date(next).toISOString()}`);
  const index = state.welcomeClaimed + 1;
  if (command.index !== undefined && command.index !== index)
    throw new DomainError(
      'welcome_reward_not_ready',
      `Welcome rewards are claimed in order: day ${index} comes before day ${command.index}`,
    );
  const given = WELCOME_REWARDS[index - 1];
  const reward = rewardEvents(given, `welcome:${index}`, state, command.now);
  return {
    events: [{ type: 'WelcomeRewardClaimed', data: { index, claimedAt: new Date(command.now).toISOString() } }, ...reward.events],
    answer: { claimed: `welcome:${index}`, gold: given.gold, xp: given.xp, balance: reward.balance },
  };
}
