import type { ColdLoadFigures } from './cold-load';
import type { CpuCost, RebuildCpuCost } from './cpu-cost';
import type { EconomyFigures } from './economy';
import type { readInitialJavaScript } from './initial-javascript';
import type { LighthouseFigures } from './lighthouse';
import type { LobbyFigures } from './lobby';
import type { OpenLoopFigures } from './open-loop';
import { printOpenLoopRows } from './open-loop-report';
import { printOrdersRows } from './orders-report';
import type { OrdersFigures } from './orders';
import type { ProjectorLag } from './projector-lag';
import type { ReadComparison } from './reads';
import { printHeader, printRow } from './table';

/**
 * The goals `npm run bench` checks on this 2-core machine (units in the names): player results,
 * purchases and chest openings per second over HTTP, projector rebuild in events per second, each
 * read's requests per second as a share of the bare server's measured in the same run and its p99
 * as a multiple of the bare server's p99, and a decision of a player with 10,000 games in ms.
 */
const GOALS = {
  ingestionPerSecond: 3000,
  purchasesPerSecond: 3000,
  openingsPerSecond: 3000,
  rebuildEventsPerSecond: 100_000,
  readShareOfBaseline: 0.9,
  readP99OfBaseline: 1.2,
  coldLoadMs: 5,
  projectorLagP99Ms: 100,
  lighthousePerformance: 90,
  lighthouseLcpMs: 2500,
  lighthouseCls: 0.1,
};

/** What the full run measured, as artifacts/bench.json holds it. */
export interface BenchResults {
  ingestion: { results: number; resultsPerSecond: number; everyRound: number[]; cpu: CpuCost };
  /** `paced`: the lag while results arrive at a fixed rate below the closed loop's (a quarter, a half). */
  projectorLag: ProjectorLag & { everyRound: ProjectorLag[]; paced: (ProjectorLag & { resultsPerSecond: number })[] };
  economy: EconomyFigures & { everyRound: EconomyFigures[]; cpu: CpuCost };
  rebuild: { events: number; eventsPerSecond: number; everyRound: number[]; cpu: RebuildCpuCost };
  coldLoad: ColdLoadFigures;
  initialJavaScript: ReturnType<typeof readInitialJavaScript>;
  reads: Record<string, ReadComparison>;
  orders: OrdersFigures;
  openLoop: OpenLoopFigures;
  lobby: LobbyFigures;
  lighthouse: LighthouseFigures[];
}

const rounds = (values: readonly (number | string)[]) => values.join(', ');

/**
 * A row of what one operation cost each part in CPU time over the rounds, and the rate those parts
 * could sustain on this machine's cores: the ceiling a rate goal meets on this machine.
 */
function printCpuRow(operation: string, cpu: CpuCost): void {
  printRow(
    `CPU per ${operation} (${cpu.operations} over the rounds)`,
    `${cpu.totalUs} µs: command ${cpu.commandUs}, projector ${cpu.projectorUs}, Redis ${cpu.redisUs} (load generator ${cpu.generatorUs})`,
    'the rounds together',
    '—',
    `ceiling on ${cpu.cores} cores: ${cpu.ceilingPerSecond} /s`,
  );
}

