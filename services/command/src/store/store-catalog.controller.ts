import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CosmeticsList, SalesList } from '@arena/contract';
import { GetCosmeticsQuery, GetSalesQuery } from './store.queries';

/** What the store sells and its sales: public (docs/game-rules.md "Gold prices", "Sales"; the chests' odds are the chests feature's). */
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
}
