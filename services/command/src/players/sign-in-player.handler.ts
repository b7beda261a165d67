import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Decision, PlayerEvent, playerDecider, playerStream, SignIn, SignInAnswer, UserType } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';
import { CLOCK, type Clock } from '../platform/tokens';

export class SignInPlayerCommand {
  constructor(
    readonly steamId: string,
    /** Name to register a new player under. */
    readonly displayName: string,
    /** The user type the configuration lists the player with, and why; null when unlisted. */
    readonly bootstrap: SignIn['bootstrap'],
    readonly context: CommandContext,
  ) {}
}

export interface SignInPlayerAnswer {
  /** True when this sign-in created the player. */
  created: boolean;
  /** The player's name on the write side: the existing one, or the one just registered. */
  displayName: string;
  /** The player's user type after the sign-in. */
  userType: UserType;
}

/**
 * A sign-in on `player-{steamId}` (`decideSignIn`): registers a new player (an existing one,
 * signed in before or first seen in a game result, is not registered again) and grants a listed
 * player their bootstrap user type; a player without the default cosmetics (registered by a game
 * result before the store existed) gets them (`withStarterItems`); the sign-in is a visit that
 * completes the day's login reward (`withProgression`). The events' ids derive from
 * `{type}:{steamId}` and their content, so two racing sign-ins cannot record either twice.
 */
@CommandHandler(SignInPlayerCommand)
export class SignInPlayerHandler implements ICommandHandler<SignInPlayerCommand, ExecuteResult<SignInPlayerAnswer>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ steamId, displayName, bootstrap, context }: SignInPlayerCommand): Promise<ExecuteResult<SignInPlayerAnswer>> {
    const command = { type: 'SignIn' as const, steamId, displayName, bootstrap, now: this.clock.now().getTime() };
    return this.repository.execute(
      playerStream(steamId),
      playerDecider,
      (state) => {
        const decision = playerDecider.decide(command, state) as Decision<PlayerEvent, SignInAnswer>;
        const name = state.registered && state.displayName ? state.displayName : displayName;
        return { events: decision.events, answer: { ...decision.answer, displayName: name } };
      },
      context,
      (event) => `${event.type}:${steamId}`,
    );
  }
}
