import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import type Redis from 'ioredis';

/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (s, user and system) and resident memory (bytes) of a process, from /proc (Linux). */
export function readProcessUsage(pid: number): { cpuSeconds: number; rssBytes: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command name, which is in parentheses and may hold spaces: state is field 3
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[14 - 3]) + Number(fields[15 - 3])) / CLOCK_TICKS;
  const rssKb = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpuSeconds, rssBytes: rssKb * 1024 };
}

/**
 * CPU time one operation cost each part of the machine over a measured window, µs: the command
 * service, the live projector, Redis (its whole server: `INFO cpu`), and the bench's own load
 * generator; `total` is the three parts a deployment runs, and `ceilingPerSecond` the operations a
 * second those parts could sustain with every core of this machine busy (cores × 1 s / total), the
 * load generator left out.
 */
export interface CpuCost {
  operations: number;
  commandUs: number;
  projectorUs: number;
  redisUs: number;
  generatorUs: number;
  totalUs: number;
  cores: number;
  ceilingPerSecond: number;
}

/** Seconds of CPU Redis has used (user and system), from `INFO cpu`. */
export async function redisCpuSeconds(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const field = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? Number.NaN);
  return field('used_cpu_user') + field('used_cpu_sys');
}

/**
 * Adds up the CPU time of the command service (`commandPid`), the projector (`projectorPid`),
 * Redis and this process over windows (`measure` wraps each), and answers the cost per operation
 * over all of them. Linux only (/proc); Redis's figure is the whole server's, so nothing else may
 * use it meanwhile.
 */
export class CpuCostMeter {
  private seconds = { command: 0, projector: 0, redis: 0, generator: 0 };
  private operations = 0;

  constructor(
    private readonly redis: Redis,
    private readonly commandPid: number,
    private readonly projectorPid: number,
  ) {}

  /** Runs `load` (which performs `operations` operations) and counts its CPU time. */
  async measure<T>(operations: number, load: () => Promise<T>): Promise<T> {
    const before = await this.read();
    const result = await load();
    const after = await this.read();
    for (const part of Object.keys(this.seconds) as (keyof typeof this.seconds)[]) this.seconds[part] += after[part] - before[part];
    this.operations += operations;
    return result;
  }

  /** The cost per operation of every window so far. */
  cost(): CpuCost {
    const us = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, this.operations));
    const { command, projector, redis, generator } = this.seconds;
    const totalUs = us(command + projector + redis);
    const cores = os.cpus().length;
    return {
      operations: this.operations,
      commandUs: us(command),
      projectorUs: us(projector),
      redisUs: us(redis),
      generatorUs: us(generator),
      totalUs,
      cores,
      ceilingPerSecond: Math.round((cores * 1e6) / Math.max(1, totalUs)),
    };
  }

  private async read() {
    const own = process.cpuUsage();
    return {
      command: readProcessUsage(this.commandPid).cpuSeconds,
      projector: readProcessUsage(this.projectorPid).cpuSeconds,
      redis: await redisCpuSeconds(this.redis),
      generator: (own.user + own.system) / 1e6,
    };
  }
}

/**
 * CPU time one event of a rebuild cost, µs: the rebuild's process (its worker threads included)
 * and Redis; `ceilingPerSecond` is the rate both could sustain with every core busy, and
 * `redisCeilingPerSecond` the rate Redis alone allows, as it runs commands on one core.
 */
export interface RebuildCpuCost {
  events: number;
  rebuildUs: number;
  redisUs: number;
  cores: number;
  ceilingPerSecond: number;
  redisCeilingPerSecond: number;
}

/** The cost per event of rebuilds that applied `events` events in all, from the CPU seconds each part used. */
export function rebuildCpuCost(events: number, rebuildSeconds: number, redisSeconds: number): RebuildCpuCost {
  const us = (seconds: number) => Math.round(((seconds * 1e6) / Math.max(1, events)) * 10) / 10;
  const rebuildUs = us(rebuildSeconds);
  const redisUs = us(redisSeconds);
  const cores = os.cpus().length;
  return {
    events,
    rebuildUs,
    redisUs,
    cores,
    ceilingPerSecond: Math.round((cores * 1e6) / Math.max(0.1, rebuildUs + redisUs)),
    redisCeilingPerSecond: Math.round(1e6 / Math.max(0.1, redisUs)),
  };
}
