/**
 * Sales: a percentage off the gold price of some items between a start and an end time, kept
 * on the `catalog` stream and changed by admins (docs/game-rules.md "Sales"). The store's
 * purchase takes the sale that applies (`saleFor`) and its price (`salePrice`).
 */
export type { SaleChanged, SaleEnded, SaleScheduled, SalesEvent, SaleTerms } from './events';
export { decideSales, MAX_PERCENT_OFF } from './decide';
export type { ChangeSale, EndSale, SalesCommand, ScheduleSale } from './decide';
export { evolveSalesSlice, initialSalesSlice, isRunning, salePrice, saleFor } from './state';
export type { Sale, SalesSlice } from './state';
