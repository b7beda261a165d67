/** Test helpers of the chests feature. Test code only: production code never imports this folder. */
export { chestsDecider, chestsGiven, openChest, seedWhere } from './decider';
export type { ChestsTestState } from './decider';
export { chiSquare, chiSquareCritical } from './chi-square';
