import { defineRoute, errors, idempotencyKeyHeaders, json, playerPathParams, readAfterHeaders, type RouteSpec } from '../shared';
import { grantBody, grantReply, playerProfile, setUserTypeBody, userTypeReply } from './views';

const TAG = 'players';
const ADMIN_TAG = 'admin';

/** The public player pages. */
const publicRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}',
    readModels: true,
    tag: TAG,
    summary: "A player's public profile: ladder rating, rank, counters, favourite gods, gold and Plus",
    params: playerPathParams,
    headers: readAfterHeaders,
    responses: {
      200: json(playerProfile, 'The profile'),
      400: errors('invalid_steam_id'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
] as const satisfies readonly RouteSpec[];

/** What admins do to players (the signed-in user must be an ADMIN). */
const adminRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/admin/players/{steam_id}/user_type',
    tag: ADMIN_TAG,
    summary: "Sets a player's user type (ADMIN only)",
    description:
      "Recorded as an event on the one `user-types` stream with the acting admin and the reason; the player's session, profile and rights follow it. Setting the type the player has records nothing. An admin cannot change their own type, and no change may leave the site without an admin (two admins demoting each other at once: one is refused).",
    params: playerPathParams,
    body: { description: 'The new type and why', schema: setUserTypeBody },
    responses: {
      200: json(userTypeReply, "The player's type after the request"),
      400: errors('invalid_payload', 'invalid_steam_id'),
      401: errors('sign_in_required'),
      403: errors('forbidden'),
      404: errors('player_not_found'),
      409: errors('own_user_type', 'last_admin'),
      503: errors('busy'),
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/players/{steam_id}/grant',
    tag: ADMIN_TAG,
    summary: 'Gives a player gold and items, or takes gold and items back (ADMIN only)',
    description:
      "Recorded on the player's stream as `GoldChanged` / `ItemsGranted` with reason `admin_grant` and `ItemsConsumed` with reason `admin_take` (`take_items`), the acting admin and the reason. Packs open into their contents; items the player owns and that do not stack are skipped and listed; taking more than the player owns is refused (409 `not_owned`).",
    params: playerPathParams,
    headers: idempotencyKeyHeaders,
    body: { description: 'Gold and/or items, and why', schema: grantBody },
    responses: {
      200: json(grantReply, 'The balance after the grant'),
      400: errors('invalid_payload', 'invalid_steam_id', 'bad_request'),
      401: errors('sign_in_required'),
      403: errors('forbidden', 'csrf_rejected'),
      404: errors('player_not_found'),
      409: errors('insufficient_gold', 'unknown_item', 'empty_grant', 'not_owned'),
      422: errors('idempotency_key_reused'),
      503: errors('busy'),
    },
  }),
] as const satisfies readonly RouteSpec[];

/** The players feature's routes: the public pages, then the admins' actions. */
export const playersRoutes = [...publicRoutes, ...adminRoutes] as const satisfies readonly RouteSpec[];
