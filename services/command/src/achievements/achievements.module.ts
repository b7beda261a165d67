import { Module } from '@nestjs/common';
import { AchievementsController } from './achievements.controller';

/** Achievements and their claims; decisions go through the players feature's `PlayerStreamCommand`. */
@Module({ controllers: [AchievementsController] })
export class AchievementsModule {}
