import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ChestOddsList, CosmeticsList, SalesList } from '@arena/contract';
import { CHEST_ODDS } from './chest-odds';
import { GetCosmeticsQuery, GetSalesQuery } from './store.queries';

/** What the store sells, its sales and its chests' odds: public (docs/game-rules.md "Gold prices", "Sales", "Published odds"). */
@Controller('api')
export class StoreCatalogController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/cosmetics` → `{items}`: every item with its prices (gold; USD cents) and its running sale. */
  @Get('cosmetics')
  cosmetics(): Promise<CosmeticsList> {
    return this.queryBus.execute(new GetCosmeticsQuery());
  }

  /** `GET /api/sales` → `{sales}`: the running and upcoming sales. */
  @Get('sales')
  sales(): Promise<SalesList> {
    return this.queryBus.execute(new GetSalesQuery());
  }

  /**
   * `GET /api/chests/odds` → `{chests}`: every chest's contents and probabilities, published before
   * purchase (docs/game-rules.md "Published odds"); they change only with a deploy.
   */
  @Get('chests/odds')
  @Header('cache-control', 'public, max-age=300')
  chestOdds(): ChestOddsList {
    return CHEST_ODDS;
  }
}
