import { CommandHandler, ICommandHandler, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { catalogDecider, CATALOG_STREAM, type CatalogCommand, type Sale, type SaleTerms } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';

/** An admin's change to the sales (`decideSales` on the `catalog` stream). */
export class ChangeSalesCommand {
  constructor(
    readonly command: CatalogCommand,
    readonly context: CommandContext,
  ) {}
}

/**
 * Decides an admin's change to the sales on the `catalog` stream.
 * @throws DomainError `invalid_sale`, `sale_exists`, `sale_not_found`, `idempotency_key_reused`.
 */
@CommandHandler(ChangeSalesCommand)
export class ChangeSalesHandler implements ICommandHandler<ChangeSalesCommand, ExecuteResult<SaleTerms>> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ command, context }: ChangeSalesCommand): Promise<ExecuteResult<SaleTerms>> {
    // a sales command answers a sale's terms (`decideSales`)
    return this.repository.execute(CATALOG_STREAM, catalogDecider, (state) => catalogDecider.decide(command, state), context) as Promise<
      ExecuteResult<SaleTerms>
    >;
  }
}

/** Every sale ever scheduled, ended ones too, for the admin console. */
export class ListAllSalesQuery {}

/**
 * Reads the sales where they are decided, the `catalog` stream (a few hundred events at most):
 * an admin sees their own change at once, and the ended sales the public read model drops.
 */
@QueryHandler(ListAllSalesQuery)
export class ListAllSalesHandler implements IQueryHandler<ListAllSalesQuery, Sale[]> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute(): Promise<Sale[]> {
    return [...(await this.repository.read(CATALOG_STREAM, catalogDecider)).sales.values()];
  }
}
