import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  demoGame,
  demoPlayers,
  EventSourcedRepository,
  RecordGameResultCommand,
  RecordGameResultHandler,
  seededRandom,
} from '@arena/command';
import type { PlayerResult } from '@arena/domain';
import { SqliteEventStore } from '@arena/eventstore';

const CONTEXT = { actor: 'server:bench', correlationId: 'bench', causationId: 'bench' };
const CLOCK = { now: () => new Date() };

export interface ColdLoadFigures {
  /** Games already recorded for the player before each measured decision. */
  games: number;
  /** Milliseconds to load the player stream with a cold cache, decide one new result and append it. */
  medianMs: number;
  everyTrialMs: number[];
}

/**
 * Records `games` results of one player through the real command handler and repository (SQLite
 * file, snapshots as the service takes them), then decides `trials` more results, each with a
 * fresh repository: a cold cache, as after a restart or on another instance.
 */
export async function measureColdLoad(games: number, trials: number): Promise<ColdLoadFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-cold-load-'));
  const store = new SqliteEventStore(path.join(dir, 'events.sqlite'));
  try {
    const random = seededRandom(42);
    const template = demoGame('5000000000', demoPlayers(8, random), random).results[0];
    const resultOf = (game: number): PlayerResult => ({ ...template, matchID: String(5_000_000_000 + game) });

    const warm = new RecordGameResultHandler(new EventSourcedRepository(store, CLOCK), CLOCK);
    for (let game = 0; game < games; game++) await warm.execute(new RecordGameResultCommand(resultOf(game), CONTEXT));

    const everyTrialMs: number[] = [];
    for (let trial = 0; trial < trials; trial++) {
      const cold = new RecordGameResultHandler(new EventSourcedRepository(store, CLOCK), CLOCK);
      const started = process.hrtime.bigint();
      await cold.execute(new RecordGameResultCommand(resultOf(games + trial), CONTEXT));
      everyTrialMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    const sorted = [...everyTrialMs].sort((a, b) => a - b);
    return { games, medianMs: round2(sorted[Math.floor(sorted.length / 2)]), everyTrialMs: everyTrialMs.map(round2) };
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;
