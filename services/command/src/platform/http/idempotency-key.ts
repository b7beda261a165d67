import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isIdempotencyKey } from '@arena/contract';
import type { ClientRequest } from '@arena/domain';
import { ApiError } from './api-error';
import type { Clock } from '../tokens';

const HEADER = 'idempotency-key';

/** When each request was received, by the service's clock (`registerRequestClock`). */
const receivedAt = new WeakMap<object, Date>();

/**
 * Notes the service's clock (`CLOCK`: a fixed one in tests) as each request with an
 * `Idempotency-Key` arrives, so the key is judged against the 24 hours its answer is kept
 * (`decideOnce`). Requests without the header (every read) are not noted: `clientRequest` answers
 * null for them.
 */
export function registerRequestClock(fastify: FastifyInstance, clock: Clock): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (request.headers[HEADER] !== undefined) receivedAt.set(request, clock.now());
    done();
  });
}

/**
 * The client request of a mutation: its `Idempotency-Key` header, the action it asks for
 * (`buy_item:finisher_meteor`) and when it was received, which the decider records so a retry
 * within 24 hours is answered, not decided again (docs/architecture.md "Write side"). Without the
 * header, null: the request is decided as it comes (clients of the live site send none; ours always do).
 * @throws ApiError 400 `bad_request` for a key that is empty, too long or of other characters.
 */
export function clientRequest(request: Pick<FastifyRequest, 'headers'>, action: string): ClientRequest | null {
  const key = request.headers[HEADER];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !isIdempotencyKey(key)) {
    throw new ApiError(400, 'bad_request', 'Idempotency-Key must be 1 to 128 characters of A-Z, a-z, 0-9, _ . : -');
  }
  return { requestId: key, action, receivedAt: receivedAt.get(request) ?? new Date() };
}
