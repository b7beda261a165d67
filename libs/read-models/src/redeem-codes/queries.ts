import type Redis from 'ioredis';
import type { AdminRedemptionCodeView } from '@arena/contract';
import type { RedeemCodeKeys } from './keys';
import type { StoredCode, StoredLimits } from './projection';

/**
 * Every redeem code for the admin console (`GET /api/admin/redemption_codes`), in the API's
 * shape, in no particular order (the caller sorts and pages): a few hundred codes at most.
 */
export async function readRedemptionCodes(redis: Redis, keys: RedeemCodeKeys): Promise<AdminRedemptionCodeView[]> {
  const replies = await redis.pipeline().hgetall(keys.codes).hgetall(keys.codeLimits).hgetall(keys.codeUses).exec();
  const codes = replies![0][1] as Record<string, string>;
  const limits = replies![1][1] as Record<string, string>;
  const uses = replies![2][1] as Record<string, string>;
  return Object.keys(codes).map((code) => {
    const stored = JSON.parse(codes[code]) as StoredCode;
    const limit = (Object.hasOwn(limits, code) ? JSON.parse(limits[code]) : { expiresAt: null, maxUses: null }) as StoredLimits;
    return {
      id: code,
      gold: stored.gold,
      items: stored.items.map(({ itemId, count }) => ({ item_id: itemId, count })),
      expires_at: limit.expiresAt,
      max_uses: limit.maxUses,
      uses: Object.hasOwn(uses, code) ? Number(uses[code]) : 0,
      created_at: stored.createdAt,
      created_by: stored.createdBy,
    };
  });
}

/** Who redeemed `code` and when, oldest first (then by Steam id): `GET /api/admin/redemption_codes/{id}`. */
export async function readRedemptions(
  redis: Redis,
  keys: Pick<RedeemCodeKeys, 'codeRedemptions'>,
  code: string,
): Promise<{ steam_id: string; redeemed_at: string }[]> {
  return Object.entries(await redis.hgetall(keys.codeRedemptions(code)))
    .map(([steamId, at]) => ({ steam_id: steamId, redeemed_at: at }))
    .sort((a, b) => (a.redeemed_at === b.redeemed_at ? a.steam_id.localeCompare(b.steam_id) : a.redeemed_at < b.redeemed_at ? -1 : 1));
}
