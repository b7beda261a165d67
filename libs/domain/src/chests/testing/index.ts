/** Test helpers of the chests feature. Test code only: production code never imports this folder. */
export { chestsDecider, chestsGiven, openChest, seedWhere } from './decider';
export type { ChestsTestState } from './decider';
export { chiSquare, CHI_SQUARE_CRITICAL_P001, chiSquareCritical } from './chi-square';
