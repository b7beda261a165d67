import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, ICommandHandler, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { EventData, EventStore, WrongExpectedRevisionError } from '@arena/eventstore';
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
import { deterministicEventId } from '../platform/event-ids';
import { CLOCK, type Clock, EVENT_STORE } from '../platform/tokens';

/**
 * How the `user-types` stream folds: one small state (the players whose type is not PLAYER),
 * kept in the repository's cache and brought up to date with the events after it at each read.
 */
export const userTypesEvolver: Evolver<UserTypesState, UserTypeChanged> = { initialState: initialUserTypesState, evolve: evolveUserTypes };

/** How many events of the log one read of the import takes. */
const IMPORT_BATCH = 1_000;

/**
 * Opens the `user-types` stream once per store: before it existed, user types were recorded as
 * `UserTypeChanged` on each `player-{steamId}` stream. The first time this process touches the
 * stream and finds it empty, it copies every such older event into it, in log order, followed by
 * `UserTypesImported {events}`, in one append that expects no stream: of two instances doing it at
 * once one wins and the other reads what it wrote. The copies keep their data and metadata (plus
 * `importedFrom`, the stream and id they came from) and get ids derived from the originals. So the
 * whole log is read at most once per store, then never again; until then, every user type is read
 * and decided after it.
 */
@Injectable()
export class UserTypesStream {
  private opened: Promise<void> | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Resolves once the stream holds every older user type (a failed attempt is tried again at the next call). */
  ready(): Promise<void> {
    this.opened ??= this.importOlderEvents().catch((error: unknown) => {
      this.opened = null;
      throw error;
    });
    return this.opened;
  }

  private async importOlderEvents(): Promise<void> {
    if ((await this.store.readStream(USER_TYPES_STREAM)).length > 0) return;
    const copies: EventData[] = [];
    for (let after = 0; ;) {
      const batch = await this.store.readAll(after, IMPORT_BATCH);
      if (batch.length === 0) break;
      for (const event of batch) {
        if (event.type !== 'UserTypeChanged' || event.stream === USER_TYPES_STREAM) continue;
        copies.push({
          id: deterministicEventId(`import:${event.id}`, event),
          type: event.type,
          data: event.data,
          metadata: { ...event.metadata, importedFrom: { stream: event.stream, id: event.id } },
        });
      }
      after = batch[batch.length - 1].position;
    }
    const imported: EventData = {
      id: randomUUID(),
      type: 'UserTypesImported',
      data: { events: copies.length },
      metadata: { actor: 'system', decidedAt: this.clock.now().toISOString() },
    };
    try {
      await this.store.append(USER_TYPES_STREAM, [...copies, imported], 'no_stream');
    } catch (error) {
      // another instance opened it first
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
}

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
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly userTypes: UserTypesStream,
  ) {}

  async execute({ steamId, userType, reason, context }: ChangeUserTypeCommand): Promise<ExecuteResult<UserTypeAnswer>> {
    const { registered } = await this.repository.read(playerStream(steamId), playerDecider);
    await this.userTypes.ready();
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
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly userTypes: UserTypesStream,
  ) {}

  async execute({ steamId }: GetUserTypeQuery): Promise<UserType> {
    await this.userTypes.ready();
    return userTypeOf(await this.repository.read(USER_TYPES_STREAM, userTypesEvolver), steamId);
  }
}
