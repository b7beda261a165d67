import type { z } from 'zod';
import { readAfterHeaders } from './consistency';
import type { ErrorCode } from './errors';
import { defineRoute, errors, json } from './route';
import { playerPathParams } from './schemas';

/** Who may act on a player, and how a player's mutation is retried and read after. */
export const ACTING_ON_A_PLAYER =
  "The signed-in player acts on their own id (an ADMIN on anyone's). Send an `Idempotency-Key` per user action: a retry answers the first answer and changes nothing. The answer's `position` sent as `X-Read-After` on the next read shows the read models after this action.";

/**
 * The answers every player mutation shares: its own conflicts (`conflicts`, 409) and extra
 * `invalid` codes (400), and the common ones: who may act, the record, the idempotency key.
 */
export function mutationResponses<R extends z.ZodType>(
  reply: R,
  replyDescription: string,
  conflicts: ErrorCode[],
  invalid: ErrorCode[] = [],
) {
  return {
    200: json(reply, replyDescription),
    400: errors('invalid_steam_id', 'bad_request', ...invalid),
    401: errors('sign_in_required'),
    403: errors('forbidden'),
    404: errors('player_not_found'),
    409: errors(...conflicts),
    422: errors('idempotency_key_reused'),
    429: errors('rate_limited'),
    503: errors('busy'),
  };
}

/** A private read of the player's own progression (the player or an ADMIN). */
export function privateRead<const P extends string, S extends z.ZodType>(
  path: P,
  tag: string,
  summary: string,
  schema: S,
  description: string,
) {
  return defineRoute({
    method: 'get',
    path,
    readModels: true,
    tag,
    summary,
    params: playerPathParams,
    headers: readAfterHeaders,
    responses: {
      200: json(schema, description),
      400: errors('invalid_steam_id'),
      401: errors('sign_in_required'),
      403: errors('forbidden'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  });
}
