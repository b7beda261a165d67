import type { ResponseOf } from '@arena/contract';
import { api } from '../../shared/api/api';

/** `POST /api/players/{steam_id}/open_chest/{cosmetic_id}`'s answer: the drops, the balance after and the event position. */
export type OpenChestReply = ResponseOf<'post', '/api/players/{steam_id}/open_chest/{cosmetic_id}'>;

/**
 * Opens one chest the player owns (`open_chest`, the only route that opens a chest), with an
 * `Idempotency-Key` that a retry of the same click reuses. Throws ApiError: 409 `not_a_chest`,
 * `no_chest`; 401/403 for another player.
 */
export function openChest(steamId: string, chestId: string): Promise<OpenChestReply> {
  return api.action('/api/players/{steam_id}/open_chest/{cosmetic_id}', {
    params: { steam_id: steamId, cosmetic_id: chestId },
    action: `open:${steamId}:${chestId}`,
  });
}
