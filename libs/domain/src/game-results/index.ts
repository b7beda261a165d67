/**
 * Game results: players' results and game summaries posted by game servers, the rating
 * decisions they take (ranks, ladder, hidden Elo MMR) and the `game-{matchId}` stream.
 */
export type {
  DoubledownArmed,
  GameEvent,
  GameResultRecorded,
  GameResultsEvent,
  GameRewardOutcome,
  GameSummaryRecorded,
  RatingOutcome,
} from './events';
export type { DoubledownAnswer, GameResultAnswer, GameSummaryAnswer, RecordGameResult, RecordGameSummary, UseDoubledown } from './commands';
export { decideRecordGameResult, isRankedGame } from './decide';
export type { RecordGameResultEvent, RecordGameResultState } from './decide';
export { decideUseDoubledown, DOUBLEDOWN_ITEM } from './doubledown';
export { decodeGameResultsSlice, encodeGameResultsSlice, evolveGameResultsSlice, godMmrOf, initialGameResultsSlice } from './state';
export type { GameResultsSlice } from './state';
export { FINGERPRINT_KEY_LENGTH, fingerprintKey, RecordedGames } from './recorded-games';
export type { RecordedGame } from './recorded-games';
export { decideRecordGameSummary, evolveGame, GAME_STREAM_PREFIX, gameDecider, gameStream, initialGameState } from './summary';
export type { GameState } from './summary';
export * from './rules/ranks';
export * from './rules/ladder';
export * from './rules/elo';
export * from './rules/rewards';
export type * from './rules/result-payload';
