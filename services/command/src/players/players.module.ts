import { Module } from '@nestjs/common';
import { GetBattlePassHandler, GetPlayerProfileHandler } from './player.queries';
import { PlayerStreamHandler } from './player-command.handler';
import { PlayersController } from './players.controller';
import { SignInPlayerHandler } from './sign-in-player.handler';
import { ChangeUserTypeHandler, GetUserTypeHandler } from './user-types';

/**
 * Players: registration (at first sign-in), user types (set by admins, bootstrapped at sign-in,
 * read from the player's stream), the public profile and the battle-pass stub.
 */
@Module({
  controllers: [PlayersController],
  providers: [PlayerStreamHandler, SignInPlayerHandler, ChangeUserTypeHandler, GetUserTypeHandler, GetPlayerProfileHandler, GetBattlePassHandler],
})
export class PlayersModule {}
