import type { GodProgressGained } from '@arena/domain';
import { defineProjection, type ProjectableEvent, steamIdOfStream } from '../core';
import type { GodKeys } from './keys';

/** Each player's progress towards their gods' gold cards, counted with HINCRBY. Writes only. */
export const godsProjection = defineProjection<GodKeys, GodProgressGained>('gods', {
  GodProgressGained(writes, keys, { godId, amount }, _at, event: ProjectableEvent) {
    const steamId = steamIdOfStream(event.stream);
    if (steamId) writes.hincrby(keys.godProgress(steamId), godId, amount);
  },
});
