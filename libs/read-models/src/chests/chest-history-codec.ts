import type { WalletView } from '@arena/contract';
import type { ChestOpened } from '@arena/domain';

/** One chest opening as the player's wallet lists it. */
export type ChestHistoryEntry = WalletView['chest_history'][number];

/**
 * A chest opening as stored in the history list: compact JSON
 * `[chestId, openedAt, [[itemId, count, duplicate (1 or 0), refundGold], ...]]`, about a third
 * of the named form: up to 50 of them are kept per player.
 */
type StoredChestOpening = [
  chestId: string,
  openedAt: string,
  drops: [itemId: string, count: number, duplicate: 0 | 1, refundGold: number][],
];

/** The history list's entry for a `ChestOpened` (see `StoredChestOpening`). */
export function encodeChestOpening(data: ChestOpened['data']): string {
  const stored: StoredChestOpening = [
    data.chestId,
    data.openedAt,
    data.drops.map((drop) => [drop.itemId, drop.count, drop.duplicate ? 1 : 0, drop.refundGold]),
  ];
  return JSON.stringify(stored);
}

/**
 * An entry of the history list in the API's shape (gold in coins, `opened_at` ISO-8601).
 * @returns null for an entry that is not `encodeChestOpening`'s (skipped rather than failing
 * the whole answer).
 */
export function decodeChestOpening(json: string): ChestHistoryEntry | null {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return null;
  }
  if (
    !Array.isArray(stored) ||
    stored.length !== 3 ||
    typeof stored[0] !== 'string' ||
    typeof stored[1] !== 'string' ||
    !Array.isArray(stored[2])
  )
    return null;
  const [chestId, openedAt, drops] = stored as StoredChestOpening;
  return {
    chest_id: chestId,
    opened_at: openedAt,
    drops: drops.map(([itemId, count, duplicate, refundGold]) => ({
      item_id: itemId,
      count,
      duplicate: duplicate === 1,
      refund_gold: refundGold,
    })),
  };
}
