import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { lazy } from 'react';

/** Games (`/api/admin/games`): ADMIN and STATS_GUY read them. */
export const games = {
  name: 'games',
  icon: SportsEsportsIcon,
  list: lazy(() => import('./GameList')),
  show: lazy(() => import('./GameShow')),
};
