import { lazyPage, type FeatureRoute } from '../../shared/routing';
import { LIVE_STATS_ROUTES } from './console';

const ToConsole = lazyPage(
  () => import('./pages/ToConsolePage'),
  (m) => m.ToConsolePage,
  ['stats'],
);

/** The live site's statistics routes, each opening the console's matching page (`ToConsolePage`). */
export const statsRoutes: FeatureRoute[] = LIVE_STATS_ROUTES.map(({ path }) => ({ path, Page: ToConsole }));
