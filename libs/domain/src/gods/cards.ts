import { GODS_BY_ID } from '../catalog';

/**
 * God cards in the cosmetic catalog (docs/game-rules.md "Cosmetic catalog": `card_{god}` and
 * `gold_card_{god}`), generated there for every god of the gods catalog.
 */

const CARD = 'card_';
const GOLD_CARD = 'gold_card_';

/** The id of a god's card: `card_{godId}`. */
export function godCardId(godId: string): string {
  return `${CARD}${godId}`;
}

/** The id of a god's gold card: `gold_card_{godId}`. */
export function goldGodCardId(godId: string): string {
  return `${GOLD_CARD}${godId}`;
}

/**
 * The god a card (`card_{god}` or `gold_card_{god}`) stands for; null for an item that is not
 * the card of a god of the gods catalog.
 */
export function godOfCard(itemId: string): string | null {
  const godId = itemId.startsWith(GOLD_CARD) ? itemId.slice(GOLD_CARD.length) : itemId.startsWith(CARD) ? itemId.slice(CARD.length) : null;
  return godId !== null && GODS_BY_ID.has(godId) ? godId : null;
}
