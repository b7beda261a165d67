import { Module } from '@nestjs/common';
import { GodsController } from './gods.controller';
import { GetPlayerGodsHandler } from './player-gods.query';

/** Gods: which a player owns and why, their progress towards the gold cards, and the gods they ban from their pool. */
@Module({ controllers: [GodsController], providers: [GetPlayerGodsHandler] })
export class GodsModule {}
