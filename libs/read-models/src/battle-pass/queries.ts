import type Redis from 'ioredis';
import type { BattlePassLevelRow, BattlePassLevels, BattlePassView } from '@arena/contract';
import {
  automaticReward,
  BATTLE_PASS_UPGRADE,
  battlePassLevel,
  type BattlePassSlice,
  claimKey,
  freeReward,
  hasUpgradedBattlePass,
  initialBattlePassSlice,
  LAST_TRACK_LEVEL,
  levelRequirements,
  type Reward,
  upgradedReward,
} from '@arena/domain';
import { intField, rewardViewOf } from '../core';
import type { BattlePassKeys } from './keys';

/**
 * The keys the battle pass is read from: its own, the profile hash (`player`: is the player known)
 * and the inventory (`buy_bp` unlocks the upgraded track). The last two by shape: the players
 * feature imports this one for the profile's badge.
 */
export type BattlePassReadKeys = BattlePassKeys & { player(steamId: string): string; inventory(steamId: string): string };

/** What the battle-pass rules read: the domain's slice, and the inventory as far as `buy_bp`. */
export type BattlePassState = BattlePassSlice & { inventory: ReadonlyMap<string, number> };

/** Levels past the one reached (or past 80) whose automatic rewards `readBattlePassLevels` lists. */
export const AUTOMATIC_LEVELS_AHEAD = 20;

/**
 * The battle-pass state from the battle-pass hash (see `BattlePassKeys`) and the inventory's
 * count of `buy_bp` (HGET: null when never owned).
 */
export function battlePassStateOf(fields: Record<string, string>, upgrades: string | null): BattlePassState {
  const claims = new Set<string>();
  for (const field of Object.keys(fields)) if (field !== 'xp' && field !== 'automatic_through') claims.add(field);
  return {
    battlePassXp: intField(fields.xp),
    battlePassClaims: claims,
    battlePassAutomaticThrough: fields.automatic_through
      ? intField(fields.automatic_through)
      : initialBattlePassSlice.battlePassAutomaticThrough,
    inventory: new Map([[BATTLE_PASS_UPGRADE, intField(upgrades)]]),
  };
}

/** `GET /api/players/{steam_id}/battle_pass` of a state: level, XP (battle-pass XP), unlocked, requirements. */
export function battlePassViewOf(state: BattlePassState): BattlePassView {
  return {
    bp_level: battlePassLevel(state.battlePassXp),
    total_xp: state.battlePassXp,
    unlocked: hasUpgradedBattlePass(state),
    requirements: levelRequirements(state.battlePassXp),
  };
}

/** The battle pass of a player and whether they are known, in one round trip. */
async function readState(redis: Redis, keys: BattlePassReadKeys, steamId: string): Promise<BattlePassState | null> {
  const replies = await redis
    .pipeline()
    .hexists(keys.player(steamId), 'steam_id')
    .hgetall(keys.battlePass(steamId))
    .hget(keys.inventory(steamId), BATTLE_PASS_UPGRADE)
    .exec();
  if (replies![0][1] !== 1) return null;
  return battlePassStateOf(replies![1][1] as Record<string, string>, replies![2][1] as string | null);
}

/**
 * A player's battle pass (`GET /api/players/{steam_id}/battle_pass`), in one round trip: level,
 * total XP, whether the upgraded track is unlocked (`buy_bp` owned) and the requirements (the XP
 * the current level started at, 255 a level). Null when the player is unknown.
 */
export async function readBattlePass(redis: Redis, keys: BattlePassReadKeys, steamId: string): Promise<BattlePassView | null> {
  const state = await readState(redis, keys, steamId);
  return state && battlePassViewOf(state);
}

/** The live site's item fields of a reward: its first item (id and count), or nulls. */
function firstItem(reward: Reward): Pick<BattlePassLevelRow, 'cosmetic_id' | 'cosmetic_name' | 'amount'> {
  const first = reward.items.at(0);
  return first
    ? { cosmetic_id: first.itemId, cosmetic_name: first.itemId, amount: first.count }
    : { cosmetic_id: null, cosmetic_name: null, amount: null };
}

/**
 * The rows of a player's battle pass (`GET /api/players/{steam_id}/battle_pass/levels`): for each
 * level 1..80 its free reward (level 1 and every 5th) then its upgraded one, with whether claimed
 * and whether a claim now gives it; then the automatic rewards of levels 81 up to 20 past the
 * level reached (or past 80), granted or not.
 */
function battlePassLevelRowsOf(state: BattlePassState): BattlePassLevels {
  const view = battlePassViewOf(state);
  const rows: BattlePassLevels = [];
  const row = (level: number, track: BattlePassLevelRow['track'], reward: Reward, claimed: boolean, canClaim: boolean) =>
    rows.push({
      bp_level: level,
      total_xp: levelRequirements(0).next_level_xp * level,
      next_level_xp: levelRequirements(0).next_level_xp,
      free: track !== 'upgraded',
      coins_reward: reward.gold,
      ...firstItem(reward),
      claimed,
      can_claim: canClaim,
      track,
      reached: level <= view.bp_level,
      reward: rewardViewOf(reward),
    });
  for (let level = 1; level <= LAST_TRACK_LEVEL; level++) {
    const reached = level <= view.bp_level;
    const free = freeReward(level);
    if (free) {
      const claimed = state.battlePassClaims.has(claimKey('free', level));
      row(level, 'free', free, claimed, reached && !claimed);
    }
    const upgraded = upgradedReward(level);
    if (upgraded) {
      const claimed = state.battlePassClaims.has(claimKey('upgraded', level));
      row(level, 'upgraded', upgraded, claimed, reached && !claimed && view.unlocked);
    }
  }
  const last = Math.max(view.bp_level, LAST_TRACK_LEVEL) + AUTOMATIC_LEVELS_AHEAD;
  for (let level = LAST_TRACK_LEVEL + 1; level <= last; level++) {
    const reward = automaticReward(level);
    if (reward) row(level, 'automatic', reward, level <= state.battlePassAutomaticThrough, false);
  }
  return rows;
}

/**
 * Every reward row of a player's battle pass (`GET /api/players/{steam_id}/battle_pass/levels`,
 * see `battlePassLevelRowsOf`), in one round trip. Null when the player is unknown.
 */
export async function readBattlePassLevels(redis: Redis, keys: BattlePassReadKeys, steamId: string): Promise<BattlePassLevels | null> {
  const state = await readState(redis, keys, steamId);
  return state && battlePassLevelRowsOf(state);
}
