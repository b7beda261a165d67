import type Redis from 'ioredis';
import { LiveVersion, VersionKeys, versionKeys } from './core';
import { AchievementKeys, achievementKeys } from './achievements';
import { AdminKeys, adminKeys } from './admin';
import { BattlePassKeys, battlePassKeys } from './battle-pass';
import { ChestKeys, chestKeys } from './chests';
import { ContentKeys, contentKeys } from './content';
import { GameResultKeys, gameResultKeys, PlayerStatsKeys, playerStatsKeys } from './game-results';
import { LeaderboardKeys, leaderboardKeys } from './leaderboard';
import { PartnerKeys, partnerKeys } from './partner';
import { PlayerKeys, playerKeys } from './players';
import { QuestKeys, questKeys } from './quests';
import { GodKeys, godKeys } from './gods';
import { RedeemCodeKeys, redeemCodeKeys } from './redeem-codes';
import { OrderKeys, orderKeys } from './orders';
import { StatsKeys, statsKeys } from './stats';
import { StoreKeys, storeKeys } from './store';

/**
 * The Redis key schema of every read model of a version (docs/architecture.md, "Read side"): the
 * version's prefix and checkpoint, and each feature's keys under that prefix.
 */
export type ReadModelKeys = VersionKeys &
  GameResultKeys &
  PlayerKeys &
  LeaderboardKeys &
  StoreKeys &
  ChestKeys &
  RedeemCodeKeys &
  GodKeys &
  PartnerKeys &
  BattlePassKeys &
  QuestKeys &
  AchievementKeys &
  PlayerStatsKeys &
  AdminKeys &
  ContentKeys &
  StatsKeys &
  OrderKeys;

/** Every key of `version` in `namespace` (`{namespace}:{version}:...`). */
export function readModelKeys(namespace: string, version: string): ReadModelKeys {
  const base = versionKeys(namespace, version);
  const { prefix } = base;
  return {
    ...base,
    ...playerKeys(prefix),
    ...gameResultKeys(prefix),
    ...leaderboardKeys(prefix),
    ...storeKeys(prefix),
    ...chestKeys(prefix),
    ...redeemCodeKeys(prefix),
    ...godKeys(prefix),
    ...partnerKeys(prefix),
    ...battlePassKeys(prefix),
    ...questKeys(prefix),
    ...achievementKeys(prefix),
    ...playerStatsKeys(prefix),
    ...adminKeys(prefix),
    ...contentKeys(prefix),
    ...statsKeys(prefix),
    ...orderKeys(prefix),
  };
}

/** The keys of the live read-model version, following switches (see `LiveVersion`). */
export type LiveReadModels = LiveVersion<ReadModelKeys>;

export const LiveReadModels = {
  /**
   * Starts following the live version of `namespace`, creating `v1` when there is none;
   * `redis` is duplicated for the pub/sub subscription. Close it with `close()`.
   */
  open(redis: Redis, namespace: string): Promise<LiveReadModels> {
    return LiveVersion.open(redis, namespace, readModelKeys);
  },
};
