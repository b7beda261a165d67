import type { Localized } from '../catalog';

/** What a sale is: `percentOff` (1..90) off the gold price of `itemIds` from `startsAt` to `endsAt` (ISO-8601 UTC). */
export interface SaleTerms {
  saleId: string;
  title: Localized;
  percentOff: number;
  itemIds: string[];
  startsAt: string;
  endsAt: string;
}

/** Events of the sales feature, on the `catalog` stream. */
export type SalesEvent = SaleScheduled | SaleChanged | SaleEnded;

/** A new sale, decided by an admin (`scheduledBy`). */
export interface SaleScheduled {
  type: 'SaleScheduled';
  data: SaleTerms & { scheduledBy: string };
}

/** A sale's terms replaced by an admin. */
export interface SaleChanged {
  type: 'SaleChanged';
  data: SaleTerms & { changedBy: string };
}

/** A sale ended early by an admin, at `endedAt` (ISO-8601 UTC). */
export interface SaleEnded {
  type: 'SaleEnded';
  data: { saleId: string; endedAt: string; endedBy: string };
}
