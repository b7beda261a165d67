import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AchievementsModule } from './achievements';
import { AdminModule } from './admin';
import { AuthModule } from './auth';
import { AvatarsModule } from './avatars';
import { BattlePassModule } from './battle-pass';
import { CatalogModule } from './catalog';
import { ChestsModule } from './chests';
import { ContentModule } from './content';
import { GameResultsModule } from './game-results';
import { LeaderboardModule } from './leaderboard';
import { LobbiesModule } from './lobbies';
import { InfrastructureModule, InfrastructureOptions } from './platform/infrastructure.module';
import { OpsModule } from './platform/ops/ops.module';
import { OrdersModule } from './orders';
import { SiteModule } from './platform/site/site.module';
import { PartnerModule } from './partner';
import { PlayersModule } from './players';
import { QuestsModule } from './quests';
import { GodsModule } from './gods';
import { RedeemCodesModule } from './redeem-codes';
import { SalesModule } from './sales';
import { StatsModule } from './stats';
import { StoreModule } from './store';

/** The command service: the platform, then one module per feature. */
@Module({})
export class AppModule {
  static forRoot(options: InfrastructureOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        InfrastructureModule.forRoot(options),
        OpsModule,
        GameResultsModule,
        PlayersModule,
        AvatarsModule,
        LeaderboardModule,
        CatalogModule,
        StoreModule,
        ChestsModule,
        BattlePassModule,
        QuestsModule,
        AchievementsModule,
        LobbiesModule,
        SalesModule,
        RedeemCodesModule,
        PartnerModule,
        GodsModule,
        ContentModule,
        AuthModule,
        AdminModule,
        StatsModule,
        OrdersModule,
        // last: its catch-all route must not shadow the others
        SiteModule,
      ],
    };
  }
}
