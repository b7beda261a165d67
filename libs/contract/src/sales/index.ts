export { salesRoutes } from './routes';
export { adminSaleView, saleBody, saleIdParams } from './views';
export type { AdminSaleView, SaleBody } from './views';
