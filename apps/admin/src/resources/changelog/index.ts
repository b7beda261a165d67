import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import { lazy } from 'react';

/** Changelog entries (`/api/admin/changelog`) in English and Chinese, shown on the site's `/changelog`. */
export const changelog = {
  name: 'changelog',
  icon: HistoryEduIcon,
  list: lazy(() => import('./ChangelogList')),
  edit: lazy(() => import('./ChangelogEdit')),
  create: lazy(() => import('./ChangelogCreate')),
};
