import { Module } from '@nestjs/common';
import { PlayersModule } from '../players';
import { GetGameHandler, GetPlayerGamesHandler, GetRecentGamesHandler } from './game.queries';
import { GetLoadoutsHandler } from './game-start.query';
import { GamesController } from './games.controller';
import { IngestionController } from './ingestion.controller';
import { RecordGameResultHandler } from './record-game-result.handler';
import { RecordGameSummaryHandler } from './record-game-summary.handler';

/**
 * Game results: game servers ask for the players' loadouts as a game starts, post players'
 * results and game summaries (recorded on the players' and the games' streams), and the public
 * game pages and match histories are read.
 */
@Module({
  imports: [PlayersModule],
  controllers: [IngestionController, GamesController],
  providers: [
    RecordGameResultHandler,
    RecordGameSummaryHandler,
    GetGameHandler,
    GetRecentGamesHandler,
    GetPlayerGamesHandler,
    GetLoadoutsHandler,
  ],
})
export class GameResultsModule {}
