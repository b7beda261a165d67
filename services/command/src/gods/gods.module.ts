import { Module } from '@nestjs/common';
import { GodsController } from './gods.controller';
import { GetPlayerGodsHandler } from './player-gods.query';

/** Gods: which a player owns and why, and their progress towards the gold cards. */
@Module({ controllers: [GodsController], providers: [GetPlayerGodsHandler] })
export class GodsModule {}
