import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../event-sourced-repository';

/**
 * The metadata of the events a request causes: who acted, the request's id as correlation, a fresh
 * causation id, and the admin's `reason` when one was given (the audit list shows it).
 */
export function commandContext(request: Pick<FastifyRequest, 'id'>, actor: string, reason?: string | null): CommandContext {
  const context: CommandContext = { actor, correlationId: String(request.id), causationId: randomUUID() };
  return reason ? { ...context, reason } : context;
}
