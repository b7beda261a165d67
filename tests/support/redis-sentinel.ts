import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import type { RedisSentinel } from '@arena/read-models';

/** Why a Sentinel topology cannot be started here, or null when `redis-server` runs. */
export function sentinelUnavailable(): string | null {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? null : 'redis-server is not installed (Debian: apt-get install redis-server)';
}

/** Ports of the topology's servers on 127.0.0.1. */
export interface SentinelPorts {
  primary: number;
  replica: number;
  sentinels: [number, number, number];
}

/**
 * A primary, its replica and three Sentinels (quorum 2) on 127.0.0.1, each a `redis-server`
 * child process without persistence in a temp folder, for the tests of the read models' production
 * topology (docs/architecture.md, "Redis topology"). `stop` kills them all.
 */
export class SentinelTopology {
  private readonly processes: ChildProcess[] = [];
  private readonly clients = new Map<number, Redis>();
  private constructor(
    readonly ports: SentinelPorts,
    readonly name: string,
    private readonly dir: string,
  ) {}

  /** What the services are given (REDIS_SENTINELS, REDIS_SENTINEL_NAME). */
  get sentinel(): RedisSentinel {
    return { sentinels: this.ports.sentinels.map((port) => ({ host: '127.0.0.1', port })), name: this.name };
  }

  /**
   * Starts the servers and waits until the replica is in sync and every Sentinel knows the
   * replica and the two other Sentinels (a failover needs both).
   * @throws when a port is taken or a server does not come up within 30 s.
   */
  static async start(ports: SentinelPorts, name = 'arena-test'): Promise<SentinelTopology> {
    for (const port of [ports.primary, ports.replica, ...ports.sentinels])
      if (await answers(port))
        throw new Error(`port ${port} is taken by a Redis server: stop it first (redis-cli -p ${port} shutdown nosave)`);
    const topology = new SentinelTopology(ports, name, fs.mkdtempSync(path.join(os.tmpdir(), 'arena-sentinel-')));
    try {
      topology.server(ports.primary);
      topology.server(ports.replica, ['--replicaof', '127.0.0.1', String(ports.primary)]);
      await topology.until(
        async () => (await topology.info(ports.replica, 'replication')).includes('master_link_status:up'),
        'replica in sync',
      );
      for (const port of ports.sentinels) {
        const conf = path.join(topology.dir, `sentinel-${port}.conf`);
        fs.writeFileSync(
          conf,
          [
            `port ${port}`,
            'bind 127.0.0.1',
            `dir ${topology.dir}`,
            `sentinel monitor ${name} 127.0.0.1 ${ports.primary} 2`,
            `sentinel down-after-milliseconds ${name} 2000`,
            `sentinel failover-timeout ${name} 10000`,
            '',
          ].join('\n'),
        );
        topology.spawn([conf, '--sentinel']);
      }
      await topology.until(async () => {
        for (const port of ports.sentinels) {
          const sentinel = topology.client(port);
          const replicas = (await sentinel.call('SENTINEL', 'REPLICAS', name)) as unknown[];
          const peers = (await sentinel.call('SENTINEL', 'SENTINELS', name)) as unknown[];
          if (replicas.length < 1 || peers.length < 2) return false;
        }
        return true;
      }, 'sentinels that know the replica and each other');
      return topology;
    } catch (error) {
      await topology.stop();
      throw error;
    }
  }

  /** The port of the server the Sentinel on `sentinelPort` names as primary now. */
  async primaryPort(sentinelPort = this.ports.sentinels[0]): Promise<number> {
    const [, port] = (await this.client(sentinelPort).call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', this.name)) as [string, string];
    return Number(port);
  }

  /**
   * Has a Sentinel promote the replica (`SENTINEL FAILOVER`, no vote needed) and waits until every
   * Sentinel names it primary. The old primary, still up, takes writes until Sentinel turns it
   * into a replica of the new one, about ten seconds later (`+convert-to-slave`).
   */
  async failover(): Promise<void> {
    const before = await this.primaryPort();
    const after = before === this.ports.primary ? this.ports.replica : this.ports.primary;
    await this.client(this.ports.sentinels[0]).call('SENTINEL', 'FAILOVER', this.name);
    await this.until(async () => {
      for (const port of this.ports.sentinels) if ((await this.primaryPort(port)) !== after) return false;
      return true;
    }, `the failover to port ${after}`);
  }

  /** `INFO section` of the server on `port`. */
  info(port: number, section: string): Promise<string> {
    return this.client(port).info(section);
  }

  /** Kills every server and deletes the temp folder. */
  async stop(): Promise<void> {
    for (const client of this.clients.values()) client.disconnect();
    for (const child of this.processes) child.kill('SIGKILL');
    await Promise.all(
      this.processes.map((child) =>
        child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve(),
      ),
    );
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private server(port: number, more: string[] = []): void {
    this.spawn(['--port', String(port), '--bind', '127.0.0.1', '--dir', this.dir, '--save', '', '--appendonly', 'no', ...more]);
  }

  private spawn(args: string[]): void {
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    this.processes.push(child);
  }

  /** One client per server, kept until `stop`. */
  private client(port: number): Redis {
    let client = this.clients.get(port);
    if (!client) {
      client = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
      client.on('error', () => undefined);
      this.clients.set(port, client);
    }
    return client;
  }

  private async until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await check().catch(() => false)) return;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Whether a Redis server answers on `port` of 127.0.0.1. */
async function answers(port: number): Promise<boolean> {
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
