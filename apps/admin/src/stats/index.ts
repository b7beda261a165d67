import { lazy, type ComponentType } from 'react';

/** The statistics pages (console paths; the site maps the live site's routes to them), each a lazy chunk. */
export const statsRoutes: { path: string; Page: ComponentType }[] = [
  { path: '/stats/games', Page: lazy(() => import('./games/GamesStats')) },
  { path: '/stats/gods', Page: lazy(() => import('./gods/GodsStats')) },
  { path: '/stats/gods/:god', Page: lazy(() => import('./gods/GodStats')) },
  { path: '/stats/abilities', Page: lazy(() => import('./abilities/AbilitiesStats')) },
  { path: '/stats/abilities/:ability', Page: lazy(() => import('./abilities/AbilityStats')) },
  { path: '/stats/bodies', Page: lazy(() => import('./bodies/BodiesStats')) },
  { path: '/stats/economy', Page: lazy(() => import('./economy/EconomyStatsPage')) },
];
