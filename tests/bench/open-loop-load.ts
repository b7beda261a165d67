import * as os from 'node:os';
import { Pool } from 'undici';
import { readProcessUsage } from './cpu-cost';
import { type RequestKind, type StepPlan, percentile, stepSchedule, stepVerdict } from './open-loop-plan';

/**
 * The open-loop generator of `open-loop.ts`: sends requests on a fixed schedule (request i of a
 * step at i / rate seconds), whatever the server answers, over undici pools of keep-alive
 * connections, and measures each request's latency from its scheduled send time, so a server
 * that falls behind is charged for the requests waiting on it (no coordinated omission). The
 * generator's own lag (a send later than its schedule), its requests in flight and the sends that
 * found every connection busy (queued in the generator) are reported beside the latencies.
 */

/** A request to send: `path` with its query, the headers it needs, a JSON body or none. */
export interface OutgoingRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A command instance the load is spread over (round-robin). */
export interface LoadTarget {
  baseUrl: string;
  /** Its process id, for CPU time and resident memory (/proc). */
  pid: number;
}

/** CPU (share of one core: process CPU time / wall time) and resident memory (largest sample, MiB) of a process over a step's measured window. */
export interface ProcessUsage {
  cpu: number;
  rssMiB: number;
}

/** What one step measured; times in ms. */
export interface StepFigures {
  rate: number;
  seconds: number;
  /** Requests whose send time fell in the measured window, and how many of them failed (a non-2xx answer, an error, a timeout). */
  sent: number;
  failed: number;
  /** Requests of the measured window not sent: the step stopped once more than `maxBacklogSeconds` of requests were in flight (counted as failed). */
  abandoned: number;
  /** Failures by kind and status (`claim 409`, `game error`), with one answer of each. */
  failures: Record<string, { count: number; example: string }>;
  /** Answers per second over the measured window. */
  answeredPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** p99 from each request's actual send instead of its schedule: far below `p99Ms` when the generator lagged. Not the verdict's figure. */
  p99FromSendMs: number;
  byKind: Partial<Record<RequestKind, { sent: number; failed: number; p50Ms: number; p99Ms: number }>>;
  generator: {
    /** Sends later than their schedule by more than `lateMs` (the generator lagging, not the server), and the latest. */
    lateSends: number;
    lateMs: number;
    maxLateMs: number;
    /** Most requests in flight at once, over every instance. */
    maxInFlight: number;
    /** Sends that found every connection to their instance busy: they waited in the generator (still timed from their schedule). */
    queuedSends: number;
    cpu: number;
  };
  /** Each command instance, in order; then the projector. */
  command: ProcessUsage[];
  projector: ProcessUsage;
  /** The machine's 1-minute load average at the step's end (other processes on the machine show here). */
  loadAverage: number;
  pass: boolean;
  verdict: string;
}

export interface LoadOptions {
  /** Keep-alive connections per instance. */
  connections: number;
  /** A request unanswered after this long fails, ms. */
  timeoutMs: number;
  /** A send later than its schedule by more than this is counted as the generator's lag, ms. */
  lateMs: number;
  /** A step stops (and fails) once more requests than this many seconds of its rate are in flight. */
  maxBacklogSeconds: number;
}

/** Keep-alive connection pools to the instances, and the requests in flight on each. */
export class LoadClient {
  readonly pools: Pool[];
  readonly inFlight: number[];

  constructor(
    readonly targets: readonly LoadTarget[],
    readonly options: LoadOptions,
  ) {
    this.pools = targets.map(
      ({ baseUrl }) =>
        new Pool(baseUrl, {
          connections: options.connections,
          pipelining: 1,
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
        }),
    );
    this.inFlight = targets.map(() => 0);
  }

  /** Sends one request to instance `index`; its status and, unless 2xx, its body (a network error or timeout: status 0 and the error). */
  async send(index: number, request: OutgoingRequest): Promise<{ status: number; text: string }> {
    this.inFlight[index] += 1;
    try {
      const { statusCode, body } = await this.pools[index].request({
        method: request.method,
        path: request.path,
        headers: request.headers,
        body: request.body,
      });
      if (statusCode >= 200 && statusCode < 300) {
        await body.dump();
        return { status: statusCode, text: '' };
      }
      return { status: statusCode, text: (await body.text()).slice(0, 300) };
    } catch (error) {
      return { status: 0, text: (error as Error).message };
    } finally {
      this.inFlight[index] -= 1;
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.pools.map((pool) => pool.close()));
  }
}

/**
 * Runs one step: `plan.rate` requests/s, the kind of each from `pick`, built by `build` for the
 * instance it goes to (request i to instance i mod n), for the warm-up then the measured window;
 * resolves when every request sent has been answered or has failed.
 * @param projectorPid the projector's process, whose CPU and memory are reported too.
 */
