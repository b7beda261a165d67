/**
 * The connection's call and rules, without React (unit-tested in `connect.unit.test.ts`): the
 * endpoint, the token as sent and the error code a failed connection reads as. Only the connect
 * page loads it (the check page has its own module: no chunk shared between the two).
 */
import type { BodyOf, ResponseOf } from '@arena/contract';
import { api } from '../../shared/api/api';
import { ApiError } from '../../shared/api/client';

/** `POST /api/players/{steam_id}/connect_gaimin`'s answer. */
export type ConnectGaiminReply = ResponseOf<'post', '/api/players/{steam_id}/connect_gaimin'>;

/**
 * `POST /api/players/{steam_id}/connect_gaimin` body `{playerToken}`: connects the signed-in
 * player's Gaimin account. A fresh `Idempotency-Key` per token, the same one when the player
 * tries again after a try that ended without an answer. Throws ApiError (`invalid_partner_token`,
 * `partner_account_taken`, `partner_already_linked`, `partner_unavailable`...).
 */
export function connectGaimin(steamId: string, playerToken: string): Promise<ConnectGaiminReply> {
  const body: BodyOf<'post', '/api/players/{steam_id}/connect_gaimin'> = { playerToken };
  return api.action('/api/players/{steam_id}/connect_gaimin', {
    params: { steam_id: steamId },
    action: `connect_gaimin:${steamId}:${playerToken}`,
    body,
  });
}

/** The connection's own error codes (the `connect.errors` texts of the `partner` namespace). */
export const CONNECT_ERROR_CODES = [
  'invalid_partner_token',
  'partner_account_taken',
  'partner_already_linked',
  'partner_unavailable',
  'invalid_payload',
] as const;
export type ConnectErrorCode = (typeof CONNECT_ERROR_CODES)[number];

/** The connection's own code of a failed call, or null for the errors every call may meet (which the store's texts say). */
export function connectErrorCode(error: unknown): ConnectErrorCode | null {
  if (!(error instanceof ApiError)) return null;
  return (CONNECT_ERROR_CODES as readonly string[]).includes(error.code) ? (error.code as ConnectErrorCode) : null;
}

/** What a player pastes, as sent: spaces and invisible characters around it removed. */
export function normalizeToken(input: string): string {
  return input.replace(/^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g, '');
}
