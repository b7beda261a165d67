import { evolvePlusSlice, type PlusSlice } from '../plus';
import { DomainError, type Decision } from '../shared/decision';
import { evolveStoreSlice, ownedCount, rewardEvents, type StoreEvent, type StoreSlice } from '../store';
import type { BattlePassRewardClaimed, BattlePassTrack } from './events';
import { automaticReward, battlePassLevel, freeReward, LAST_TRACK_LEVEL, upgradedReward, type LevelReward } from './levels';
import { claimKey, evolveBattlePassSlice, type BattlePassSlice } from './state';

/** The item that upgrades the battle pass (`buy_bp`, "Battle-pass tracks"); owning it opens the upgraded track. */
export const BATTLE_PASS_UPGRADE = 'buy_bp';

/** Claim the rewards of one battle-pass level (1..80) on every track the player has. `now`: ms since the epoch. */
export interface ClaimBattlePassLevel {
  type: 'ClaimBattlePassLevel';
  level: number;
  now: number;
}

/** Claim every claimable battle-pass reward, including levels that the claimed XP reaches. */
export interface ClaimAllBattlePass {
  type: 'ClaimAllBattlePass';
  now: number;
}

/** What a battle-pass claim answers: the rewards claimed, then the gold balance, level and XP after them. */
export interface BattlePassClaimAnswer {
  claimed: { level: number; track: 'free' | 'upgraded' }[];
  balance: number;
  bpLevel: number;
  totalXp: number;
}

/** What battle-pass claims read and fold of the player state. */
export type BattlePassClaimState = BattlePassSlice & StoreSlice & PlusSlice;

/** Whether the player has the upgraded track: they own `buy_bp`. */
export function hasUpgradedBattlePass(state: Pick<StoreSlice, 'inventory'>): boolean {
  return ownedCount(state, BATTLE_PASS_UPGRADE) > 0;
}

interface LevelClaim {
  level: number;
  track: BattlePassTrack;
  reward: LevelReward;
}

/** The rewards of `level` on the free and (when upgraded) upgraded tracks that are not claimed yet. */
function unclaimedAt(state: Pick<BattlePassSlice, 'battlePassClaims'>, upgraded: boolean, level: number): LevelClaim[] {
  const claims: LevelClaim[] = [];
  const free = freeReward(level);
  if (free && !state.battlePassClaims.has(claimKey('free', level))) claims.push({ level, track: 'free', reward: free });
  const paid = upgraded ? upgradedReward(level) : null;
  if (paid && !state.battlePassClaims.has(claimKey('upgraded', level))) claims.push({ level, track: 'upgraded', reward: paid });
  return claims;
}

/** Every reward of a level reached (1..80) that is not claimed yet. */
function claimable(state: BattlePassSlice & Pick<StoreSlice, 'inventory'>): LevelClaim[] {
  const upgraded = hasUpgradedBattlePass(state);
  const reached = Math.min(LAST_TRACK_LEVEL, battlePassLevel(state.battlePassXp));
  const claims: LevelClaim[] = [];
  for (let level = 1; level <= reached; level++) claims.push(...unclaimedAt(state, upgraded, level));
  return claims;
}

/** `unclaimed_bp_rewards` of the player answer: track rewards of levels reached, not claimed yet. */
export function unclaimedBattlePassRewards(state: BattlePassSlice & Pick<StoreSlice, 'inventory'>): number {
  return claimable(state).length;
}

/**
 * Folds the claim's events slice by slice, each evolver on the state the previous one left (one
 * that does not read an event gives back the whole state it was handed, which must not undo the
 * others' changes).
 */
function fold(state: BattlePassClaimState, events: readonly (StoreEvent | BattlePassRewardClaimed)[]): BattlePassClaimState {
  let next = state;
  for (const event of events) {
    next = { ...next, ...evolveStoreSlice(next, event) };
    next = { ...next, ...evolvePlusSlice(next, event) };
    next = { ...next, ...evolveBattlePassSlice(next, event) };
  }
  return next;
}

