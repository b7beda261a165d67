import type { EventStore } from '@arena/eventstore';
import {
  EventSourcedRepository,
  RecordGameResultHandler,
  RecordGameSummaryHandler,
  RecordGameResultCommand,
  RecordGameSummaryCommand,
} from '@arena/command';
import type { DemoGame } from '@arena/command';

/**
 * Fills an event store with the events of `games`, decided by the real command handlers
 * (without HTTP), so the rebuild benchmark replays a realistic event mix; `clock` dates them.
 * @returns the number of events stored.
 */
export async function seedEventStore(
  store: EventStore,
  games: DemoGame[],
  clock: { now(): Date } = { now: () => new Date() },
): Promise<number> {
  const repository = new EventSourcedRepository(store, clock);
  const results = new RecordGameResultHandler(repository, clock);
  const summaries = new RecordGameSummaryHandler(repository);
  const context = { actor: 'bench', correlationId: 'bench', causationId: 'bench' };
  for (const game of games) {
    for (const result of game.results) await results.execute(new RecordGameResultCommand(result, context));
    await summaries.execute(new RecordGameSummaryCommand(game.summary, context));
  }
  return store.headPosition();
}
