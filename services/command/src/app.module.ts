import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from './auth/auth.module';
import { IngestionController } from './games/ingestion.controller';
import { RecordGameResultHandler } from './games/record-game-result.handler';
import { RecordGameSummaryHandler } from './games/record-game-summary.handler';
import { SiteController } from './http/site.controller';
import { InfrastructureModule, InfrastructureOptions } from './infrastructure/infrastructure.module';
import { OpsController } from './ops/ops.controller';
import { CatalogController } from './queries/catalog.controller';
import { GetGameHandler, GetLeaderboardHandler, GetRecentGamesHandler } from './queries/game.queries';
import { GamesController } from './queries/games.controller';
import { GetBattlePassHandler, GetPlayerGamesHandler, GetPlayerProfileHandler } from './queries/player.queries';
import { PlayersController } from './queries/players.controller';
import { WriteModule } from './write/write.module';

@Module({})
export class AppModule {
  static forRoot(options: InfrastructureOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), InfrastructureModule.forRoot(options), WriteModule, AuthModule],
      controllers: [
        IngestionController,
        PlayersController,
        GamesController,
        CatalogController,
        OpsController,
        // last: its catch-all route must not shadow the others
        SiteController,
      ],
      providers: [
        RecordGameResultHandler,
        RecordGameSummaryHandler,
        GetPlayerProfileHandler,
        GetBattlePassHandler,
        GetPlayerGamesHandler,
        GetGameHandler,
        GetRecentGamesHandler,
        GetLeaderboardHandler,
      ],
    };
  }
}
