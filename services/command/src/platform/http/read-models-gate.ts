import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findRoute } from '@arena/contract';
import type { EventStore } from '@arena/eventstore';
import type { ReadSide } from '../read-side';
import { ApiError } from './api-error';

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

/**
 * Honest answers while the read models are lost or rebuilt (docs/architecture.md, "Read side"):
 * a GET of a route the contract marks `readModels` answers 503 `read_models_rebuilding` (with
 * `Retry-After`, see `ApiExceptionFilter`) instead of what empty read models would say (a false
 * 404, `null` or empty list). There is no previous version to serve then: a loss takes every
 * version with it, and a planned rebuild (`npm run rebuild`) keeps serving the old version until
 * its switch, so it never reaches this. Registered before `registerReadAfter`, so a degraded read
 * does not wait for a checkpoint that is gone.
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
  fastify.addHook('preHandler', (request, _reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isMarked(request)) return done();
    readModelsServable(read, store).then(
      (servable) =>
        done(servable ? undefined : new ApiError(503, 'read_models_rebuilding', 'The read models are being rebuilt; retry shortly')),
      done,
    );
  });
}
