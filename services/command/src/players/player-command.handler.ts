import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { playerDecider, playerStream, type PlayerAnswer, type PlayerCommand } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';

/**
 * Any command of the `player-{steamId}` stream (`decidePlayer`): the features that act on a
 * player (store, chests...) send it once they have gathered what the decision needs from
 * elsewhere (a sale from the catalog, a seed).
 */
export class PlayerStreamCommand {
  constructor(
    readonly steamId: string,
    readonly command: PlayerCommand,
    readonly context: CommandContext,
  ) {}
}

/**
 * Loads `player-{steamId}`, decides with `decidePlayer`, appends with the expected revision.
 * @throws DomainError as `decidePlayer` does; WrongExpectedRevisionError when the stream kept
 *         changing (answered 503 `busy`).
 */
@CommandHandler(PlayerStreamCommand)
export class PlayerStreamHandler implements ICommandHandler<PlayerStreamCommand, ExecuteResult<PlayerAnswer>> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ steamId, command, context }: PlayerStreamCommand): Promise<ExecuteResult<PlayerAnswer>> {
    return this.repository.execute(playerStream(steamId), playerDecider, (state) => playerDecider.decide(command, state), context);
  }
}
