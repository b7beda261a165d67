import type { ChestDrop } from '@arena/domain';
import type { GivenEvent } from '../../core/testing';

/**
 * Test helpers (not exported by the package): a `ChestOpened` as projection tests give it, on
 * the player's stream `player-{steamId}` the domain appends it to.
 */
export function chestOpened(steamId: string, chestId: string, drops: ChestDrop[], openedAt: string): GivenEvent {
  return {
    stream: `player-${steamId}`,
    type: 'ChestOpened',
    data: { chestId, seed: 7, openedAt, drops, unique: null },
    decidedAt: openedAt,
  };
}
