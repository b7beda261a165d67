import { z } from 'zod';
import { adminReasonQuery, defineRoute, errors, idempotencyKeyHeaders, json, playerPathParams, type RouteSpec } from '../shared';
import {
  adminRedemptionCodeDetail,
  adminRedemptionCodeView,
  redeemCodeReply,
  redemptionCodeBody,
  redemptionCodeLimitsBody,
  redemptionCodeParams,
} from './views';

const ADMIN_ERRORS = { 401: errors('sign_in_required'), 403: errors('forbidden'), 429: errors('rate_limited') } as const;

/** Redeeming a code (the player), and the codes' admin API (ra-data-simple-rest, ADMIN only). */
export const redeemCodesRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/redeem_code/{code}',
    tag: 'store',
    summary: "Redeems a code: its gold and items go to the player's wallet and inventory",
    description:
      'The signed-in player on their own id (an ADMIN on anyone). A code is redeemed once per player. Send an `Idempotency-Key`: a retry answers the first answer.',
    params: playerPathParams.extend({ code: z.string() }),
    headers: idempotencyKeyHeaders,
    responses: {
      200: json(redeemCodeReply, 'What the code gave and the balance after'),
      400: errors('invalid_steam_id', 'invalid_code', 'bad_request'),
      401: errors('sign_in_required'),
      403: errors('forbidden'),
      404: errors('player_not_found', 'code_not_found'),
      409: errors('code_expired', 'code_used_up', 'code_already_redeemed'),
      422: errors('idempotency_key_reused'),
      429: errors('rate_limited'),
      503: errors('busy'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/redemption_codes',
    tag: 'admin',
    summary: 'Every redeem code with its uses (ADMIN only)',
    description:
      'ra-data-simple-rest list: `range=[first,last]`, `sort=["field","ASC"|"DESC"]` (id, created_at, uses, expires_at); the total is in `Content-Range`.',
    query: z.object({ range: z.string().optional(), sort: z.string().optional(), filter: z.string().optional() }),
    responses: { 200: json(z.array(adminRedemptionCodeView), 'The page of codes'), 400: errors('invalid_payload'), ...ADMIN_ERRORS },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/redemption_codes/{id}',
    tag: 'admin',
    summary: 'One redeem code with its redemptions: who redeemed it and when (ADMIN only)',
    params: redemptionCodeParams,
    responses: { 200: json(adminRedemptionCodeDetail, 'The code and its redemptions'), 404: errors('code_not_found'), ...ADMIN_ERRORS },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/redemption_codes',
    tag: 'admin',
    summary: 'Creates a redeem code (ADMIN only)',
    description:
      "Recorded on the code's own stream with the acting admin. The same body again answers the code and records nothing (a retry is recognised by its content).",
    body: { description: 'The code, what it gives and its limits', schema: redemptionCodeBody },
    responses: {
      200: json(adminRedemptionCodeView, 'The code'),
      400: errors('invalid_payload', 'invalid_code', 'invalid_code_terms', 'bad_request'),
      409: errors('code_exists'),
      503: errors('busy'),
      ...ADMIN_ERRORS,
    },
  }),
  defineRoute({
    method: 'put',
    path: '/api/admin/redemption_codes/{id}',
    tag: 'admin',
    summary: "Changes a redeem code's expiry and maximum uses (ADMIN only)",
    params: redemptionCodeParams,
    body: { description: 'The new limits', schema: redemptionCodeLimitsBody },
    responses: {
      200: json(adminRedemptionCodeView, 'The code'),
      400: errors('invalid_payload', 'invalid_code_terms', 'bad_request'),
      404: errors('code_not_found'),
      503: errors('busy'),
      ...ADMIN_ERRORS,
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/admin/redemption_codes/{id}',
    tag: 'admin',
    summary: 'Ends a redeem code now (ADMIN only)',
    description: 'Nothing is erased: the code expires at the time of the request. Ending an expired code records nothing.',
    params: redemptionCodeParams,
    query: adminReasonQuery,
    responses: {
      200: json(adminRedemptionCodeView, 'The code, expired'),
      400: errors('bad_request'),
      404: errors('code_not_found'),
      503: errors('busy'),
      ...ADMIN_ERRORS,
    },
  }),
] as const satisfies readonly RouteSpec[];
