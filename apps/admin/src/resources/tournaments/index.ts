import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { lazy } from 'react';

/** Tournaments (`/api/admin/tournaments`), listed on the site's `/tournaments`. */
export const tournaments = {
  name: 'tournaments',
  icon: EmojiEventsIcon,
  list: lazy(() => import('./TournamentList')),
  edit: lazy(() => import('./TournamentEdit')),
  create: lazy(() => import('./TournamentCreate')),
};
