import { Module } from '@nestjs/common';
import { BuyItemHandler } from './buy-item.handler';
import { PlayerStoreController } from './player-store.controller';
import { StoreCatalogController } from './store-catalog.controller';
import {
  GetCosmeticsHandler,
  GetCurrentSaleHandler,
  GetPlayerCosmeticsHandler,
  GetPlusBenefitsHandler,
  GetSalesHandler,
  GetWalletHandler,
} from './store.queries';

/**
 * The store: the catalog with its sales, a player's wallet and inventory, buying with gold,
 * equipping and using items (chests are the chests feature's). Decisions on the player stream go
 * through the players feature's `PlayerStreamCommand` (equipping, daily gold) or its
 * `executePlayerCommand` (buying, whose handler gathers the running sales first).
 */
@Module({
  controllers: [StoreCatalogController, PlayerStoreController],
  providers: [
    BuyItemHandler,
    GetWalletHandler,
    GetPlayerCosmeticsHandler,
    GetPlusBenefitsHandler,
    GetCosmeticsHandler,
    GetSalesHandler,
    GetCurrentSaleHandler,
  ],
})
export class StoreModule {}
