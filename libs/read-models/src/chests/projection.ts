import { CHEST_HISTORY_LIMIT } from '@arena/contract';
import type { ChestOpened } from '@arena/domain';
import { defineProjection, steamIdOfStream } from '../core';
import { encodeChestOpening } from './chest-history-codec';
import type { ChestKeys } from './keys';

/**
 * The chests' read model: a player's chest history, the openings newest first, capped at
 * `CHEST_HISTORY_LIMIT` (the wallet's counts of chests are the store's). Writes only, no reads.
 * A `ChestOpened` on any stream but `player-{steamId}` is skipped.
 */
export const chestsProjection = defineProjection<ChestKeys, ChestOpened>('chests', {
  ChestOpened(writes, keys, data, _decidedAt, event) {
    const steamId = steamIdOfStream(event.stream);
    if (steamId) writes.lpushCapped(keys.chestHistory(steamId), encodeChestOpening(data), CHEST_HISTORY_LIMIT);
  },
});
