import { Module } from '@nestjs/common';
import { ChestsController } from './chests.controller';
import { OpenChestHandler } from './open-chest.handler';

/**
 * Chests: their published odds and opening a player's chest (`use_item` refuses chests). The
 * opening is decided on the player stream through the players feature's `PlayerStreamCommand`.
 */
@Module({
  controllers: [ChestsController],
  providers: [OpenChestHandler],
})
export class ChestsModule {}
