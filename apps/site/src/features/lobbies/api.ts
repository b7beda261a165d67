import type { ResponseOf } from '@arena/contract';
import { api } from '../../shared/api/api';

/**
 * `POST /api/lobby/ticket` (no body, the site's headers and cookie): a one-time ticket, valid
 * 30 s, for the matchmaking socket. A fresh one for every connection (a ticket is taken once),
 * so no idempotency key. Throws ApiError (401 `sign_in_required`, 429 `rate_limited`...).
 */
export function fetchLobbyTicket(signal?: AbortSignal): Promise<ResponseOf<'post', '/api/lobby/ticket'>> {
  return api.post('/api/lobby/ticket', { signal });
}
