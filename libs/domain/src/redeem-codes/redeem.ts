import type { ItemCount } from '../catalog';
import type { PlusSlice } from '../plus';
import { DomainError, type Decision } from '../shared/decision';
import { isEventOf, type StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import { decideGrant, type StoreEvent, type StoreSlice } from '../store';
import type { CodeRedeemed } from './events';

/** The codes a player redeemed (on `player-{steamId}`). */
export interface RedeemCodesSlice {
  redeemedCodes: ReadonlySet<string>;
}

export const initialRedeemCodesSlice: RedeemCodesSlice = { redeemedCodes: new Set() };

/** A player redeems a code whose use they took on the code's stream: its gold and items. */
export interface RedeemCode {
  type: 'RedeemCode';
  code: string;
  gold: number;
  items: readonly ItemCount[];
  /** When, in ms since the epoch (Plus packages extend from it). */
  now: number;
}

/** What a redemption answers: the code, its gold and items, the balance after, the items skipped as owned. */
export interface RedeemAnswer {
  code: string;
  gold: number;
  items: ItemCount[];
  balance: number;
  alreadyOwned: string[];
}

/**
 * Grants a code's gold and items (reason `code`, ref the code; packs open into their contents)
 * and records `CodeRedeemed`: a code is redeemed at most once per player ("Redeem codes").
 * @throws DomainError `code_already_redeemed` ('You have already redeemed this code'), and as `decideGrant` does.
 */
export function decideRedeemCode(
  command: RedeemCode,
  state: RedeemCodesSlice & Pick<StoreSlice, 'gold' | 'inventory' | 'equipped'> & PlusSlice,
): Decision<StoreEvent | CodeRedeemed, RedeemAnswer> {
  if (state.redeemedCodes.has(command.code)) throw new DomainError('code_already_redeemed', 'You have already redeemed this code');
  const grant = decideGrant(
    { type: 'Grant', gold: command.gold, items: command.items, reason: 'code', ref: command.code, now: command.now },
    state,
  );
  return {
    events: [...grant.events, { type: 'CodeRedeemed', data: { code: command.code } }],
    answer: {
      code: command.code,
      gold: command.gold,
      items: [...command.items],
      balance: grant.answer.balance,
      alreadyOwned: grant.answer.alreadyOwned,
    },
  };
}

/** Folds `CodeRedeemed`; other events leave the slice as it is. */
export function evolveRedeemCodesSlice(slice: RedeemCodesSlice, event: StreamEvent): RedeemCodesSlice {
  if (!isEventOf<CodeRedeemed>(event, 'CodeRedeemed')) return slice;
  return { redeemedCodes: new Set(slice.redeemedCodes).add(event.data.code) };
}

export function encodeRedeemCodesSlice(slice: RedeemCodesSlice): unknown {
  return { redeemedCodes: [...slice.redeemedCodes] };
}

/** @throws SnapshotFormatError when the JSON is not `encodeRedeemCodesSlice`'s. */
export function decodeRedeemCodesSlice(json: unknown): RedeemCodesSlice {
  const codes = snapshotField(snapshotObject(json, 'redeemCodes'), 'redeemedCodes', 'array', 'redeemCodes');
  if (!codes.every((code) => typeof code === 'string')) throw new SnapshotFormatError('redeemCodes.redeemedCodes: expected strings');
  return { redeemedCodes: new Set(codes) };
}
