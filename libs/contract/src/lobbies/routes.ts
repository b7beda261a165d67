import { defineRoute, errors, json, type RouteSpec } from '../shared';
import { lobbyTicketReply } from './messages';

/** The lobby socket's sign-in: a one-time ticket from the site's session. */
export const lobbiesRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/lobby/ticket',
    tag: 'lobbies',
    summary: 'A one-time ticket (valid 30 s) for the matchmaking socket: `ws(s)://{host}:{port}/?ticket={ticket}`; no body',
    responses: { 200: json(lobbyTicketReply, 'The ticket'), 401: errors('sign_in_required'), 429: errors('rate_limited') },
  }),
] as const satisfies readonly RouteSpec[];
