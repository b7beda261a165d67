import { hasPlus, type PartnerPlusSource, type PlusSlice } from '../plus';
import { utcDay } from '../shared/calendar';
import { DomainError, type Decision } from '../shared/decision';
import type { ClaimDailyGold, GrantAnswer } from './commands';
import type { DailyGoldClaimed, GoldChanged } from './events';
import { goldChanged } from './grant';
import type { StoreSlice } from './state';

/** Plus's free daily gold bonus (docs/game-rules.md "Plus daily gold": +100 once a UTC day). */
export const DAILY_GOLD_BONUS = 100;

/**
 * Claims Plus's daily gold bonus for the UTC day of `now`: `DailyGoldClaimed` and 100 gold
 * (reason `reward`, ref `plus_daily_gold`).
 * @throws DomainError `plus_required` (no Plus now), `already_claimed_today`.
 */
export function decideClaimDailyGold(
  command: ClaimDailyGold,
  state: Pick<StoreSlice, 'gold' | 'dailyGoldDay'> & PlusSlice & PartnerPlusSource,
): Decision<DailyGoldClaimed | GoldChanged, GrantAnswer> {
  if (!hasPlus(state, command.now)) throw new DomainError('plus_required', 'The daily gold bonus is a Plus benefit');
  const day = utcDay(command.now);
  if (state.dailyGoldDay === day)
    throw new DomainError('already_claimed_today', 'The daily gold bonus is claimed today already; it comes back at 00:00 UTC');
  const gold = goldChanged(state.gold, DAILY_GOLD_BONUS, 'reward', 'plus_daily_gold');
  return { events: [{ type: 'DailyGoldClaimed', data: { day } }, gold], answer: { balance: gold.data.balance, alreadyOwned: [] } };
}
