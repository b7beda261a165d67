import type { ItemsGranted } from '../store';
import { goldGodCardId } from './cards';
import { GOLD_CARD_PROGRESS_TARGET } from './data';
import type { GodProgressGained, GodProgressReason } from './events';

/** What gaining progress decides: the events, and every god's progress after them. */
export interface ProgressGain {
  events: (GodProgressGained | ItemsGranted)[];
  godProgress: ReadonlyMap<string, number>;
}

/**
 * `amount` points of progress towards `godId`'s gold card (docs/game-rules.md "God progress":
 * +1 per ranked top-4 finish with the god, +5 per duplicate god card from a chest; at 100 the
 * player earns gold_card_{god}). When the progress reaches `GOLD_CARD_PROGRESS_TARGET` and the
 * player has no gold card of the god, the card is granted (`ItemsGranted`, reason `reward`, ref
 * `god_progress`). Pass the returned `godProgress` to the next gain of the same decision.
 */
export function gainGodProgress(
  state: { godProgress: ReadonlyMap<string, number>; inventory: ReadonlyMap<string, number> },
  godId: string,
  amount: number,
  reason: GodProgressReason,
  ref: string | null,
): ProgressGain {
  const before = state.godProgress.get(godId) ?? 0;
  const after = before + amount;
  const events: ProgressGain['events'] = [{ type: 'GodProgressGained', data: { godId, amount, reason, ref } }];
  const card = goldGodCardId(godId);
  if (before < GOLD_CARD_PROGRESS_TARGET && after >= GOLD_CARD_PROGRESS_TARGET && (state.inventory.get(card) ?? 0) === 0) {
    events.push({ type: 'ItemsGranted', data: { items: [{ itemId: card, count: 1 }], reason: 'reward', ref: 'god_progress' } });
  }
  return { events, godProgress: new Map(state.godProgress).set(godId, after) };
}
