import type { AchievementClaimed } from '@arena/domain';
import { defineProjection, steamIdOfStream } from '../core';
import type { AchievementKeys } from './keys';

/** The tiers each player claimed of each achievement (tiers are claimed in order: the latest is the count). Writes only. */
export const achievementsProjection = defineProjection<AchievementKeys, AchievementClaimed>('achievements', {
  AchievementClaimed(writes, keys, { achievementId, tier }, _at, event) {
    const steamId = steamIdOfStream(event.stream);
    if (steamId) writes.hset(keys.achievements(steamId), { [achievementId]: tier });
  },
});
