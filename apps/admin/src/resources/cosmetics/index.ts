import CheckroomIcon from '@mui/icons-material/Checkroom';
import { lazy } from 'react';

/** The cosmetics catalog (read-only, from `GET /api/cosmetics`). */
export const cosmetics = {
  name: 'cosmetics',
  icon: CheckroomIcon,
  list: lazy(() => import('./CosmeticList')),
};
