import { Module } from '@nestjs/common';
import { LeaderboardController } from './leaderboard.controller';
import { GetLeaderboardHandler } from './leaderboard.query';

/** The public leaderboard. */
@Module({ controllers: [LeaderboardController], providers: [GetLeaderboardHandler] })
export class LeaderboardModule {}
