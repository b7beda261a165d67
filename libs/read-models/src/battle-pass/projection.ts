import { type BattlePassRewardClaimed, claimKey, type XpGranted } from '@arena/domain';
import { defineProjection, steamIdOfStream } from '../core';
import type { BattlePassKeys } from './keys';

/**
 * Each player's battle pass: the XP of every `XpGranted` (games, rewards, XP packs) summed with
 * HINCRBY, each track reward claimed as a field, and the automatic rewards' progress past level 80
 * (`automatic_through`, only ever raised). Writes only.
 */
export const battlePassProjection = defineProjection<BattlePassKeys, XpGranted | BattlePassRewardClaimed>('battle-pass', {
  XpGranted(writes, keys, { amount }, _at, event) {
    const steamId = steamIdOfStream(event.stream);
    if (steamId && amount !== 0) writes.hincrby(keys.battlePass(steamId), 'xp', amount);
  },

  BattlePassRewardClaimed(writes, keys, { level, track }, _at, event) {
    const steamId = steamIdOfStream(event.stream);
    if (!steamId) return;
    if (track === 'automatic') writes.hsetmax(keys.battlePass(steamId), 'automatic_through', level);
    else writes.hset(keys.battlePass(steamId), { [claimKey(track, level)]: 1 });
  },
});
