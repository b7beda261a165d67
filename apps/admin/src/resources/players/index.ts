import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

/** Players (`/api/admin/players`): search, profile and its histories; ADMIN changes user types and grants. */
export const players = {
  name: 'players',
  icon: PeopleIcon,
  recordRepresentation: 'username',
  list: lazy(() => import('./PlayerList')),
  show: lazy(() => import('./PlayerShow')),
};
