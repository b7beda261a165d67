import { Module } from '@nestjs/common';
import { GetPlayerProfileHandler } from './player.queries';
import { PlayerStreamHandler } from './player-command.handler';
import { PlayerViews } from './player-views';
import { PlayersController } from './players.controller';
import { SignInPlayerHandler } from './sign-in-player.handler';
import { ChangeUserTypeHandler, GetUserTypeHandler, UserTypesStream } from './user-types';

/**
 * Players: registration (at first sign-in), user types (set by admins, bootstrapped at sign-in,
 * decided and read on the `user-types` stream), the public profile, and the building blocks other features act
 * and read a player with (`PlayerStreamCommand`, `actOnPlayer`, `executePlayerCommand`, `PlayerViews`).
 */
@Module({
  controllers: [PlayersController],
  providers: [
    PlayerStreamHandler,
    SignInPlayerHandler,
    ChangeUserTypeHandler,
    GetUserTypeHandler,
    GetPlayerProfileHandler,
    PlayerViews,
    UserTypesStream,
  ],
  exports: [PlayerViews],
})
export class PlayersModule {}
