import { ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { freePort } from '../support/ports';
import type { LoadCommand } from './lobby-load';

/**
 * The processes of the lobby bench (`lobby.ts`): lobby service instances (node
 * services/lobby/dist/main.js, their open-file limit raised where the machine allows) and load
 * generators (`lobby-load.js`), all killed when the bench exits, whatever happens.
 */

const SCRIPT = 'services/lobby/dist/main.js';
/** The open-file limit asked for each instance; the hard limit may keep it lower. */
const FILE_LIMIT = 65_536;
const MiB = 1024 * 1024;

/** Every process started here, killed on the way out whatever happens. */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** A lobby service instance in a process of its own (node services/lobby/dist/main.js), its open-file limit raised. */
/** The session secret of this run's lobby instances (production needs one of its own). */
const SESSION_SECRET = randomBytes(32).toString('hex');

export async function startInstance(options: { root: string; redisUrl: string }, namespace: string, storePath: string) {
  const port = await freePort();
  const script = path.join(options.root, SCRIPT);
  if (!fs.existsSync(script)) throw new Error(`${script} is missing: build first (npm run build)`);
  // raising the hard limit needs CAP_SYS_RESOURCE; without it the instance keeps the inherited limit (see `idleRound`)
  const child = spawn('bash', ['-c', `ulimit -n ${FILE_LIMIT} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec node "$0"`, script], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // production refuses the development secret; the bench signs sockets in with tickets only
      SESSION_SECRET,
      LOBBY_PORT: String(port),
      LOBBY_HOST: '127.0.0.1',
      REDIS_URL: options.redisUrl,
      READ_MODEL_NAMESPACE: namespace,
      EVENT_STORE_PATH: storePath,
      LOBBY_PING_MS: '30000',
      LOBBY_GRACE_SECONDS: '180',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  live.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => (live.delete(child), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const health = async (): Promise<{ status: string; sockets: number }> => {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) });
    if (response.status !== 200) throw new Error(`${url}/healthz answered ${response.status}`);
    return (await response.json()) as { status: string; sockets: number };
  };
  const instance = {
    port,
    pid: child.pid!,
    health,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the lobby service exited with code ${child.exitCode} before answering`);
    if (
      await health().then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await instance.stop();
      throw new Error(`the lobby service did not answer ${url}/healthz within 30 s`);
    }
    await sleep(100);
  }
  // the process measured must be the service itself (Node names its main thread `node-MainThread` since 24)
  const comm = fs.readFileSync(`/proc/${instance.pid}/comm`, 'utf8').trim();
  if (comm !== 'node' && comm !== 'node-MainThread') {
    await instance.stop();
    throw new Error(`the lobby service's process is ${comm}, not node`);
  }
  const fileLimit = Number(/^Max open files\s+(\d+)/m.exec(fs.readFileSync(`/proc/${instance.pid}/limits`, 'utf8'))?.[1]);
  return { ...instance, fileLimit };
}

/** A load generator (`lobby-load.js`), one command at a time, each with a time limit. */
export class Generator {
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void; timer: NodeJS.Timeout }>();
  private nextId = 0;
  private readonly exited: Promise<void>;

  constructor(
    readonly index: number,
    redisUrl: string,
    namespace: string,
  ) {
    this.child = fork(path.join(__dirname, 'lobby-load.js'), [], {
      // each generator its own source address: 127.0.0.0/8 is all loopback
      env: { ...process.env, REDIS_URL: redisUrl, READ_MODEL_NAMESPACE: namespace, BENCH_LOCAL_ADDRESS: `127.0.0.${10 + index}` },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    live.add(this.child);
    this.child.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: string }) => {
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      clearTimeout(call.timer);
      if (message.ok) call.resolve(message.result);
      else call.reject(new Error(`lobby load generator ${this.index}: ${message.error}`));
    });
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => {
        live.delete(this.child);
        for (const call of this.pending.values()) {
          clearTimeout(call.timer);
          call.reject(new Error(`lobby load generator ${this.index} exited (${signal ?? code})`));
        }
        this.pending.clear();
        resolve();
      }),
    );
  }

  call<T>(command: LoadCommand, timeoutMs: number): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`lobby load generator ${this.index}: ${command.kind} took over ${Math.round(timeoutMs / 1000)} s`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.child.send({ id, command });
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }
}

/** Resident and peak memory of process `pid`, MiB (from /proc). */
export function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMiB: Math.round((kB('VmRSS') * 1024) / MiB), peakMiB: Math.round((kB('VmHWM') * 1024) / MiB) };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
