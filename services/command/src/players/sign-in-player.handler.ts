import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  BootstrapUserType,
  Decision,
  decideBootstrapUserType,
  PlayerEvent,
  playerDecider,
  playerStream,
  SignInAnswer,
  USER_TYPES_STREAM,
  userTypeOf,
  UserType,
} from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';
import { CLOCK, type Clock } from '../platform/tokens';
import { UserTypesStream, userTypesEvolver } from './user-types';

export class SignInPlayerCommand {
  constructor(
    readonly steamId: string,
    /** Name to register a new player under. */
    readonly displayName: string,
    /** The user type the configuration lists the player with, and why; null when unlisted. */
    readonly bootstrap: BootstrapUserType['bootstrap'] | null,
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
 * A sign-in: on `player-{steamId}` (`decideSignIn`) it registers a new player (an existing one,
 * signed in before or first seen in a game result, is not registered again); a player without
 * the default cosmetics (registered by a game result before the store existed) gets them
 * (`withStarterItems`); the sign-in is a visit that completes the day's login reward
 * (`withProgression`). Then a listed player is granted their bootstrap user type on the
 * `user-types` stream (`decideBootstrapUserType`), where every user type is decided; an unlisted
 * one's type is read there. The events' ids derive from `{type}:{steamId}` and their content, so
 * two racing sign-ins cannot record either twice. The answer's position is the later of the two streams'.
 */
@CommandHandler(SignInPlayerCommand)
export class SignInPlayerHandler implements ICommandHandler<SignInPlayerCommand, ExecuteResult<SignInPlayerAnswer>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly userTypes: UserTypesStream,
  ) {}

  async execute({ steamId, displayName, bootstrap, context }: SignInPlayerCommand): Promise<ExecuteResult<SignInPlayerAnswer>> {
    const command = { type: 'SignIn' as const, steamId, displayName, now: this.clock.now().getTime() };
    const signedIn = await this.repository.execute(
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
    await this.userTypes.ready();
    if (!bootstrap) {
      const userType = userTypeOf(await this.repository.read(USER_TYPES_STREAM, userTypesEvolver), steamId);
      return { answer: { ...signedIn.answer, userType }, position: signedIn.position };
    }
    const granted = await this.repository.execute(
      USER_TYPES_STREAM,
      userTypesEvolver,
      (state) => decideBootstrapUserType({ type: 'BootstrapUserType', steamId, bootstrap }, state),
      context,
      (event) => `${event.type}:${steamId}`,
    );
    return {
      answer: { ...signedIn.answer, userType: granted.answer },
      position: Math.max(signedIn.position ?? -1, granted.position ?? -1),
    };
  }
}
