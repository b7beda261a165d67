import { hasPlus, type PartnerPlusSource, type PlusSlice } from '../plus';
import { weekOf } from '../shared/calendar';
import { DomainError, type Decision } from '../shared/decision';
import { ownedCount, type ItemsConsumed, type StoreSlice } from '../store';
import type { DoubledownAnswer, UseDoubledown } from './commands';
import type { DoubledownArmed } from './events';
import type { GameResultsSlice } from './state';

/** The item a double-down is (`doubledown`, docs/game-rules.md "Cosmetic catalog"). */
export const DOUBLEDOWN_ITEM = 'doubledown';

/**
 * Arms a double-down for the player's next ranked result (docs/game-rules.md "Double-down"): Plus's
 * free one of the week (one a week while Plus runs; weeks start Monday
 * 00:00 UTC) when the player has Plus and has not used it this week, else one `doubledown` item
 * (`ItemsConsumed`, reason `used`).
 * @throws DomainError `doubledown_already_active` (one is armed and no ranked result spent it yet),
 *         `no_doubledown` (no item and no free Plus double-down left this week).
 */
export function decideUseDoubledown(
  command: UseDoubledown,
  state: Pick<GameResultsSlice, 'doubledownArmed' | 'plusDoubledownWeek'> & Pick<StoreSlice, 'inventory'> & PlusSlice & PartnerPlusSource,
): Decision<DoubledownArmed | ItemsConsumed, DoubledownAnswer> {
  if (state.doubledownArmed) throw new DomainError('doubledown_already_active', 'A double-down is already armed for your next ranked game');
  const week = weekOf(command.now);
  const held = ownedCount(state, DOUBLEDOWN_ITEM);
  if (hasPlus(state, command.now) && state.plusDoubledownWeek !== week) {
    return {
      events: [{ type: 'DoubledownArmed', data: { source: 'plus_weekly', week } }],
      answer: { source: 'plus_weekly', doubledownsLeft: held },
    };
  }
  if (held === 0) throw new DomainError('no_doubledown', 'You have no double-down (and no free Plus double-down left this week)');
  return {
    events: [
      { type: 'ItemsConsumed', data: { items: [{ itemId: DOUBLEDOWN_ITEM, count: 1 }], reason: 'used', ref: DOUBLEDOWN_ITEM } },
      { type: 'DoubledownArmed', data: { source: 'item', week } },
    ],
    answer: { source: 'item', doubledownsLeft: held - 1 },
  };
}
