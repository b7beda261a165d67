import { lazyPage, type FeatureRoute } from '../../shared/routing';
import { LIVE_STATS_ROUTES } from './console';

const ToConsole = lazyPage(
  () => import('./pages/ToConsolePage'),
  (m) => m.ToConsolePage,
  ['stats'],
);

/**
 * The live site's statistics routes, each opening the console's matching page (`ToConsolePage`);
 * those with a god's or an ability's name in their path are not prerendered (names are not digits).
 */
export const statsRoutes: FeatureRoute[] = LIVE_STATS_ROUTES.map(({ path }) =>
  path.includes(':') ? { path, Page: ToConsole, prerender: false } : { path, Page: ToConsole },
);
