import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { StatsController } from './stats.controller';
import { GetEconomyStatsHandler, GetGameStatsHandler, GetRankedStatsHandler } from './stats.queries';

/** The statistics of the console (`/api/stats/*`), read from the counters of `@arena/read-models` stats; ADMIN and STATS_GUY. */
@Module({
  imports: [AuthModule],
  controllers: [StatsController],
  providers: [GetRankedStatsHandler, GetGameStatsHandler, GetEconomyStatsHandler],
})
export class StatsModule {}