/** The events of granting `claims` in order, and the state after them. */
function grant(
  state: BattlePassClaimState,
  claims: readonly LevelClaim[],
  now: number,
): { events: (StoreEvent | BattlePassRewardClaimed)[]; state: BattlePassClaimState } {
  const events: (StoreEvent | BattlePassRewardClaimed)[] = [];
  let current = state;
  for (const { level, track, reward } of claims) {
    const claimed: BattlePassRewardClaimed = { type: 'BattlePassRewardClaimed', data: { level, track } };
    const granted = [claimed, ...rewardEvents(reward, `battle_pass:${track}:${level}`, current, now).events];
    current = fold(current, granted);
    events.push(...granted);
  }
  return { events, state: current };
}

function answerOf(claims: readonly LevelClaim[], state: BattlePassClaimState): BattlePassClaimAnswer {
  return {
    claimed: claims.flatMap(({ level, track }) => (track === 'automatic' ? [] : [{ level, track }])),
    balance: state.gold,
    bpLevel: battlePassLevel(state.battlePassXp),
    totalXp: state.battlePassXp,
  };
}

/**
 * Claims the rewards of one level reached: its free reward (level 1 and every 5th) and, with the
 * upgrade, its upgraded reward; each at most once (reason `reward`, ref
 * `battle_pass:{track}:{level}`). docs/game-rules.md "Battle-pass tracks".
 * @throws DomainError `invalid_level` (not a whole number in 1..80), `level_not_reached`,
 *         `nothing_to_claim` (no unclaimed reward at that level on the player's tracks).
 */
export function decideClaimBattlePassLevel(
  command: ClaimBattlePassLevel,
  state: BattlePassClaimState,
): Decision<StoreEvent | BattlePassRewardClaimed, BattlePassClaimAnswer> {
  const { level } = command;
  if (!Number.isInteger(level) || level < 1 || level > LAST_TRACK_LEVEL)
    throw new DomainError('invalid_level', `A battle-pass level to claim is a whole number from 1 to ${LAST_TRACK_LEVEL}`);
  const reached = battlePassLevel(state.battlePassXp);
  if (level > reached) throw new DomainError('level_not_reached', `Level ${level} is not reached yet (the player is at level ${reached})`);
  const claims = unclaimedAt(state, hasUpgradedBattlePass(state), level);
  if (claims.length === 0) throw new DomainError('nothing_to_claim', `Nothing left to claim at level ${level}`);
  const granted = grant(state, claims, command.now);
  return { events: granted.events, answer: answerOf(claims, granted.state) };
}

/**
 * Claims every claimable reward, level by level; XP among the rewards may reach more levels,
 * whose rewards are claimed in turn (docs/game-rules.md "Battle-pass tracks"). No reward is claimed twice.
 * @throws DomainError `nothing_to_claim` when no reward is claimable.
 */
export function decideClaimAllBattlePass(
  command: ClaimAllBattlePass,
  state: BattlePassClaimState,
): Decision<StoreEvent | BattlePassRewardClaimed, BattlePassClaimAnswer> {
  const events: (StoreEvent | BattlePassRewardClaimed)[] = [];
  const claimed: LevelClaim[] = [];
  let current = state;
  for (let claims = claimable(current); claims.length > 0; claims = claimable(current)) {
    const granted = grant(current, claims, command.now);
    events.push(...granted.events);
    claimed.push(...claims);
    current = granted.state;
  }
  if (claimed.length === 0) throw new DomainError('nothing_to_claim', 'No battle-pass reward to claim');
  return { events, answer: answerOf(claimed, current) };
}

/**
 * The automatic rewards (past level 80, docs/game-rules.md "Automatic battle-pass rewards") of the levels the player has
 * reached since the last one granted: each granted once, in level order. The player decider runs
 * this after every decision, so XP from any source grants them.
 */
export function automaticBattlePassRewards(state: BattlePassClaimState, now: number): (StoreEvent | BattlePassRewardClaimed)[] {
  const reached = battlePassLevel(state.battlePassXp);
  const claims: LevelClaim[] = [];
  for (let level = state.battlePassAutomaticThrough + 1; level <= reached; level++) {
    const reward = automaticReward(level);
    if (reward) claims.push({ level, track: 'automatic', reward });
  }
  return claims.length === 0 ? [] : grant(state, claims, now).events;
}
