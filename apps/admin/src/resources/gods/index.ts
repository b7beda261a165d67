import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { lazy } from 'react';

/** Gods (`/api/admin/gods`): global flags (ADMIN changes them) beside pick and win figures. */
export const gods = {
  name: 'gods',
  icon: AutoAwesomeIcon,
  list: lazy(() => import('./GodList')),
};
