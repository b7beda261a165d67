import { CommandHandler, ICommandHandler, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  decideChangeUserType,
  evolveUserTypes,
  initialUserTypesState,
  playerDecider,
  playerStream,
  USER_TYPES_STREAM,
  userTypeOf,
  type UserType,
  type UserTypeAnswer,
  type UserTypeChanged,
  type UserTypesState,
} from '@arena/domain';
import { CommandContext, EventSourcedRepository, Evolver, ExecuteResult } from '../platform/event-sourced-repository';

/**
 * How the `user-types` stream folds: one small state (the players whose type is not PLAYER),
 * kept in the repository's cache and brought up to date with the events after it at each read.
 */
export const userTypesEvolver: Evolver<UserTypesState, UserTypeChanged> = { initialState: initialUserTypesState, evolve: evolveUserTypes };

/** An admin sets a player's user type (`decideChangeUserType`); `context.actor` is the admin. */
export class ChangeUserTypeCommand {
  constructor(
    readonly steamId: string,
    readonly userType: UserType,
    /** Why, for the record. */
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}

/**
 * Records `UserTypeChanged` on the `user-types` stream with the admin as actor; the same type
 * again records nothing. Whether the player is registered is read from `player-{steamId}` first
 * (a registration is never undone); everything else, the acting admin's own type included, is
 * decided on the one `user-types` stream with its expected revision, so two admins demoting each
 * other on two instances cannot both succeed (docs/architecture.md, "Rules that span streams").
 * @throws DomainError `player_not_found`, `own_user_type`, `last_admin`, `forbidden` (see
 *         `decideChangeUserType`); WrongExpectedRevisionError when the stream kept changing (503 `busy`).
 */
@CommandHandler(ChangeUserTypeCommand)
export class ChangeUserTypeHandler implements ICommandHandler<ChangeUserTypeCommand, ExecuteResult<UserTypeAnswer>> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute({ steamId, userType, reason, context }: ChangeUserTypeCommand): Promise<ExecuteResult<UserTypeAnswer>> {
    const { registered } = await this.repository.read(playerStream(steamId), playerDecider);
    const command = { type: 'ChangeUserType' as const, steamId, userType, reason, changedBy: context.actor, playerRegistered: registered };
    return this.repository.execute(USER_TYPES_STREAM, userTypesEvolver, (state) => decideChangeUserType(command, state), context);
  }
}

/** A player's user type: PLAYER for anyone without a `UserTypeChanged` (a visitor's id too). */
export class GetUserTypeQuery {
  constructor(readonly steamId: string) {}
}

/**
 * Reads the user type where it is decided, the `user-types` stream (cached state, then the
 * events after it), not the read model: a role granted or taken a moment ago counts at once, for
 * the session and for every check of the server alike.
 */
@QueryHandler(GetUserTypeQuery)
export class GetUserTypeHandler implements IQueryHandler<GetUserTypeQuery, UserType> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute({ steamId }: GetUserTypeQuery): Promise<UserType> {
    return userTypeOf(await this.repository.read(USER_TYPES_STREAM, userTypesEvolver), steamId);
  }
}
