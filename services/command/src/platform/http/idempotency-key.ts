import type { FastifyRequest } from 'fastify';
import { isIdempotencyKey } from '@arena/contract';
import type { ClientRequest } from '@arena/domain';
import { ApiError } from './api-error';

const HEADER = 'idempotency-key';

/**
 * The client request of a mutation: its `Idempotency-Key` header and the action it asks for
 * (`buy_item:finisher_meteor`), which the decider records so a retry is answered, not decided
 * again (docs/architecture.md "Write side"). Without the header, null: the request is decided as it comes
 * (clients of the live site send none; ours always do).
 * @throws ApiError 400 `bad_request` for a key that is empty, too long or of other characters.
 */
export function clientRequest(request: Pick<FastifyRequest, 'headers'>, action: string): ClientRequest | null {
  const key = request.headers[HEADER];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !isIdempotencyKey(key)) {
    throw new ApiError(400, 'bad_request', 'Idempotency-Key must be 1 to 128 characters of A-Z, a-z, 0-9, _ . : -');
  }
  return { requestId: key, action };
}