/** The full run's table: every figure beside its goal, the median of three rounds and the baseline of the same run. */
export function printTable(results: BenchResults): void {
  const { ingestion, economy, rebuild, coldLoad, initialJavaScript } = results;
  printHeader();
  printRow(
    `ingestion over HTTP (${ingestion.results} player results a round)`,
    `${ingestion.resultsPerSecond} results/s`,
    rounds(ingestion.everyRound),
    '—',
    `>= ${GOALS.ingestionPerSecond}`,
    ingestion.resultsPerSecond >= GOALS.ingestionPerSecond,
  );
  printCpuRow('player result', ingestion.cpu);
  const lag = results.projectorLag;
  printRow(
    `live projector's lag during the ingestion (${lag.events} events: append to readable)`,
    `p50 ${lag.p50Ms} ms, p99 ${lag.p99Ms} ms, max ${lag.maxMs} ms (the rounds together)`,
    rounds(lag.everyRound.map((round) => `p99 ${round.p99Ms} ms`)),
    '—',
    `p99 < ${GOALS.projectorLagP99Ms} ms`,
    lag.p99Ms < GOALS.projectorLagP99Ms,
  );
  for (const paced of lag.paced) {
    printRow(
      `live projector's lag, results at a fixed ${paced.resultsPerSecond}/s (${paced.events} events)`,
      `p50 ${paced.p50Ms} ms, p99 ${paced.p99Ms} ms, max ${paced.maxMs} ms`,
      'one run',
      '—',
      `p99 < ${GOALS.projectorLagP99Ms} ms`,
      paced.p99Ms < GOALS.projectorLagP99Ms,
    );
  }
  printRow(
    'gold purchases',
    `${economy.purchasesPerSecond} /s`,
    rounds(economy.everyRound.map((r) => r.purchasesPerSecond)),
    '—',
    `>= ${GOALS.purchasesPerSecond}`,
    economy.purchasesPerSecond >= GOALS.purchasesPerSecond,
  );
  printRow(
    'chest openings',
    `${economy.openingsPerSecond} /s`,
    rounds(economy.everyRound.map((r) => r.openingsPerSecond)),
    '—',
    `>= ${GOALS.openingsPerSecond}`,
    economy.openingsPerSecond >= GOALS.openingsPerSecond,
  );
  printCpuRow('purchase or opening', economy.cpu);
  printRow(
    `projector rebuild (${rebuild.events} events)`,
    `${rebuild.eventsPerSecond} events/s`,
    rounds(rebuild.everyRound),
    '—',
    `>= ${GOALS.rebuildEventsPerSecond}`,
    rebuild.eventsPerSecond >= GOALS.rebuildEventsPerSecond,
  );
  printRow(
    `CPU per rebuilt event (${rebuild.cpu.events} over the rounds)`,
    `${Math.round((rebuild.cpu.rebuildUs + rebuild.cpu.redisUs) * 10) / 10} µs: rebuild ${rebuild.cpu.rebuildUs}, Redis ${rebuild.cpu.redisUs}`,
    'the rounds together',
    '—',
    `ceiling on ${rebuild.cpu.cores} cores: ${rebuild.cpu.ceilingPerSecond} /s; Redis's one core: ${rebuild.cpu.redisCeilingPerSecond} /s`,
  );
  printReadRows(results.reads);
  printRow(
    `cold load, ${coldLoad.games} games`,
    `${coldLoad.medianMs} ms a decision`,
    '—',
    '—',
    `< ${GOALS.coldLoadMs} ms`,
    coldLoad.medianMs < GOALS.coldLoadMs,
  );
  for (const [page, figures] of Object.entries(initialJavaScript.pages)) {
    const budget = initialJavaScript.budgets[page];
    printRow(
      `initial JavaScript, ${page} page`,
      `${(figures.gzipBytes / 1000).toFixed(1)} kB gzipped`,
      '—',
      '—',
      budget ? `<= ${budget / 1000} kB` : '—',
      budget ? figures.gzipBytes <= budget : undefined,
    );
  }
  printOrdersRows(results.orders);
  printOpenLoopRows(results.openLoop);
  printLobbyRows(results.lobby);
  for (const page of results.lighthouse) {
    printRow(
      `Lighthouse mobile, ${page.page} (${page.url.replace(/^https?:\/\/[^/]+/, '')})`,
      `performance ${page.performance}, LCP ${(page.lcpMs / 1000).toFixed(2)} s, CLS ${page.cls.toFixed(3)}, TBT ${page.tbtMs} ms, ${Math.round(page.transferBytes / 1000)} kB`,
      rounds(page.rounds.map((r) => r.performance)),
      '—',
      `>= ${GOALS.lighthousePerformance}, LCP < ${GOALS.lighthouseLcpMs / 1000} s, CLS < ${GOALS.lighthouseCls}`,
      page.performance >= GOALS.lighthousePerformance && page.lcpMs < GOALS.lighthouseLcpMs && page.cls < GOALS.lighthouseCls,
    );
  }
}

/** The reads' rows: each route's median beside the bare server's of the same run and the goal. */
export function printReadRows(reads: Record<string, ReadComparison>): void {
  for (const [name, r] of Object.entries(reads)) {
    const ok = r.ratio >= GOALS.readShareOfBaseline && r.p99Ratio <= GOALS.readP99OfBaseline;
    printRow(
      `${name}, 32 connections`,
      `${r.service.rps} req/s (${Math.round(r.ratio * 100)}%), p50 ${r.service.p50} ms, p99 ${r.service.p99} ms (${r.p99Ratio}x)`,
      rounds(r.everyRound.service.map((f) => f.rps)),
      `${r.baseline.rps} req/s, p50 ${r.baseline.p50} ms, p99 ${r.baseline.p99} ms`,
      `>= ${GOALS.readShareOfBaseline * 100}% of baseline, p99 <= ${GOALS.readP99OfBaseline}x`,
      ok,
    );
  }
}

/** The lobby service's rows (idle sockets' memory, join storm, chat fan-out). */
export function printLobbyRows({ idle, joinStorm, chat }: LobbyFigures): void {
  const mib = idle.budgetMiB;
  const idleRounds = `${idle.everyRound.map((r) => r.rssMiB).join(', ')} MiB`;
  if (idle.extrapolatedRssMiB === null) {
    printRow(
      'lobby, idle sockets on one instance',
      `${idle.held} held, ${idle.rssMiB} MiB resident`,
      idleRounds,
      '—',
      `${idle.sockets} < ${mib / 1024} GiB`,
      idle.held === idle.sockets && idle.rssMiB < mib,
    );
  } else {
    // the instance's open-file limit could not be raised: fewer sockets, and the figure for all by proportion
    printRow(
      'lobby, idle sockets on one instance',
      `${idle.held} held (its open-file limit: ${idle.fileLimit}), ${idle.rssMiB} MiB resident; ${idle.sockets} by proportion: ${idle.extrapolatedRssMiB} MiB (extrapolated)`,
      idleRounds,
      '—',
      `${idle.sockets} < ${mib / 1024} GiB`,
      idle.extrapolatedRssMiB < mib,
    );
  }
  printRow(
    `lobby join storm, ${joinStorm.joins} joins into ${joinStorm.lobbies} lobbies, ${joinStorm.instances} instances`,
    `${joinStorm.joinsPerSecond} joins/s`,
    rounds(joinStorm.everyRound),
    '—',
    '—',
  );
  printRow(
    `lobby chat fan-out, ${chat.messages} messages at ${chat.perSecond}/s to 7 players each, ${chat.lobbies} lobbies on ${chat.instances} instances`,
    `p50 ${chat.p50Ms} ms, p99 ${chat.p99Ms} ms`,
    `${chat.everyRound.map((r) => r.chatP99Ms).join(', ')} ms`,
    '—',
    `p99 < ${chat.budgetP99Ms} ms`,
    chat.p99Ms < chat.budgetP99Ms,
  );
}
