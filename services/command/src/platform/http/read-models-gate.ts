import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findRoute } from '@arena/contract';
import type { EventStore } from '@arena/eventstore';
import type { ReadSide } from '../read-side';

/**
 * Whether the read models a read would answer from are there: one `EXISTS` of the live version's
 * checkpoint while they are (nearly always); when it is gone, the full status (`LiveVersion.status`),
 * which also follows a version switch whose message has not arrived yet. Missing read models of an
 * empty event store (`headPosition` 0: nothing ever to project) are complete, as the projector's
 * watchdog holds too.
 */
async function readModelsServable(read: ReadSide, store: Pick<EventStore, 'headPosition'>): Promise<boolean> {
  if ((await read.redis.exists(read.live.keys.checkpoint)) === 1) return true;
  const status = await read.live.status();
  return status === 'ok' || (status === 'missing' && (await store.headPosition()) === 0);
}

/** The `Retry-After` of a read answered 503 `read_models_rebuilding`, in seconds. */
const READ_MODELS_RETRY_AFTER_SECONDS = 5;

/** What empty read models answer: a 404 (`player_not_found`...), `null` (a game) or an empty list. */
function looksEmpty(statusCode: number, payload: unknown): boolean {
  return statusCode === 404 || payload === 'null' || payload === '[]';
}

/**
 * Honest answers while the read models are lost or rebuilt (docs/architecture.md, "Read side"):
 * a GET of a route the contract marks `readModels` that would answer what empty read models say
 * (a 404, `null` or an empty list) is checked against the read models first, and answers 503
 * `read_models_rebuilding` (with `Retry-After`) when they are gone, instead of a false 404, `null`
 * or empty list. Only such answers pay for the check (one `EXISTS`): the answers that found
 * something cannot come from lost read models, which a rebuild writes under a fresh version and
 * switches to when complete. There is no previous version to serve then: a loss takes every
 * version with it, and a planned rebuild (`npm run rebuild`) keeps serving the old version until
 * its switch, so it never reaches this.
 */
export function registerReadModelsGate(fastify: FastifyInstance, read: ReadSide, store: Pick<EventStore, 'headPosition'>): void {
  // by Fastify's route pattern (`/api/players/:steam_id`): the contract is searched once per route
  const marked = new Map<string, boolean>();
  const isMarked = (request: FastifyRequest): boolean => {
    if (request.routeOptions.url === undefined) return false; // no route: the 404 handler answers
    const key = `${request.method} ${request.routeOptions.url}`;
    let found = marked.get(key);
    if (found === undefined) marked.set(key, (found = findRoute(request.method, request.url)?.readModels === true));
    return found;
  };
  // a callback hook, not an async one: the answers that found something allocate no promise
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !looksEmpty(reply.statusCode, payload) || !isMarked(request))
      return done(null, payload);
    readModelsServable(read, store).then((servable) => {
      if (servable) return done(null, payload);
      const error = { code: 'read_models_rebuilding', message: 'The read models are being rebuilt; retry shortly' };
      void reply
        .code(503)
        .header('retry-after', String(READ_MODELS_RETRY_AFTER_SECONDS))
        .header('content-type', 'application/json; charset=utf-8');
      done(null, JSON.stringify({ error }));
    }, done);
  });
}
