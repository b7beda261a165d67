import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { playerDecider, playerStream, type PlayerAnswer, type PlayerCommand } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';

/**
 * Any command of the `player-{steamId}` stream (`decidePlayer`) that needs nothing but the
 * player's stream: the controllers of the features that act on a player (claims, equips,
 * grants...) send it, usually through `actOnPlayer`.
 */
export class PlayerStreamCommand {
  constructor(
    readonly steamId: string,
    readonly command: PlayerCommand,
    readonly context: CommandContext,
  ) {}
}

/**
 * Loads `player-{steamId}`, decides `command` with `decidePlayer`, appends with the expected
 * revision. The handlers whose decision needs something from elsewhere first (a sale from the
 * catalog, a seed, a code's use, a partner account) call this themselves once they have it, so
 * that each command has one handler.
 * @typeParam A the answer `command` gets (the caller's type for it; `decidePlayer` answers a union).
 * @returns the decision's answer and the position of the last event appended.
 * @throws DomainError as `decidePlayer` does; WrongExpectedRevisionError when the stream kept
 *         changing (answered 503 `busy`).
 */
export function executePlayerCommand<A extends PlayerAnswer = PlayerAnswer>(
  repository: EventSourcedRepository,
  steamId: string,
  command: PlayerCommand,
  context: CommandContext,
): Promise<ExecuteResult<A>> {
  return repository.execute(playerStream(steamId), playerDecider, (state) => playerDecider.decide(command, state), context) as Promise<
    ExecuteResult<A>
  >;
}

/** Handles `PlayerStreamCommand` with `executePlayerCommand`. */
@CommandHandler(PlayerStreamCommand)
export class PlayerStreamHandler implements ICommandHandler<PlayerStreamCommand, ExecuteResult<PlayerAnswer>> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ steamId, command, context }: PlayerStreamCommand): Promise<ExecuteResult<PlayerAnswer>> {
    return executePlayerCommand(this.repository, steamId, command, context);
  }
}
