import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { EventIdConflictError } from './append-guards';
import { describeEventStoreContract } from './event-store-contract';
import { type EventData, type RecordedEvent, WrongExpectedRevisionError } from './port';
import { SqliteEventStore } from './sqlite-event-store';

const run = promisify(execFile);
/** Child processes resolve better-sqlite3 from the repository root, like the services do. */
const repoRoot = join(__dirname, '../../..');

const tempDirs: string[] = [];

function tempDbPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arena-eventstore-'));
  tempDirs.push(dir);
  return join(dir, 'nested', 'events.sqlite');
}

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describeEventStoreContract('SqliteEventStore', () => {
  const store = new SqliteEventStore(tempDbPath());
  return { store, cleanup: () => store.close() };
});

function newEvent(type: string, data: Record<string, unknown> = {}): EventData {
  return { id: randomUUID(), type, data, metadata: { decidedAt: new Date().toISOString() } };
}

/** Reads a child's output line by line; `next()` rejects if the output ends first. */
function readLines(output: Readable) {
  const iterator = createInterface({ input: output })[Symbol.asyncIterator]();
  return {
    async next(): Promise<string> {
      const { value, done } = await iterator.next();
      if (done) throw new Error('child output ended early');
      return value;
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('SqliteEventStore specifics', () => {
  let path: string;
  let store: SqliteEventStore;

  beforeEach(() => {
    path = tempDbPath();
    store = new SqliteEventStore(path);
  });

  afterEach(async () => {
    await store.close();
  });

  it('creates the parent directory and starts empty', async () => {
    expect(existsSync(path)).toBe(true);
    expect(await store.headPosition()).toBe(0);
    expect(await store.readAll(0, 10)).toEqual([]);
  });

  it('uses WAL mode, persisted in the file', () => {
    const probe = new Database(path, { readonly: true });
    try {
      expect(probe.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      probe.close();
    }
  });

  it('rejects an event id already stored in another stream, writing nothing', async () => {
    const event = newEvent('A');
    await store.append('stream-1', [event], 'no_stream');

    await expect(store.append('stream-2', [event], 'no_stream')).rejects.toThrow(EventIdConflictError);
    await expect(store.append('stream-1', [newEvent('B'), event], 0)).rejects.toThrow(EventIdConflictError);
    const twice = newEvent('C');
    await expect(store.append('stream-3', [twice, twice], 'no_stream')).rejects.toThrow(EventIdConflictError);

    expect(await store.readStream('stream-2')).toEqual([]);
    expect(await store.readStream('stream-3')).toEqual([]);
    expect(await store.headPosition()).toBe(1);
  });

  it('leaves the head unchanged on a retry and rejects a retry placed elsewhere', async () => {
    const batch = [newEvent('A'), newEvent('B')];
    const first = await store.append('s', batch, 'no_stream');
    await store.append('s', [newEvent('C')], 1);
    const head = await store.headPosition();

    expect(await store.append('s', batch, 'no_stream')).toEqual(first);
    expect(await store.append('s', batch, 'any')).toEqual(first);
    expect(await store.headPosition()).toBe(head);
    // The same ids presented as following revision 0 are not a retry of the append at revision 0.
    await expect(store.append('s', batch, 0)).rejects.toThrow(WrongExpectedRevisionError);
    await expect(store.append('s', batch, 2)).rejects.toThrow(EventIdConflictError);
  });

  it('rejects an empty batch and an invalid expected revision', async () => {
    await expect(store.append('s', [], 'any')).rejects.toThrow(RangeError);
    await expect(store.append('s', [newEvent('A')], -1)).rejects.toThrow(RangeError);
  });

  it('shares the file with a second instance: reads, revision checks and live subscription', async () => {
    const other = new SqliteEventStore(path, { pollIntervalMs: 10 });
    try {
      const received: RecordedEvent[] = [];
      const subscription = other.subscribeAll(0, (batch) => {
        received.push(...batch);
      });
      await store.append('shared', [newEvent('A')], 'no_stream');

      expect((await other.readStream('shared')).map((e) => e.type)).toEqual(['A']);
      await expect(other.append('shared', [newEvent('B')], 'no_stream')).rejects.toThrow(WrongExpectedRevisionError);
      await other.append('shared', [newEvent('B')], 0);
      // Appended through `store`, so `other` only learns of it by polling the file.
      await store.append('shared', [newEvent('C')], 1);

      await waitFor(() => received.length === 3);
      await subscription.close();
      expect(received.map((e) => [e.type, e.revision])).toEqual([
        ['A', 0],
        ['B', 1],
        ['C', 2],
      ]);
    } finally {
      await other.close();
    }
  });

  it('is readable by another process while a write transaction is open', async () => {
    await store.append('s', [newEvent('Committed')], 'no_stream');
    const writer = new Database(path);
    try {
      writer.exec('BEGIN IMMEDIATE');
      writer
        .prepare('INSERT INTO events (stream, revision, id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run('s', 1, randomUUID(), 'Uncommitted', '{}', '{}', new Date().toISOString());

      // spawnSync keeps this process (and its open write transaction) frozen while the child reads.
      const child = spawnSync(
        process.execPath,
        [
          '-e',
          `const db = new (require('better-sqlite3'))(process.argv[1], { readonly: true, timeout: 0 });
           console.log(JSON.stringify(db.prepare('SELECT type FROM events ORDER BY position').pluck().all()));`,
          path,
        ],
        { cwd: repoRoot, encoding: 'utf8', timeout: 10_000 },
      );

      expect(child.stderr).toBe('');
      expect(JSON.parse(child.stdout)).toEqual(['Committed']);
    } finally {
      writer.exec('ROLLBACK');
      writer.close();
    }
  });

  it('is read by another process while this one keeps appending', async () => {
    const total = 200;
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1], { readonly: true });
         const count = db.prepare('SELECT COUNT(*) FROM events').pluck();
         const seen = new Set([count.get()]);
         console.log('ready');
         const deadline = Date.now() + 20000;
         while (!seen.has(${total}) && Date.now() < deadline) seen.add(count.get());
         console.log(JSON.stringify([...seen]));`,
        path,
      ],
      { cwd: repoRoot },
    );
    const lines = readLines(reader.stdout);
    expect(await lines.next()).toBe('ready');

    for (let revision = 0; revision < total; revision += 1) {
      await store.append('s', [newEvent('Tick')], revision === 0 ? 'no_stream' : revision - 1);
      if (revision % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    }

    const counts = JSON.parse(await lines.next()) as number[];
    expect(counts).toContain(total);
    // The child saw the table at several sizes in between, not only before and after.
    expect(counts.filter((n) => n > 0 && n < total).length).toBeGreaterThan(0);
  });

  it('delivers to a subscription events appended by another process', async () => {
    const store2 = new SqliteEventStore(path, { pollIntervalMs: 10 });
    const received: RecordedEvent[] = [];
    const subscription = store2.subscribeAll(0, (batch) => {
      received.push(...batch);
    });
    try {
      // A foreign writer using the same schema, as another service process would.
      await run(
        process.execPath,
        [
          '-e',
          `const db = new (require('better-sqlite3'))(process.argv[1]);
           const insert = db.prepare('INSERT INTO events (stream, revision, id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
           for (let r = 0; r < 3; r++) insert.run('remote', r, require('crypto').randomUUID(), 'Remote', '{"r":' + r + '}', '{"decidedAt":"2024-01-01T00:00:00.000Z"}', new Date().toISOString());`,
          path,
        ],
        { cwd: repoRoot },
      );

      await waitFor(() => received.length === 3);
      expect(received.map((e) => e.data)).toEqual([{ r: 0 }, { r: 1 }, { r: 2 }]);
    } finally {
      await subscription.close();
      await store2.close();
    }
  });

  it('closes its subscriptions when the store is closed', async () => {
    const other = new SqliteEventStore(path);
    const onCaughtUp = jest.fn();
    other.subscribeAll(0, () => undefined, { onCaughtUp });
    await waitFor(() => onCaughtUp.mock.calls.length > 0);

    await expect(other.close()).resolves.toBeUndefined();
  });

  it('reports a failing handler through onError and stops', async () => {
    await store.append('s', [newEvent('A')], 'no_stream');
    const errors: Error[] = [];
    let calls = 0;
    const subscription = store.subscribeAll(
      0,
      () => {
        calls += 1;
        throw new Error('handler broke');
      },
      { onError: (error) => errors.push(error) },
    );

    await waitFor(() => errors.length === 1);
    await store.append('s', [newEvent('B')], 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await subscription.close();
    expect(errors[0].message).toBe('handler broke');
    expect(calls).toBe(1);
  });

  // its speed is the bench's (the ingestion and the rebuild figures), never a timed test
  it('appends 2,000 events one at a time and 200 batches of 100, then reads every one back in order, page by page', async () => {
    const appends = 2000;
    for (let revision = 0; revision < appends; revision += 1) {
      await store.append('perf', [newEvent('Tick', { revision })], revision === 0 ? 'no_stream' : revision - 1);
    }
    const bulk = Array.from({ length: 100 }, () => newEvent('Bulk', { some: 'payload', n: 42 }));
    for (let i = 0; i < 200; i += 1) {
      await store.append(
        `bulk-${i}`,
        bulk.map((e) => ({ ...e, id: randomUUID() })),
        'no_stream',
      );
    }
    const positions: number[] = [];
    const ticks: number[] = [];
    for (let position = 0, page = await store.readAll(0, 500); page.length > 0; page = await store.readAll(position, 500)) {
      for (const event of page) {
        positions.push(event.position);
        if (event.type === 'Tick') ticks.push((event.data as { revision: number }).revision);
      }
      position = page[page.length - 1].position;
    }
    expect(positions).toHaveLength(appends + 20_000);
    expect(positions.every((p, i) => i === 0 || p > positions[i - 1])).toBe(true);
    expect(ticks).toEqual(Array.from({ length: appends }, (_, i) => i));
  });
});
