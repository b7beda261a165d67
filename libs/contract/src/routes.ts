import { achievementsRoutes } from './achievements';
import { adminHistoryRoutes, adminOrdersRoutes, adminRoutes } from './admin';
import { authRoutes } from './auth';
import { avatarsRoutes } from './avatars';
import { battlePassRoutes } from './battle-pass';
import { catalogRoutes, heroesRoutes } from './catalog';
import { chestsRoutes } from './chests';
import { contentRoutes } from './content';
import { gameResultsRoutes } from './game-results';
import { leaderboardRoutes } from './leaderboard';
import { lobbiesRoutes } from './lobbies';
import { localPaymentsRoutes, ordersRoutes } from './orders';
import { opsRoutes } from './ops';
import { partnerRoutes } from './partner';
import { playersRoutes } from './players';
import { questsRoutes } from './quests';
import { godFlagsRoutes, godsRoutes } from './gods';
import { redeemCodesRoutes } from './redeem-codes';
import { salesRoutes } from './sales';
import { statsRoutes } from './stats';
import { storeRoutes } from './store';
import type { RouteSpec } from './shared';

/** Every route of the HTTP API, by feature; its type lists each route's own (`ApiRoute`). */
export const ROUTES = [
  ...gameResultsRoutes,
  ...playersRoutes,
  ...adminRoutes,
  ...adminHistoryRoutes,
  ...adminOrdersRoutes,
  ...leaderboardRoutes,
  ...catalogRoutes,
  ...heroesRoutes,
  ...salesRoutes,
  ...redeemCodesRoutes,
  ...partnerRoutes,
  ...godsRoutes,
  ...godFlagsRoutes,
  ...contentRoutes,
  ...storeRoutes,
  ...chestsRoutes,
  ...battlePassRoutes,
  ...questsRoutes,
  ...achievementsRoutes,
  ...lobbiesRoutes,
  ...authRoutes,
  ...avatarsRoutes,
  ...opsRoutes,
  ...statsRoutes,
  ...ordersRoutes,
  ...localPaymentsRoutes,
] as const satisfies readonly RouteSpec[];

interface CompiledRoute {
  route: RouteSpec;
  pattern: RegExp;
}

/** Literal paths before parameterised ones, the catch-all last: the order a router prefers. */
const COMPILED: readonly CompiledRoute[] = ROUTES.map((route: RouteSpec) => ({
  route,
  pattern: route.catchAll
    ? /^\/.*$/
    : new RegExp(
        `^${route.path
          .split(/\{[^}]+\}/)
          .map(escapeRegExp)
          .join('[^/]+')}$`,
      ),
}))
  .map((compiled, index) => ({
    compiled,
    index,
    rank: compiled.route.catchAll ? Infinity : (compiled.route.path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.rank - b.rank || a.index - b.index)
  .map(({ compiled }) => compiled);

/**
 * The route that takes a request.
 * @param method HTTP method, any case; HEAD is taken by the GET route.
 * @param path a concrete URL path (`/api/players/7656...`); a query string is ignored.
 * @returns the route, or undefined when no route of the contract takes it.
 */
export function findRoute(method: string, path: string): RouteSpec | undefined {
  const wanted = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  const pathOnly = path.split('?')[0];
  return COMPILED.find(({ route, pattern }) => route.method === wanted && pattern.test(pathOnly))?.route;
}

/** `METHOD /path` of a route, as the contract writes it. */
export const routeName = (route: Pick<RouteSpec, 'method' | 'path'>) => `${route.method.toUpperCase()} ${route.path}`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
