import type { ChestDrop } from './events';

/** Open one chest the player owns (docs/game-rules.md "Chest opening"). */
export interface OpenChest {
  type: 'OpenChest';
  chestId: string;
  /** A uint32 the command service draws from a cryptographic source; the drops are rolled from it. */
  seed: number;
  /** When the chest is opened, in milliseconds since the epoch (UTC). */
  now: number;
}

/** What opening a chest answers: the drops (duplicates flagged) and the gold balance after it. */
export interface OpenChestAnswer {
  chestId: string;
  drops: ChestDrop[];
  /** Gold after the drops and refunds. */
  balance: number;
}
