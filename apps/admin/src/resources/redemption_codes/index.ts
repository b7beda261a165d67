import RedeemIcon from '@mui/icons-material/Redeem';
import { lazy } from 'react';

/** Redeem codes (`/api/admin/redemption_codes`) with their redemptions (ADMIN only). */
export const redemptionCodes = {
  name: 'redemption_codes',
  icon: RedeemIcon,
  list: lazy(() => import('./CodeList')),
  show: lazy(() => import('./CodeShow')),
  edit: lazy(() => import('./CodeEdit')),
  create: lazy(() => import('./CodeCreate')),
};
