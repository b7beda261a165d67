import type { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { PlayerCommand } from '@arena/domain';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import { commandContext } from '../platform/http/command-context';
import { clientRequest } from '../platform/http/idempotency-key';
import { PlayerStreamCommand } from './player-command.handler';

/**
 * Sends a player's own action (a claim, a double-down...) on `player-{steamId}`: with the
 * request's `Idempotency-Key` recorded as `action`, and the signed-in user `actor` as who acted.
 * Answers the decision's answer and the event position for `X-Read-After`.
 * @throws DomainError as `decidePlayer` does; ApiError 400 `bad_request` for a malformed key.
 */
export function actOnPlayer<A>(
  commandBus: CommandBus,
  steamId: string,
  command: PlayerCommand,
  action: string,
  actor: string,
  request: FastifyRequest,
): Promise<ExecuteResult<A>> {
  const withRequest = { ...command, request: clientRequest(request, action) };
  return commandBus.execute<PlayerStreamCommand, ExecuteResult<A>>(
    new PlayerStreamCommand(steamId, withRequest, commandContext(request, actor)),
  );
}
