/** Events of the chests feature on the `player-{steamId}` stream. */
export type ChestsEvent = ChestOpened;

/**
 * One item a chest gave. `duplicate`: a non-stacking item the player owned already, or got
 * twice in this opening; it is not granted but refunded `refundGold` gold, or, for a god card
 * from a god chest, turned into god progress (`refundGold` 0).
 */
export interface ChestDrop {
  itemId: string;
  count: number;
  duplicate: boolean;
  /** Gold refunded for this drop (0 when not a duplicate, or when it became god progress). */
  refundGold: number;
}

/** What a unique chest's bag did in one opening. */
export interface UniqueDraw {
  /** The commons drawn this opening (one, or none when the chest has no commons). */
  drawn: string[];
  /** Openings in a row without a hit, by tier, after this opening (0 for a tier that hit). */
  misses: Record<string, number>;
  /** Every common had been drawn: the bag was refilled before this opening drew. */
  bagRefilled: boolean;
}

/**
 * A chest was opened (after the `ItemsConsumed` of the chest, before the grants of its drops).
 * `seed` is the uint32 the drops were rolled from, `openedAt` ISO-8601 UTC, `drops` in roll
 * order; `unique` is the bag's draw for a unique chest, null for another chest. The drops are
 * recorded, never re-rolled on replay.
 */
export interface ChestOpened {
  type: 'ChestOpened';
  data: { chestId: string; seed: number; openedAt: string; drops: ChestDrop[]; unique: UniqueDraw | null };
}
