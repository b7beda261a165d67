import { CommandHandler, ICommandHandler, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { catalogDecider, CATALOG_STREAM, type CatalogCommand, type GodFlagsAnswer, type GodFlagsTable } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';

/** An admin's change to a god's global flags (`decideSetGodFlags` on the `catalog` stream). */
export class SetGodFlagsCommand {
  constructor(
    readonly command: Extract<CatalogCommand, { type: 'SetGodFlags' }>,
    readonly context: CommandContext,
  ) {}
}

/**
 * Decides an admin's change to a god's global flags on the `catalog` stream, with its expected
 * revision: two admins racing on two instances keep both changes (the later one decides again
 * on what the first recorded).
 * @throws DomainError `god_not_found`, `invalid_god_flags`, `idempotency_key_reused`.
 */
@CommandHandler(SetGodFlagsCommand)
export class SetGodFlagsHandler implements ICommandHandler<SetGodFlagsCommand, ExecuteResult<GodFlagsAnswer>> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ command, context }: SetGodFlagsCommand): Promise<ExecuteResult<GodFlagsAnswer>> {
    // a SetGodFlags command answers the god's flags (`decideSetGodFlags`)
    return this.repository.execute(CATALOG_STREAM, catalogDecider, (state) => catalogDecider.decide(command, state), context) as Promise<
      ExecuteResult<GodFlagsAnswer>
    >;
  }
}

/** Every god's global flags, where they are decided. */
export class GetGodFlagsQuery {}

/**
 * Reads the gods' global flags from the `catalog` stream (its newer events folded onto the
 * cached state): what a player's ban is decided with (docs/architecture.md "Rules that span
 * streams"), and what the admin console lists, so an admin sees their own change at once.
 */
@QueryHandler(GetGodFlagsQuery)
export class GetGodFlagsHandler implements IQueryHandler<GetGodFlagsQuery, GodFlagsTable> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute(): Promise<GodFlagsTable> {
    return (await this.repository.read(CATALOG_STREAM, catalogDecider)).godFlags;
  }
}
