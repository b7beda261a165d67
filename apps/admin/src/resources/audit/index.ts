import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazy } from 'react';

/** The audit list (`/api/admin/audit`): every admin change with its actor and reason (read-only). */
export const audit = {
  name: 'audit',
  icon: ManageSearchIcon,
  list: lazy(() => import('./AuditList')),
};