export async function runStep(
  plan: StepPlan,
  client: LoadClient,
  pick: () => RequestKind,
  build: (kind: RequestKind, target: LoadTarget) => OutgoingRequest,
  projectorPid: number,
): Promise<StepFigures> {
  const schedule = stepSchedule(plan);
  const { targets, options } = client;
  const latencies: Partial<Record<RequestKind, number[]>> = {};
  const failures: StepFigures['failures'] = {};
  const failedByKind: Partial<Record<RequestKind, number>> = {};
  let lateSends = 0;
  let maxLateMs = 0;
  let maxInFlight = 0;
  let queuedSends = 0;
  let sent = 0;
  let failed = 0;
  let abandoned = 0;
  const usage = new UsageWindow([...targets.map((target) => target.pid), projectorPid]);
  const answers: Promise<void>[] = [];
  /** Latencies from the actual send (the generator's lag left out), for telling its lag from the service's. */
  const fromSend: number[] = [];

  const fire = (i: number, scheduledAt: number) => {
    const kind = pick();
    const index = i % targets.length;
    const request = build(kind, targets[index]);
    const measured = schedule.measured(i);
    if (i === schedule.firstMeasured) usage.start();
    const sentAt = performance.now();
    const late = sentAt - scheduledAt;
    if (client.inFlight[index] >= options.connections) queuedSends += measured ? 1 : 0;
    const answer = client.send(index, request).then(({ status, text }) => {
      if (!measured) return;
      const ok = status >= 200 && status < 300;
      sent += 1;
      const answeredAt = performance.now();
      (latencies[kind] ??= []).push(answeredAt - scheduledAt);
      fromSend.push(answeredAt - sentAt);
      if (ok) return;
      failed += 1;
      failedByKind[kind] = (failedByKind[kind] ?? 0) + 1;
      const key = `${kind} ${status === 0 ? 'error' : status}`;
      failures[key] = { count: (failures[key]?.count ?? 0) + 1, example: failures[key]?.example ?? text };
    });
    answers.push(answer);
    if (measured) {
      if (late > options.lateMs) lateSends += 1;
      maxLateMs = Math.max(maxLateMs, late);
      maxInFlight = Math.max(
        maxInFlight,
        client.inFlight.reduce((sum, n) => sum + n, 0),
      );
    }
  };

  await new Promise<void>((resolve) => {
    const start = performance.now() + 5;
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < schedule.count && start + schedule.at(next) <= now) {
        fire(next, start + schedule.at(next));
        next += 1;
      }
      // an overloaded server: stop the step rather than queue minutes of requests behind it
      if (next < schedule.count && client.inFlight.reduce((sum, n) => sum + n, 0) > plan.rate * options.maxBacklogSeconds) {
        abandoned = schedule.count - Math.max(next, schedule.firstMeasured);
        next = schedule.count;
      }
      if (next < schedule.count) setTimeout(tick, Math.max(0, start + schedule.at(next) - performance.now()));
      else resolve();
    };
    setTimeout(tick, 5);
  });
  const used = usage.end();
  await Promise.all(answers);

  const all = Object.values(latencies)
    .flat()
    .sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  const byKind: StepFigures['byKind'] = {};
  for (const [kind, values] of Object.entries(latencies) as [RequestKind, number[]][]) {
    values.sort((a, b) => a - b);
    byKind[kind] = {
      sent: values.length,
      failed: failedByKind[kind] ?? 0,
      p50Ms: ms(percentile(values, 50)),
      p99Ms: ms(percentile(values, 99)),
    };
  }
  const p99Ms = ms(percentile(all, 99));
  if (abandoned > 0) failures['not sent'] = { count: abandoned, example: `over ${options.maxBacklogSeconds} s of requests in flight` };
  const { pass, reason } = stepVerdict({ sent: sent + abandoned, failed: failed + abandoned, p99Ms });
  return {
    rate: plan.rate,
    seconds: plan.seconds,
    sent: sent + abandoned,
    failed: failed + abandoned,
    abandoned,
    failures,
    answeredPerSecond: Math.round((sent - failed) / plan.seconds),
    p50Ms: ms(percentile(all, 50)),
    p90Ms: ms(percentile(all, 90)),
    p99Ms,
    maxMs: ms(all.at(-1) ?? Number.NaN),
    p99FromSendMs: ms(
      percentile(
        fromSend.sort((a, b) => a - b),
        99,
      ),
    ),
    byKind,
    generator: { lateSends, lateMs: options.lateMs, maxLateMs: ms(maxLateMs), maxInFlight, queuedSends, cpu: used.generatorCpu },
    command: used.processes.slice(0, targets.length),
    projector: used.processes[targets.length],
    loadAverage: Math.round(os.loadavg()[0] * 100) / 100,
    pass,
    verdict: reason,
  };
}

/** CPU time over wall time and the largest resident memory (sampled every 500 ms) of processes, and this process's CPU, over a window. */
class UsageWindow {
  private startedAt = 0;
  private cpuAtStart: number[] = [];
  private ownCpuAtStart = process.cpuUsage();
  private maxRss: number[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly pids: number[]) {}

  start(): void {
    this.startedAt = performance.now();
    this.ownCpuAtStart = process.cpuUsage();
    const now = this.pids.map(readProcessUsage);
    this.cpuAtStart = now.map((usage) => usage.cpuSeconds);
    this.maxRss = now.map((usage) => usage.rssBytes);
    this.timer = setInterval(() => this.sample(), 500);
  }

  end(): { processes: ProcessUsage[]; generatorCpu: number } {
    clearInterval(this.timer);
    // the step stopped before its measured window began
    if (!this.startedAt) return { processes: this.pids.map(() => ({ cpu: Number.NaN, rssMiB: Number.NaN })), generatorCpu: Number.NaN };
    const wallSeconds = (performance.now() - this.startedAt) / 1000;
    const now = this.sample();
    const own = process.cpuUsage(this.ownCpuAtStart);
    const share = (seconds: number) => Math.round((seconds / wallSeconds) * 100) / 100;
    return {
      processes: now.map((usage, i) => ({
        cpu: share(usage.cpuSeconds - this.cpuAtStart[i]),
        rssMiB: Math.round(this.maxRss[i] / 1024 / 1024),
      })),
      generatorCpu: share((own.user + own.system) / 1e6),
    };
  }

  private sample() {
    const now = this.pids.map(readProcessUsage);
    now.forEach((usage, i) => (this.maxRss[i] = Math.max(this.maxRss[i], usage.rssBytes)));
    return now;
  }
}
