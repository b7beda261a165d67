import * as fs from 'node:fs';
import * as path from 'node:path';
import type { PlayerResult } from '@arena/domain';

/** The test data folder beside the checkout (README, "The two commands": CI has it there; the project commits none of it). */
const SHARED_DATA = path.resolve(__dirname, '../../../shared/data');

/** The real 8-player game 6617222774, one payload per player, in the order the servers posted them. */
export function loadSampleGame(): PlayerResult[] {
  return JSON.parse(fs.readFileSync(path.join(SHARED_DATA, 'game-6617222774.json'), 'utf8')) as PlayerResult[];
}
