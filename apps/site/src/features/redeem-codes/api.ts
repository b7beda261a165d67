import type { RedeemCodeReply } from '@arena/contract';
import { sendAction } from '../../shared/api/client';

/** `POST /api/players/{steam_id}/redeem_code/{code}`'s answer (libs/contract; docs/game-rules.md "Redeem codes"). */
export type { RedeemCodeReply };

/**
 * Redeems `code` (normalised: see `normalizeCode`) for the signed-in player `steamId`. No body;
 * a fresh `Idempotency-Key` per code, the same one when the player tries again after a try that
 * ended without an answer. Throws ApiError (`code_not_found`, `code_expired`...).
 */
export function redeemCode(steamId: string, code: string): Promise<RedeemCodeReply> {
  return sendAction<RedeemCodeReply>(`/api/players/${encodeURIComponent(steamId)}/redeem_code/${encodeURIComponent(code)}`, {
    action: `redeem:${steamId}:${code}`,
  });
}
