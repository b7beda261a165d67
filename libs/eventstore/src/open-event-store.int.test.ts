import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { openEventStore } from './index';
import { KurrentDbEventStore } from './kurrentdb-event-store';
import { SqliteEventStore } from './sqlite-event-store';

describe('openEventStore', () => {
  it('opens the SQLite file or the KurrentDB adapter the configuration names', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-event-store-'));
    const sqlite = openEventStore({ kind: 'sqlite', path: path.join(dir, 'events.sqlite') });
    expect(sqlite).toBeInstanceOf(SqliteEventStore);
    await sqlite.close();
    // the client connects on its first call: nothing is reached here
    const kurrent = openEventStore({ kind: 'kurrentdb', url: 'kurrentdb://127.0.0.1:1?tls=false' });
    expect(kurrent).toBeInstanceOf(KurrentDbEventStore);
    await kurrent.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the KurrentDB client unloaded in a process on the SQLite store (it costs every start about 0.2 s of CPU)', () => {
    // the package's build, as the services load it (`npm test` builds first)
    const script = `
      const { openEventStore } = require(${JSON.stringify(path.resolve(__dirname, '../dist/index.js'))});
      const store = openEventStore({ kind: 'sqlite', path: ':memory:' });
      const loaded = (name) => Object.keys(require.cache).some((file) => file.includes(name));
      console.log(JSON.stringify({ client: loaded('kurrentdb-client'), grpc: loaded('@grpc') }));
      store.close();
    `;
    expect(JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))).toEqual({ client: false, grpc: false });
  });
});
