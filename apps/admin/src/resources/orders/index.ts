import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazy } from 'react';

/** Real-money orders (`/api/admin/orders`, SUPPORT and ADMIN): list, an order's events and what it granted, support's actions. */
export const orders = {
  name: 'orders',
  icon: ShoppingCartIcon,
  recordRepresentation: 'order_id',
  list: lazy(() => import('./OrderList')),
  show: lazy(() => import('./OrderShow')),
};
