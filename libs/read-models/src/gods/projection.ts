import type { GodBanChanged, GodFlags, GodFlagsChanged, GodProgressGained } from '@arena/domain';
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

/** A god's global flags as stored: exactly the domain's `GodFlags` (the reason is left out). */
export type StoredGodFlags = GodFlags;

/**
 * The gods' global flags (docs/game-rules.md "Global god flags") from the `catalog` stream: the
 * flags of every god an admin changed, set whole from each event. Writes only.
 */
export const godFlagsProjection = defineProjection<GodKeys, GodFlagsChanged>('god-flags', {
  GodFlagsChanged(writes, keys, { godId, enabled, free, plusExclusive }) {
    const flags: StoredGodFlags = { enabled, free, plusExclusive };
    writes.hset(keys.godFlags, { [godId]: JSON.stringify(flags) });
  },
});
