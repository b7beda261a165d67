import type { FastifyInstance } from 'fastify';
import type { EventStore } from '@arena/eventstore';
import type { ReadSide } from '../read-side';
import { ApiError } from './api-error';

/** How long a read waits for the projector at most, in milliseconds (docs/architecture.md, "Read side"). */
export const READ_AFTER_TIMEOUT_MS = 2_000;
const HEADER = 'x-read-after';
/**
 * The answer header of a read whose `X-Read-After` wait timed out: `X-Read-After-Timeout: <checkpoint>`,
 * the position the read models had reached (behind the one asked for), so the answer may not show
 * the caller's own write yet. The site then says "still updating".
 */
const READ_AFTER_TIMEOUT_HEADER = 'x-read-after-timeout';

/**
 * The event position an `X-Read-After` header asks to read after; null without the header.
 * @throws ApiError 400 `bad_request` when it is not a whole number.
 */
export function readAfterPosition(header: string | string[] | undefined): number | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header))
    throw new ApiError(400, 'bad_request', 'X-Read-After must be an event position (a whole number)');
  return Number(header);
}

/**
 * Resolves once the live read models' checkpoint has reached `position`, or after `timeoutMs`
 * (a slow projector delays a page, it never fails it). Polls every few milliseconds at first,
 * less often as time goes. A position beyond the event store's head (`headPosition`) was never
 * given out, so no write of the reader's is behind it: it resolves at once.
 * @returns null when the read models have passed `position` (or it was never given out); after a
 * timeout, the checkpoint they had reached (an event position below `position`).
 */
export async function waitForCheckpoint(
  read: ReadSide,
  position: number,
  headPosition: () => Promise<number>,
  timeoutMs = READ_AFTER_TIMEOUT_MS,
): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  let checked = false;
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    const stored = await read.redis.get(read.live.keys.checkpoint);
    // no checkpoint: the read models are lost and rebuilt under a fresh version; waiting cannot help
    if (stored === null) return 0;
    const checkpoint = Number(stored);
    if (checkpoint >= position) return null;
    if (Date.now() >= deadline) return checkpoint;
    if (!checked && position > (await headPosition())) return null;
    checked = true;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, deadline - Date.now())));
  }
}

/**
 * Reading your own writes (docs/architecture.md "Read side"): a GET that sends `X-Read-After: <position>`
 * (the `position` of a mutation's answer) is handled once the read models have passed that
 * position (see `waitForCheckpoint`). When the wait times out, the read answers what the read
 * models have, marked with `X-Read-After-Timeout` (see `READ_AFTER_TIMEOUT_HEADER`). A Fastify
 * hook rather than a Nest interceptor: reads without the header, nearly all of them, pay one
 * header lookup.
 */
export function registerReadAfter(fastify: FastifyInstance, read: ReadSide, store: Pick<EventStore, 'headPosition'>): void {
  // a callback hook, not an async one: the reads without the header allocate no promise
  fastify.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'GET' || request.headers[HEADER] === undefined) return done();
    let position: number;
    try {
      position = readAfterPosition(request.headers[HEADER])!;
    } catch (error) {
      return done(error as Error);
    }
    waitForCheckpoint(read, position, () => store.headPosition()).then((behind) => {
      if (behind !== null) void reply.header(READ_AFTER_TIMEOUT_HEADER, String(behind));
      done();
    }, done);
  });
}
