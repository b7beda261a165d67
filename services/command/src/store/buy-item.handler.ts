import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { catalogDecider, CATALOG_STREAM, saleFor, type ClientRequest, type PurchaseAnswer } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';
import { CLOCK, type Clock } from '../platform/tokens';
import { executePlayerCommand } from '../players';

/** A player buys one item with gold. */
export class BuyItemCommand {
  constructor(
    readonly steamId: string,
    readonly itemId: string,
    readonly request: ClientRequest | null,
    readonly context: CommandContext,
  ) {}
}

/**
 * Finds the sale that applies to the item now on the `catalog` stream (`saleFor`), then decides
 * the purchase on `player-{steamId}` (`decideBuyWithGold`, at most once per request).
 * @throws DomainError `not_for_sale`, `already_owned`, `daily_limit_reached`,
 *         `insufficient_gold`, `player_not_found`, `idempotency_key_reused`.
 */
@CommandHandler(BuyItemCommand)
export class BuyItemHandler implements ICommandHandler<BuyItemCommand, ExecuteResult<PurchaseAnswer>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ steamId, itemId, request, context }: BuyItemCommand): Promise<ExecuteResult<PurchaseAnswer>> {
    const now = this.clock.now().getTime();
    const sale = saleFor(await this.repository.read(CATALOG_STREAM, catalogDecider), itemId, now);
    const command = {
      type: 'BuyWithGold' as const,
      itemId,
      sale: sale ? { saleId: sale.saleId, percentOff: sale.percentOff } : null,
      now,
      request,
    };
    return executePlayerCommand(this.repository, steamId, command, context);
  }
}
