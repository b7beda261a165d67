export { GameResultsModule } from './game-results.module';
export { RecordGameResultCommand, RecordGameResultHandler } from './record-game-result.handler';
export { RecordGameSummaryCommand, RecordGameSummaryHandler } from './record-game-summary.handler';
