import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decideRegisterPlayer, playerDecider, playerStream } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';

export class RegisterPlayerCommand {
  constructor(
    readonly steamId: string,
    /** Name to register a new player under. */
    readonly displayName: string,
    readonly context: CommandContext,
  ) {}
}

export interface RegisterPlayerAnswer {
  /** True when this sign-in created the player. */
  created: boolean;
  /** The player's name on the write side: the existing one, or the one just registered. */
  displayName: string;
}

/**
 * Registers a player on `player-{steamId}` at first sign-in; an existing player (signed in
 * before, or first seen in a game result) decides nothing. The event's id is derived from
 * `PlayerRegistered:{steamId}`, so two racing sign-ins cannot register twice.
 */
@CommandHandler(RegisterPlayerCommand)
export class RegisterPlayerHandler implements ICommandHandler<RegisterPlayerCommand, ExecuteResult<RegisterPlayerAnswer>> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ steamId, displayName, context }: RegisterPlayerCommand): Promise<ExecuteResult<RegisterPlayerAnswer>> {
    return this.repository.execute(
      playerStream(steamId),
      playerDecider,
      (state) => {
        const decision = decideRegisterPlayer({ type: 'RegisterPlayer', steamId, displayName }, state);
        const name = state.registered && state.displayName ? state.displayName : displayName;
        return { events: decision.events, answer: { created: decision.answer.created, displayName: name } };
      },
      context,
      () => `PlayerRegistered:${steamId}`,
    );
  }
}
