import { lazyPage, type FeatureRoute } from '../../shared/routing';

/** Where the matchmaking page is (the header links to it). */
export const MATCHMAKING_PATH = '/matchmaking';

/** `/matchmaking`: the lobbies (list, host, the player's lobby with its chat). */
export const lobbiesRoutes: FeatureRoute[] = [
  {
    path: 'matchmaking',
    head: { title: 'lobbies:title', description: 'lobbies:subtitle' },
    Page: lazyPage(
      () => import('./pages/MatchmakingPage'),
      (m) => m.MatchmakingPage,
      ['lobbies', 'players', 'profile'],
    ),
  },
];
