import { CommandHandler, ICommandHandler, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { decideChangeUserType, playerDecider, playerStream, UserType, UserTypeAnswer } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';

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
 * Records `UserTypeChanged` on `player-{steamId}` with the admin as actor; the same type again
 * records nothing.
 * @throws DomainError `player_not_found`, `own_user_type` (see `decideChangeUserType`).
 */
@CommandHandler(ChangeUserTypeCommand)
export class ChangeUserTypeHandler implements ICommandHandler<ChangeUserTypeCommand, ExecuteResult<UserTypeAnswer>> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ steamId, userType, reason, context }: ChangeUserTypeCommand): Promise<ExecuteResult<UserTypeAnswer>> {
    const command = { type: 'ChangeUserType' as const, steamId, userType, reason, changedBy: context.actor };
    return this.repository.execute(playerStream(steamId), playerDecider, (state) => decideChangeUserType(command, state), context);
  }
}

/** A player's user type: PLAYER for anyone without a `UserTypeChanged` (a visitor's id too). */
export class GetUserTypeQuery {
  constructor(readonly steamId: string) {}
}

/**
 * Reads the user type where it is decided, the player's stream (cached state, then the events
 * after it), not the read model: a role granted or taken a moment ago counts at once, for the
 * session and for every check of the server alike.
 */
@QueryHandler(GetUserTypeQuery)
export class GetUserTypeHandler implements IQueryHandler<GetUserTypeQuery, UserType> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute({ steamId }: GetUserTypeQuery): Promise<UserType> {
    return (await this.repository.read(playerStream(steamId), playerDecider)).userType;
  }
}
