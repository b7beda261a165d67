/**
 * Statistics: the site's way into the console's statistics pages (the STATS menu, the live
 * site's statistics routes); the pages themselves are the console's (`apps/admin`).
 */
export { statsRoutes } from './routes';
export { CONSOLE_PATH, STATS_MENU } from './console';
