import { Module } from '@nestjs/common';
import { PlayersModule } from '../players';
import { AchievementsController } from './achievements.controller';

/** Achievements and their claims; decisions go through the players feature's `PlayerStreamCommand`. */
@Module({ imports: [PlayersModule], controllers: [AchievementsController] })
export class AchievementsModule {}
