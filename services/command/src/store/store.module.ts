import { Module } from '@nestjs/common';
import { BuyItemHandler } from './buy-item.handler';
import { OpenChestHandler } from './open-chest.handler';
import { PlayerStoreController } from './player-store.controller';
import { StoreCatalogController } from './store-catalog.controller';
import { GetCosmeticsHandler, GetPlayerCosmeticsHandler, GetSalesHandler } from './store.queries';

/**
 * The store: the catalog with its sales and chest odds, a player's wallet and inventory, buying
 * with gold, opening chests, equipping and using items. Decisions on the player stream go
 * through the players feature's `PlayerStreamCommand` (equipping, daily gold) or its
 * `executePlayerCommand` (buying and opening, whose handlers gather a sale or a seed first).
 */
@Module({
  controllers: [StoreCatalogController, PlayerStoreController],
  providers: [BuyItemHandler, OpenChestHandler, GetPlayerCosmeticsHandler, GetCosmeticsHandler, GetSalesHandler],
})
export class StoreModule {}
