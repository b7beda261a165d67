import { CommandHandler, ICommandHandler, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SITE_CONTENT_STREAM, siteContentDecider, type ContentItem, type SiteContentCommand, type SiteContentState } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';

/** An admin's change to the site's content (`decideContent` on the `site-content` stream). */
export class ChangeContentCommand {
  constructor(
    readonly command: SiteContentCommand,
    readonly context: CommandContext,
  ) {}
}

/**
 * Decides an admin's change to the site's content on the `site-content` stream, with its expected
 * revision (two admins racing: the later decides again on what the first recorded).
 * @throws DomainError `invalid_content`, `content_exists`, `content_not_found`, `idempotency_key_reused`.
 */
@CommandHandler(ChangeContentCommand)
export class ChangeContentHandler implements ICommandHandler<ChangeContentCommand, ExecuteResult<ContentItem>> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ command, context }: ChangeContentCommand): Promise<ExecuteResult<ContentItem>> {
    return this.repository.execute(SITE_CONTENT_STREAM, siteContentDecider, (state) => siteContentDecider.decide(command, state), context);
  }
}

/** The whole `site-content` stream's state, for the admin console. */
export class ReadSiteContentQuery {}

/**
 * Reads the site's content where it is decided (a few hundred records at most), so an admin
 * sees their own change at once; the public pages read the read models.
 */
@QueryHandler(ReadSiteContentQuery)
export class ReadSiteContentHandler implements IQueryHandler<ReadSiteContentQuery, SiteContentState> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute(): Promise<SiteContentState> {
    return this.repository.read(SITE_CONTENT_STREAM, siteContentDecider);
  }
}
