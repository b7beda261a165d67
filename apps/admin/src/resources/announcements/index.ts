import CampaignIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';

/** Announcements (`/api/admin/announcements`) per language with a date range; the site's home shows the current one. */
export const announcements = {
  name: 'announcements',
  icon: CampaignIcon,
  list: lazy(() => import('./AnnouncementList')),
  edit: lazy(() => import('./AnnouncementEdit')),
  create: lazy(() => import('./AnnouncementCreate')),
};
