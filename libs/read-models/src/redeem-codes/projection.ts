import type { ItemCount, RedemptionCodeCreated, RedemptionCodeLimitsChanged, RedemptionCodeUsed } from '@arena/domain';
import { defineProjection } from '../core';
import type { RedeemCodeKeys } from './keys';

/** What a code gives, who created it and when (these never change). */
export interface StoredCode {
  gold: number;
  items: ItemCount[];
  createdBy: string;
  createdAt: string;
}

/** A code's limits (they may change). */
export interface StoredLimits {
  expiresAt: string | null;
  maxUses: number | null;
}

/**
 * The redeem codes for the admin console: what each gives, its limits, its number of uses and
 * who took them when. Writes only: the limits are set whole from each event, uses counted with
 * HINCRBY, each use's player and time set in the code's redemptions.
 */
export const redeemCodesProjection = defineProjection<
  RedeemCodeKeys,
  RedemptionCodeCreated | RedemptionCodeLimitsChanged | RedemptionCodeUsed
>('redeem-codes', {
  RedemptionCodeCreated(writes, keys, { code, gold, items, expiresAt, maxUses, createdBy }, at) {
    const stored: StoredCode = { gold, items, createdBy, createdAt: at };
    const limits: StoredLimits = { expiresAt, maxUses };
    writes.hset(keys.codes, { [code]: JSON.stringify(stored) });
    writes.hset(keys.codeLimits, { [code]: JSON.stringify(limits) });
  },

  RedemptionCodeLimitsChanged(writes, keys, { code, expiresAt, maxUses }) {
    const limits: StoredLimits = { expiresAt, maxUses };
    writes.hset(keys.codeLimits, { [code]: JSON.stringify(limits) });
  },

  RedemptionCodeUsed(writes, keys, { code, steamId, usedAt }) {
    writes.hincrby(keys.codeUses, code, 1);
    writes.hset(keys.codeRedemptions(code), { [steamId]: usedAt });
  },
});
