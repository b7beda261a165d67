import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';

/** Sales (`/api/admin/sales`): percent off items for a time (ADMIN only). */
export const sales = {
  name: 'sales',
  icon: LocalOfferIcon,
  list: lazy(() => import('./SaleList')),
  edit: lazy(() => import('./SaleEdit')),
  create: lazy(() => import('./SaleCreate')),
};
