import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CosmeticsList, CurrentSaleReply, SalesList } from '@arena/contract';
import { GetCosmeticsQuery, GetCurrentSaleQuery, GetSalesQuery } from './store.queries';

/** What the store sells and its sales: public (docs/game-rules.md "Gold prices", "Sales"; the chests' odds are the chests feature's). */
@Controller('api')
export class StoreCatalogController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/cosmetics` → a bare list, as the live site: every item with the live site's fields
   * (`cosmetic_id`, `cosmetic_name`, `cosmetic_type`, `equip_group`, `cost_coins`, `cost_usd`,
   * `rarity`), then ours (prices in gold and USD cents, contents, the running sale).
   */
  @Get('cosmetics')
  cosmetics(): Promise<CosmeticsList> {
    return this.queryBus.execute(new GetCosmeticsQuery());
  }

  /** `GET /api/sales` → `{sales}`: the running and upcoming sales (ours). */
  @Get('sales')
  sales(): Promise<SalesList> {
    return this.queryBus.execute(new GetSalesQuery());
  }

  /**
   * `GET /api/sales/current_sale` (the live site's path) → the item on sale now with the live
   * site's fields (`cost_coins` the sale price in gold, `expiration` the sale's end) or null.
   */
  @Get('sales/current_sale')
  currentSale(): Promise<CurrentSaleReply> {
    return this.queryBus.execute(new GetCurrentSaleQuery());
  }
}
