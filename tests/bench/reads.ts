import autocannon from 'autocannon';
import { middle, round2 } from './figures';

/** One read's figures over a round: requests per second (mean of autocannon's seconds), latencies in ms. */
export interface ReadFigures {
  rps: number;
  p50: number;
  p99: number;
}

/** A read measured against the service and the bare baseline in the same run, medians of the rounds. */
export interface ReadComparison {
  service: ReadFigures;
  baseline: ReadFigures;
  /** service req/s over the baseline's */
  ratio: number;
  /** service p99 over the baseline's */
  p99Ratio: number;
  everyRound: { service: ReadFigures[]; baseline: ReadFigures[] };
}

/** One read route: its name in the table, the path prefix, and the ids appended to it in turn ('' for none). */
export interface ReadRoute {
  name: string;
  route: string;
  ids: readonly string[];
}

/**
 * Measures each route `rounds` times for `seconds` with autocannon at `connections` connections,
 * the baseline then the service in each round (so both see the same machine), and answers the
 * medians per route.
 * @throws Error when any answer is not 2xx or a request fails.
 */
export async function compareReads(
  service: string,
  baseline: string,
  routes: readonly ReadRoute[],
  options: { rounds: number; seconds: number; connections: number },
): Promise<Record<string, ReadComparison>> {
  const comparisons: Record<string, ReadComparison> = {};
  for (const { name, route, ids } of routes) {
    console.log(
      `${name}: ${options.rounds} rounds of ${options.seconds} s, ${options.connections} connections, service and baseline alternating...`,
    );
    const everyRound = { service: [] as ReadFigures[], baseline: [] as ReadFigures[] };
    for (let round = 0; round < options.rounds; round++) {
      everyRound.baseline.push(await load(baseline, route, ids, options));
      everyRound.service.push(await load(service, route, ids, options));
    }
    const figures = { service: median(everyRound.service), baseline: median(everyRound.baseline) };
    comparisons[name] = {
      ...figures,
      ratio: round2(figures.service.rps / figures.baseline.rps),
      p99Ratio: round2(figures.service.p99 / Math.max(figures.baseline.p99, 1)),
      everyRound,
    };
  }
  return comparisons;
}

async function load(
  baseUrl: string,
  route: string,
  ids: readonly string[],
  options: { seconds: number; connections: number },
): Promise<ReadFigures> {
  let i = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${route}${ids[i++ % ids.length] ?? ''}` }) }],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${baseUrl}${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

function median(figures: ReadFigures[]): ReadFigures {
  return { rps: middle(figures.map((f) => f.rps)), p50: middle(figures.map((f) => f.p50)), p99: middle(figures.map((f) => f.p99)) };
}
