import { Module } from '@nestjs/common';
import { PlayersModule } from '../players';
import { QuestsController } from './quests.controller';

/** Daily quests, login and welcome rewards, the double-down; decisions go through the players feature's `PlayerStreamCommand`. */
@Module({ imports: [PlayersModule], controllers: [QuestsController] })
export class QuestsModule {}
