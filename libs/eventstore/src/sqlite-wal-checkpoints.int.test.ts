import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from './sqlite-event-store';

/**
 * WAL checkpoints run on a worker thread (`WalCheckpointer`): the appended pages reach the
 * database file without an append paying the disk sync. With `inline` checkpoints, SQLite's own,
 * the same appends stay in the log (below its 1,000 pages), so the file does not grow.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Appends `count` events of about 1 kB, 50 streams at a time (group commits). */
async function appendEvents(store: SqliteEventStore, count: number) {
  const text = 'x'.repeat(1000);
  for (let start = 0; start < count; start += 50)
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store.append(
          `s-${start + i}`,
          [{ id: `e-${start + i}`, type: 'Noted', data: { text }, metadata: { decidedAt: '2026-01-01T00:00:00.000Z' } }],
          'no_stream',
        ),
      ),
    );
}

/** The database file's size in bytes once it stops changing, polled until `until` holds or 10 s pass. */
async function fileSize(path: string, until: (bytes: number) => boolean): Promise<number> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (until(statSync(path).size)) break;
  }
  return statSync(path).size;
}

describe('SqliteEventStore WAL checkpoints', () => {
  const open = (checkpoints: 'worker' | 'inline') => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-wal-'));
    dirs.push(dir);
    const path = join(dir, 'events.sqlite');
    return { path, store: new SqliteEventStore(path, { checkpoints }) };
  };

  test('the worker copies appended pages into the database file, and every event reads back', async () => {
    const { path, store } = open('worker');
    const empty = statSync(path).size;
    await appendEvents(store, 300);
    expect(await fileSize(path, (bytes) => bytes > empty + 300_000)).toBeGreaterThan(empty + 300_000);
    expect(await store.headPosition()).toBe(300);
    expect((await store.readAll(0, 5000)).map((event) => event.stream)).toHaveLength(300);
    await store.close();
  });

  test('with inline checkpoints the same appends stay in the log', async () => {
    const { path, store } = open('inline');
    const empty = statSync(path).size;
    await appendEvents(store, 300);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(statSync(path).size).toBe(empty);
    await store.close();
  });
});
