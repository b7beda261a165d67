import type { ResponseOf } from '@arena/contract';
import { api } from '../../shared/api/api';

/** `POST /api/players/{steam_id}/redeem_code/{code}`'s answer. */
export type RedeemCodeReply = ResponseOf<'post', '/api/players/{steam_id}/redeem_code/{code}'>;

/**
 * Redeems `code` (normalised: see `normalizeCode`) for the signed-in player `steamId`. No body;
 * a fresh `Idempotency-Key` per code, the same one when the player tries again after a try that
 * ended without an answer. Throws ApiError (`code_not_found`, `code_expired`...).
 */
export function redeemCode(steamId: string, code: string): Promise<RedeemCodeReply> {
  return api.action('/api/players/{steam_id}/redeem_code/{code}', {
    params: { steam_id: steamId, code },
    action: `redeem:${steamId}:${code}`,
  });
}
