import { Module } from '@nestjs/common';
import { AdminGodsController, LiveGodFlagsController } from './admin-gods.controller';
import { GetGodFlagsHandler, SetGodFlagsHandler } from './god-flags.handler';
import { GodsController } from './gods.controller';
import { GetPlayerGodsHandler } from './player-gods.query';

/**
 * Gods: which a player owns and why, their progress towards the gold cards, the gods they ban
 * from their pool, and the gods' global flags admins set on the `catalog` stream.
 */
@Module({
  controllers: [GodsController, AdminGodsController, LiveGodFlagsController],
  providers: [GetPlayerGodsHandler, SetGodFlagsHandler, GetGodFlagsHandler],
})
export class GodsModule {}
