import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { EventIdConflictError } from './append-guards';
import { type EventData, WrongExpectedRevisionError } from './port';
import { SqliteEventStore } from './sqlite-event-store';

/**
 * Appends asked for in one turn of the event loop share one SQLite transaction (group commit);
 * each keeps its own revision check and its own outcome.
 */

const tempDirs: string[] = [];

function tempDbPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arena-group-commit-'));
  tempDirs.push(dir);
  return join(dir, 'events.sqlite');
}

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function newEvent(type: string, data: Record<string, unknown> = {}): EventData {
  return { id: randomUUID(), type, data, metadata: { decidedAt: new Date().toISOString() } };
}

describe('SqliteEventStore group commit', () => {
  let path: string;
  let store: SqliteEventStore;

  beforeEach(() => {
    path = tempDbPath();
    store = new SqliteEventStore(path);
  });

  afterEach(async () => {
    await store.close();
  });

  it('lets exactly one of concurrent appends with the same expected revision win; the others conflict', async () => {
    await store.append('s', [newEvent('Start')], 'no_stream');

    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => store.append('s', [newEvent(`Next${n}`)], 0)));

    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(7);
    for (const error of lost) expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect((await store.readStream('s')).map((event) => event.type)).toEqual(['Start', 'Next0']);
  });

  it('stores every append of a group to different streams, in the order they were asked for', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => store.append(`player-${n}`, [newEvent('A', { n }), newEvent('B', { n })], 'no_stream')),
    );

    expect(results.map((result) => result.nextExpectedRevision)).toEqual(Array(10).fill(1));
    const positions = results.map((result) => result.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const all = await store.readAll(0, 100);
    expect(all).toHaveLength(20);
    expect(all.map((event) => [event.stream, event.type])).toEqual(
      Array.from({ length: 10 }, (_, n) => [
        [`player-${n}`, 'A'],
        [`player-${n}`, 'B'],
      ]).flat(),
    );
  });

  it('refuses a failing append alone: the rest of its group is committed, none of its own events', async () => {
    const stored = newEvent('Stored');
    await store.append('taken', [stored], 'no_stream');

    const [before, conflicting, reused, after] = await Promise.allSettled([
      store.append('a', [newEvent('A')], 'no_stream'),
      store.append('taken', [newEvent('Late')], 'no_stream'),
      // its first event would be inserted before its second one's id collides
      store.append('b', [newEvent('B1'), stored], 'no_stream'),
      store.append('c', [newEvent('C')], 'no_stream'),
    ]);

    expect(before.status).toBe('fulfilled');
    expect(after.status).toBe('fulfilled');
    expect(conflicting.status === 'rejected' && conflicting.reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect(reused.status === 'rejected' && reused.reason).toBeInstanceOf(EventIdConflictError);
    expect(await store.readStream('b')).toEqual([]);
    expect((await store.readAll(0, 100)).map((event) => event.type)).toEqual(['Stored', 'A', 'C']);
  });

  it('commits nothing of a group when the driver fails in the middle of it, and rejects each of its appends', async () => {
    // another connection adds a trigger that makes SQLite fail the insert of a 'Poison' event
    const admin = new Database(path);
    admin.exec(`CREATE TRIGGER poison BEFORE INSERT ON events WHEN NEW.type = 'Poison' BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`);
    admin.close();

    const outcomes = await Promise.allSettled([
      store.append('a', [newEvent('A')], 'no_stream'),
      store.append('p', [newEvent('Poison')], 'no_stream'),
      store.append('c', [newEvent('C')], 'no_stream'),
    ]);

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect(outcome.status === 'rejected' && (outcome.reason as Error).message).toBe('disk on fire');
    }
    expect(await store.headPosition()).toBe(0);
    // the store goes on: the same appends, retried without the poison, land
    await store.append('a', [newEvent('A')], 'no_stream');
    expect((await store.readAll(0, 10)).map((event) => event.type)).toEqual(['A']);
  });

  it('answers a retry repeated inside one group with the first result and stores the events once', async () => {
    const batch = [newEvent('A'), newEvent('B')];

    const [first, retry] = await Promise.all([store.append('s', batch, 'no_stream'), store.append('s', batch, 'no_stream')]);

    expect(retry).toEqual(first);
    expect(await store.headPosition()).toBe(2);
  });

  it('keeps the revision check across two instances on the same file, each committing groups', async () => {
    const other = new SqliteEventStore(path);
    try {
      const outcomes = await Promise.allSettled([
        ...Array.from({ length: 4 }, (_, n) => store.append('shared', [newEvent(`Here${n}`)], 'no_stream')),
        ...Array.from({ length: 4 }, (_, n) => other.append('shared', [newEvent(`There${n}`)], 'no_stream')),
        other.append('other-only', [newEvent('Alone')], 'no_stream'),
      ]);

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
      expect(outcomes[8].status).toBe('fulfilled');
      expect(await other.readStream('shared')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('fails a whole group, writing nothing, while another connection holds the write lock past the busy timeout', async () => {
    const impatient = new SqliteEventStore(path, { busyTimeoutMs: 20 });
    const writer = new Database(path);
    try {
      writer.exec('BEGIN IMMEDIATE');
      const outcomes = await Promise.allSettled([
        impatient.append('a', [newEvent('A')], 'no_stream'),
        impatient.append('b', [newEvent('B')], 'no_stream'),
      ]);
      writer.exec('ROLLBACK');

      for (const outcome of outcomes)
        expect(outcome.status === 'rejected' && (outcome.reason as { code?: string }).code).toBe('SQLITE_BUSY');
      expect(await impatient.headPosition()).toBe(0);
      await impatient.append('a', [newEvent('A')], 'no_stream');
      expect(await store.headPosition()).toBe(1);
    } finally {
      if (writer.inTransaction) writer.exec('ROLLBACK');
      writer.close();
      await impatient.close();
    }
  });

  it('writes the appends still waiting when the store is closed', async () => {
    const closing = new SqliteEventStore(path);
    const pending = closing.append('s', [newEvent('A')], 'no_stream');
    await closing.close();

    await expect(pending).resolves.toEqual({ nextExpectedRevision: 0, position: 1 });
    expect(await store.headPosition()).toBe(1);
  });
});
