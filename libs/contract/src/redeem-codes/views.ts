import { z } from 'zod';
import { adminReason, eventPosition, isoTime } from '../shared';

/** A code as players type it: 4..32 characters of A-Z, 0-9 and `-` (sent upper case). */
export const redemptionCode = z.string().regex(/^[A-Z0-9-]{4,32}$/, 'must be 4..32 characters of A-Z, 0-9 and -');

const itemCount = z.strictObject({ item_id: z.string().min(1).max(64), count: z.number().int().min(1).max(1_000) });

/** `POST /api/players/{steam_id}/redeem_code/{code}`: what the code gave and the balance after. */
export const redeemCodeReply = z
  .strictObject({
    success: z.literal(true).describe('The live client tests it'),
    code: redemptionCode,
    coins: z.number().int().min(0).describe('Balance after, in gold'),
    gold: z.number().int().min(0).describe('Gold the code gave'),
    items: z.array(itemCount).describe('Items the code gave (a pack is listed as itself; it opened into its contents)'),
    already_owned: z.array(z.string()).describe('Items not granted: owned already and not stacking'),
    position: eventPosition,
  })
  .meta({ id: 'RedeemCodeReply' });
export type RedeemCodeReply = z.infer<typeof redeemCodeReply>;

/** Body of `POST /api/admin/redemption_codes`: the code, what it gives and its limits. */
export const redemptionCodeBody = z
  .object({
    id: redemptionCode.describe('The code itself'),
    gold: z.number().int().min(0).max(100_000_000).default(0),
    items: z.array(itemCount).max(50).default([]),
    expires_at: z.iso.datetime().nullable().default(null).describe('When it stops working; null: never'),
    max_uses: z.number().int().min(1).nullable().default(null).describe('How many players may redeem it; null: no limit'),
    reason: adminReason,
  })
  .meta({ id: 'RedemptionCodeBody' });
export type RedemptionCodeBody = z.output<typeof redemptionCodeBody>;

/** Body of `PUT /api/admin/redemption_codes/{id}`: new limits (what a code gives never changes). */
export const redemptionCodeLimitsBody = z
  .object({
    expires_at: z.iso.datetime().nullable(),
    max_uses: z.number().int().min(1).nullable(),
    reason: adminReason,
  })
  .meta({ id: 'RedemptionCodeLimitsBody' });
export type RedemptionCodeLimitsBody = z.output<typeof redemptionCodeLimitsBody>;

/** A code as admins see it (react-admin records have an `id`: the code). */
export const adminRedemptionCodeView = z
  .strictObject({
    id: redemptionCode,
    gold: z.number().int().min(0),
    items: z.array(itemCount),
    expires_at: isoTime.nullable(),
    max_uses: z.number().int().min(1).nullable(),
    uses: z.number().int().min(0),
    created_at: isoTime.nullable().describe('null until the read models have the code'),
    created_by: z
      .string()
      .nullable()
      .describe('The admin who created it (a Steam id, or `system:demo`); null until the read models have the code'),
  })
  .meta({ id: 'AdminRedemptionCode' });
export type AdminRedemptionCodeView = z.infer<typeof adminRedemptionCodeView>;

/**
 * One code as `GET /api/admin/redemption_codes/{id}` answers it: the list's fields and its
 * redemptions, who redeemed it and when (oldest first).
 */
export const adminRedemptionCodeDetail = adminRedemptionCodeView
  .extend({
    redemptions: z
      .array(z.strictObject({ steam_id: z.string(), redeemed_at: isoTime.describe('When the use was taken') }))
      .describe('Every use, oldest first; empty until the read models have them'),
  })
  .meta({ id: 'AdminRedemptionCodeDetail' });
export type AdminRedemptionCodeDetail = z.infer<typeof adminRedemptionCodeDetail>;

export const redemptionCodeParams = z.object({ id: z.string() });
