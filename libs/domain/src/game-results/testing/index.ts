/** Test fixtures of game results. Imported from tests only. */
export { ratedAt, RECORDED_AT, recordResult, resultAt, SAMPLE_RESULTS, TESTER_STEAM_ID } from './results';
