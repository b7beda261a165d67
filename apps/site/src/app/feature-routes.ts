import type { FeatureRoute, PageHead } from '../shared/routing';
import { achievementsRoutes } from '../features/achievements';
import { armoryRoutes } from '../features/chests';
import { authRoutes } from '../features/auth';
import { battlePassRoutes } from '../features/battle-pass';
import { catalogRoutes } from '../features/catalog';
import { contentRoutes } from '../features/content';
import { gameResultsRoutes } from '../features/game-results';
import { godsRoutes } from '../features/gods';
import { homeRoutes } from '../features/home';
import { leaderboardRoutes } from '../features/leaderboard';
import { lobbiesRoutes } from '../features/lobbies';
import { ordersRoutes } from '../features/orders';
import { partnerRoutes } from '../features/partner';
import { playersRoutes } from '../features/players';
import { profileRoutes } from '../features/profile';
import { redeemCodeRoutes } from '../features/redeem-codes';
import { statsRoutes } from '../features/stats';
import { storeRoutes } from '../features/store';

/**
 * Every feature's pages, in the order the router tries them. Also read at build time by
 * `scripts/site-pages.mjs` (each feature's `routes.ts` alone), which writes their patterns and
 * their first-HTML title and description into `dist/site-pages.json` for the command service.
 */
export const FEATURE_ROUTES: FeatureRoute[] = [
  ...homeRoutes,
  ...gameResultsRoutes,
  ...playersRoutes,
  ...leaderboardRoutes,
  ...catalogRoutes,
  ...storeRoutes,
  ...ordersRoutes,
  ...armoryRoutes,
  ...godsRoutes,
  ...profileRoutes,
  ...battlePassRoutes,
  ...achievementsRoutes,
  ...redeemCodeRoutes,
  ...partnerRoutes,
  ...lobbiesRoutes,
  ...contentRoutes,
  ...statsRoutes,
  ...authRoutes,
];

/** The not-found page's path (relative, like the features' paths). */
export const NOT_FOUND_PATH = '404';

/**
 * The not-found page's first HTML's head.
 * @public read by scripts/site-pages.mjs
 */
export const NOT_FOUND_HEAD: PageHead = { title: 'common:notFound.title', description: 'common:notFound.text' };

/**
 * The first HTML's description of a page whose head names none.
 * @public read by scripts/site-pages.mjs
 */
export const DEFAULT_DESCRIPTION = 'home:heroText';
