import { z } from 'zod';
import { adminReason, isoTime } from '../shared';

const localizedTitle = z.strictObject({
  en: z.string().trim().min(1).max(80),
  cn: z.string().trim().min(1).max(80),
});

/**
 * Body of `POST /api/admin/sales` and `PUT /api/admin/sales/{id}`: `percent_off` (1..90) off
 * the gold price of `item_ids` from `starts_at` to `ends_at`. `id` is chosen by the admin
 * (lower case letters, digits, `-` and `_`), so that a retried creation is recognised.
 */
export const saleBody = z
  .object({
    id: z.string().regex(/^[a-z0-9_-]{1,64}$/, 'must be 1..64 characters of a-z, 0-9, - and _'),
    title: localizedTitle,
    percent_off: z.number().int().min(1).max(90),
    item_ids: z.array(z.string().min(1).max(64)).min(1).max(200),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    reason: adminReason,
  })
  .meta({ id: 'SaleBody' });
export type SaleBody = z.output<typeof saleBody>;

/** A sale as admins see it, ended ones too (react-admin records have an `id`). */
export const adminSaleView = z
  .strictObject({
    id: z.string(),
    title: z.strictObject({ en: z.string(), cn: z.string() }),
    percent_off: z.number().int(),
    item_ids: z.array(z.string()),
    starts_at: isoTime,
    ends_at: isoTime,
    status: z.enum(['upcoming', 'running', 'ended']),
  })
  .meta({ id: 'AdminSale' });
export type AdminSaleView = z.infer<typeof adminSaleView>;

export const saleIdParams = z.object({ id: z.string().regex(/^[a-z0-9_-]{1,64}$/) });
