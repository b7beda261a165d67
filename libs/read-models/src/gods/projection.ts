import type { GodBanChanged, GodProgressGained } from '@arena/domain';
import { defineProjection, type ProjectableEvent, steamIdOfStream } from '../core';
import type { GodKeys } from './keys';

/**
 * Each player's progress towards their gods' gold cards, counted with HINCRBY, and the gods they
 * banned from their pool (a field per banned god). Writes only.
 */
export const godsProjection = defineProjection<GodKeys, GodProgressGained | GodBanChanged>('gods', {
  GodProgressGained(writes, keys, { godId, amount }, _at, event: ProjectableEvent) {
    const steamId = steamIdOfStream(event.stream);
    if (steamId) writes.hincrby(keys.godProgress(steamId), godId, amount);
  },
  GodBanChanged(writes, keys, { godId, banned }, _at, event: ProjectableEvent) {
    const steamId = steamIdOfStream(event.stream);
    if (!steamId) return;
    if (banned) writes.hset(keys.godBans(steamId), { [godId]: '1' });
    else writes.hdel(keys.godBans(steamId), godId);
  },
});
