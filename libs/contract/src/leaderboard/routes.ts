import { defineRoute, errors, json, type RouteSpec } from '../shared';
import { leaderboardReply } from './views';

export const leaderboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/leaderboard',
    readModels: true,
    tag: 'leaderboard',
    summary: 'The top 100 ranked players',
    description: 'Ordered by min(ladder rating, 4500), then by hidden MMR (docs/game-rules.md, "Leaderboard").',
    responses: { 200: json(leaderboardReply, 'The leaderboard'), 429: errors('rate_limited') },
  }),
] as const satisfies readonly RouteSpec[];
