import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../event-sourced-repository';

/** The metadata of the events a request causes: who acted, the request's id as correlation, a fresh causation id. */
export function commandContext(request: Pick<FastifyRequest, 'id'>, actor: string): CommandContext {
  return { actor, correlationId: String(request.id), causationId: randomUUID() };
}
