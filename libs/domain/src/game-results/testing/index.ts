/** Test fixtures of game results. Imported from tests only. */
export { ratedAt, recordResult, resultAt, SAMPLE_RESULTS, TESTER_STEAM_ID } from './results';
