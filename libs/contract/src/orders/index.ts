export * from './views';
export * from './local-payments.views';
export { ordersRoutes } from './routes';
export { localPaymentsRoutes } from './local-payments.routes';
