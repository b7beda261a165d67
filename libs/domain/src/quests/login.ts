import type { PlusSlice } from '../plus';
import { DomainError, type Decision } from '../shared/decision';
import { goldReward, itemReward, rewardEvents, xpReward, type Reward, type StoreEvent, type StoreSlice } from '../store';
import { utcDay, weekOf } from '../shared/calendar';
import type { ClaimLoginReward, CompleteLoginDay, LoginDayAnswer, QuestClaimAnswer } from './commands';
import type { LoginDayCompleted, LoginRewardClaimed } from './events';
import type { QuestsSlice } from './state';

/**
 * The weekly login rewards, by day of completion 1..7 (docs/game-rules.md "Weekly login rewards"):
 * 200 gold; 200 XP; 300 XP; chest_basic; 500 XP + 100 gold; 1,000 gold; chest_basic.
 */
export const LOGIN_REWARDS: readonly Reward[] = [
  goldReward(200),
  xpReward(200),
  xpReward(300),
  itemReward('chest_basic'),
  { gold: 100, xp: 500, items: [] },
  goldReward(1_000),
  itemReward('chest_basic'),
];

/** The player's login days of the week of `now`: completed and claimed (0 when the stored week is an older one). */
export function loginWeekAt(
  state: Pick<QuestsSlice, 'loginWeek'>,
  now: number,
): { week: string; completed: number; claimed: number; today: boolean } {
  const week = weekOf(now);
  const stored = state.loginWeek?.week === week ? state.loginWeek : null;
  return { week, completed: stored?.completed ?? 0, claimed: stored?.claimed ?? 0, today: stored?.lastDay === utcDay(now) };
}

/**
 * Completes the calendar day (UTC) of `now` towards this week's login rewards, when it is not
 * completed yet: a game, a sign-in or a claim of a login reward is a visit ("Weekly login
 * rewards": one day completes per UTC day). A new week starts over at day 1.
 */
export function completeLoginDay(state: Pick<QuestsSlice, 'loginWeek'>, now: number): LoginDayCompleted[] {
  const { week, completed, today } = loginWeekAt(state, now);
  if (today || completed >= LOGIN_REWARDS.length) return [];
  return [{ type: 'LoginDayCompleted', data: { week, day: utcDay(now), index: completed + 1 } }];
}

/**
 * Completes today towards this week's login rewards (`completeLoginDay`): the live site's
 * `try_complete`. Idempotent: a second call the same UTC day records nothing and answers false.
 */
export function decideCompleteLoginDay(
  command: CompleteLoginDay,
  state: Pick<QuestsSlice, 'loginWeek'>,
): Decision<LoginDayCompleted, LoginDayAnswer> {
  const events = completeLoginDay(state, command.now);
  return { events, answer: { completed: events.length > 0 } };
}

/**
 * Claims the next login reward of this week: completes today first (the claim is a visit), then
 * claims the first completed day not claimed yet, with its reward (reason `reward`, ref
 * `login:{index}`). Days of a past week are lost at Monday 00:00 UTC. Days are claimed in order.
 * @throws DomainError `nothing_to_claim` when every completed day of this week is claimed, or the
 *         day `command.index` names is claimed already; `login_reward_not_ready` when that day is
 *         a later one (not completed yet, or an earlier day is still to claim).
 */
export function decideClaimLoginReward(
  command: ClaimLoginReward,
  state: Pick<QuestsSlice, 'loginWeek'> & Pick<StoreSlice, 'gold' | 'inventory'> & PlusSlice,
): Decision<LoginDayCompleted | LoginRewardClaimed | StoreEvent, QuestClaimAnswer> {
  const visit = completeLoginDay(state, command.now);
  const { week, completed, claimed } = loginWeekAt(state, command.now);
  const available = completed + visit.length;
  if (command.index !== undefined && command.index <= claimed)
    throw new DomainError('nothing_to_claim', `The login reward of day ${command.index} is claimed already`);
  if (claimed >= available) throw new DomainError('nothing_to_claim', 'Every login reward of this week completed so far is claimed');
  const index = claimed + 1;
  if (command.index !== undefined && command.index !== index)
    throw new DomainError('login_reward_not_ready', `Login rewards are claimed in order: day ${index} comes before day ${command.index}`);
  const given = LOGIN_REWARDS[index - 1];
  const reward = rewardEvents(given, `login:${index}`, state, command.now);
  return {
    events: [...visit, { type: 'LoginRewardClaimed', data: { week, index } }, ...reward.events],
    answer: { claimed: `login:${index}`, gold: given.gold, xp: given.xp, balance: reward.balance },
  };
}
