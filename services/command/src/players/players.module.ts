import { Module } from '@nestjs/common';
import { GetBattlePassHandler, GetPlayerProfileHandler } from './player.queries';
import { PlayersController } from './players.controller';
import { RegisterPlayerHandler } from './register-player.handler';

/** Players: registration (at first sign-in), the public profile and the battle-pass stub. */
@Module({
  controllers: [PlayersController],
  providers: [RegisterPlayerHandler, GetPlayerProfileHandler, GetBattlePassHandler],
})
export class PlayersModule {}
