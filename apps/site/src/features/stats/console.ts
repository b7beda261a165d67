/**
 * The console (`apps/admin`, served by the command service at `/admin`: another app, so the site
 * reaches it by a full page load) and the pages of it the site links to.
 */
export const CONSOLE_PATH = '/admin';

/** The STATS menu: the console's statistics pages, in the live site's order. */
export const STATS_MENU = [
  { key: 'games', href: `${CONSOLE_PATH}/stats/games` },
  { key: 'gods', href: `${CONSOLE_PATH}/stats/gods` },
  { key: 'abilities', href: `${CONSOLE_PATH}/stats/abilities` },
  { key: 'bodies', href: `${CONSOLE_PATH}/stats/bodies` },
  { key: 'economy', href: `${CONSOLE_PATH}/stats/economy` },
] as const;

/**
 * The live site's statistics routes (relative, as the site's router writes them) and the console
 * page each opens; `:name` parameters carry over.
 */
export const LIVE_STATS_ROUTES = [
  { path: 'gods', console: '/stats/gods' },
  { path: 'gods/:god', console: '/stats/gods/:god' },
  { path: 'abilities', console: '/stats/abilities' },
  { path: 'abilities/:ability', console: '/stats/abilities/:ability' },
  { path: 'cosmetics', console: '/stats/economy' },
  { path: 'bodies', console: '/stats/bodies' },
  { path: 'stats/games', console: '/stats/games' },
  { path: 'stats/heroes', console: '/stats/bodies' },
] as const;
