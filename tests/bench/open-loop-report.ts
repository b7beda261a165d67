import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { measureOpenLoop, type OpenLoopFigures, type OpenLoopOptions, type OpenLoopRun } from './open-loop';
import { parseRates } from './open-loop-plan';
import { printHeader, printRow } from './table';

/**
 * The open-loop measure's settings from the environment: BENCH_OPEN_LOOP_RATES (increasing
 * requests/s, default 250,375,500,750,1000,1500,2000,2500,3000,4000,5000), BENCH_OPEN_LOOP_SECONDS (measured
 * seconds per step, default 12), BENCH_OPEN_LOOP_WARMUP (seconds before each step's measure, default
 * 3), BENCH_OPEN_LOOP_CONNECTIONS (keep-alive connections per instance, default 128),
 * BENCH_OPEN_LOOP_NAMESPACE (the read-model namespace's prefix, default `bench-open-loop`). A smoke
 * run: BENCH_OPEN_LOOP_RATES=100,200 BENCH_OPEN_LOOP_SECONDS=2.
 */
export function openLoopSettings(root: string, redisUrl: string): OpenLoopOptions {
  return {
    root,
    redisUrl,
    rates: parseRates(process.env.BENCH_OPEN_LOOP_RATES ?? '250,375,500,750,1000,1500,2000,2500,3000,4000,5000'),
    seconds: Number(process.env.BENCH_OPEN_LOOP_SECONDS ?? 12),
    warmupSeconds: Number(process.env.BENCH_OPEN_LOOP_WARMUP ?? 3),
    connections: Number(process.env.BENCH_OPEN_LOOP_CONNECTIONS ?? 128),
    namespacePrefix: process.env.BENCH_OPEN_LOOP_NAMESPACE ?? 'bench-open-loop',
  };
}

/**
 * `BENCH_ONLY=open-loop npm run bench`: `measureOpenLoop` with `openLoopSettings`, printed as rows
 * (one per number of command instances) and written to artifacts/bench-open-loop.json.
 */
export async function reportOpenLoop(root: string, redisUrl: string): Promise<OpenLoopFigures> {
  const figures = await measureOpenLoop(openLoopSettings(root, redisUrl));
  printHeader();
  printOpenLoopRows(figures);
  fs.mkdirSync(path.join(root, 'artifacts'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'artifacts/bench-open-loop.json'),
    JSON.stringify({ machine: { cpus: os.cpus().length, node: process.version }, openLoop: figures }, null, 2),
  );
  console.log('\nwritten to artifacts/bench-open-loop.json');
  return figures;
}

/** One table row per run (one command instance, two): the highest passing rate and its figures, then the step that failed. */
export function printOpenLoopRows(figures: OpenLoopFigures): void {
  for (const run of figures.runs) openLoopRow(run, figures.budgetP99Ms);
}

function openLoopRow(run: OpenLoopRun, budgetMs: number): void {
  const name = `open-loop mixed load, ${run.instances === 1 ? 'one instance' : run.instances === 2 ? 'two instances' : `${run.instances} instances`}`;
  const step = run.atHighest;
  const passed = step
    ? `${step.rate} req/s: p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms, ${step.sent} requests, none failed; command CPU ${step.command
        .map((c) => `${c.cpu}`)
        .join(
          ' + ',
        )} core, ${step.command.map((c) => `${c.rssMiB}`).join(' + ')} MiB resident; projector CPU ${step.projector.cpu}; generator CPU ${step.generator.cpu}, ${step.generator.lateSends} sends late by > ${step.generator.lateMs} ms`
    : 'no step passed';
  const failed = run.steps.find((s) => !s.pass);
  const next = failed
    ? `${failed.rate} req/s: p99 ${failed.p99Ms} ms, ${failed.failed} of ${failed.sent} failed${failed.generator.lateSends ? `, ${failed.generator.lateSends} sends late (the generator lagging)` : ''}`
    : 'no step failed (the rates stopped first)';
  printRow(name, passed, `next step: ${next}`, '—', `p99 < ${budgetMs} ms, no failure`, run.highestPassingRate !== null);
}
