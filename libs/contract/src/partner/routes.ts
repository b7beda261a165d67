import { defineRoute, errors, idempotencyKeyHeaders, json, playerPathParams, type RouteSpec } from '../shared';
import { connectGaiminBody, connectGaiminReply, gaiminCheckBody, gaiminCheckReply, mmrCheckBody, mmrCheckReply } from './views';

const TAG = 'players';

/** Connecting a Gaimin account (the player), and the public check tools (docs/game-rules.md "Partner link", "Tournament checks"). */
export const partnerRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/connect_gaimin',
    tag: TAG,
    summary: 'Connects a Gaimin account: Plus while connected, and the partner bundle once per Gaimin account',
    description:
      'The signed-in player on their own id (an ADMIN on anyone). The player token is verified with Gaimin; a Gaimin account can be connected to one player only, and a player connects one account. Connecting gives Plus while the account stays connected and the partner bundle (`pack_partner`). Connecting the same account again changes nothing. Send an `Idempotency-Key`: a retry answers the first answer.',
    params: playerPathParams,
    headers: idempotencyKeyHeaders,
    body: { description: 'The player token from Gaimin', schema: connectGaiminBody },
    responses: {
      200: json(connectGaiminReply, 'The account connected, the balance after and Plus'),
      400: errors('invalid_steam_id', 'invalid_payload', 'invalid_partner_token', 'bad_request'),
      401: errors('sign_in_required'),
      403: errors('forbidden'),
      404: errors('player_not_found'),
      409: errors('partner_account_taken', 'partner_already_linked'),
      422: errors('idempotency_key_reused'),
      429: errors('rate_limited'),
      503: errors('busy', 'partner_unavailable'),
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/players/gaimin/check',
    tag: TAG,
    summary: 'Which of these Steam ids are players who connected Gaimin (public)',
    description:
      'For tournament organisers: the lines of an uploaded file of Steam ids. Each id is answered `connected`, `not_connected` or `not_found` (also for a line that is not a Steam id), in the order sent. No sign-in needed; rate-limited per client address, more tightly than the other public routes.',
    body: { description: 'The Steam ids', schema: gaiminCheckBody },
    responses: { 200: json(gaiminCheckReply, 'One result per id'), 400: errors('invalid_payload'), 429: errors('rate_limited') },
    bulk: true,
  }),
  defineRoute({
    method: 'post',
    path: '/api/players/tournaments/checkMMRs',
    tag: TAG,
    summary: "Players' ladder ratings and ranks by username (public)",
    description:
      'For tournament organisers: the lines of an uploaded file of usernames, matched case-insensitively against the name each player goes by now (when two players share a name, the one who took it last). Shows the ladder rating and rank, never the hidden MMR. No sign-in needed; rate-limited per client address, more tightly than the other public routes.',
    body: { description: 'The usernames', schema: mmrCheckBody },
    responses: { 200: json(mmrCheckReply, 'One result per name'), 400: errors('invalid_payload'), 429: errors('rate_limited') },
    bulk: true,
  }),
] as const satisfies readonly RouteSpec[];
