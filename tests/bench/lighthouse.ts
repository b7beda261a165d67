import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from '../support/ports';

/** A page Lighthouse loads: a name for the report and its path on the site. */
export interface LighthousePage {
  name: string;
  path: string;
}

/** One page's figures, the median of the rounds. */
export interface LighthouseFigures {
  page: string;
  url: string;
  /** 0..100 */
  performance: number;
  /** largest contentful paint, ms */
  lcpMs: number;
  /** cumulative layout shift, unitless */
  cls: number;
  /** total blocking time, ms */
  tbtMs: number;
  /** bytes transferred over the network for the page's load */
  transferBytes: number;
  /** each round's figures, in order */
  rounds: Omit<LighthouseFigures, 'page' | 'url' | 'rounds'>[];
}

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One Lighthouse run (mobile preset, performance only); a run whose trace failed (it happens on a loaded machine) is run again, twice at most. */
async function lighthouseReport(url: string, port: number) {
  const { default: lighthouse } = await import('lighthouse');
  let error = 'no result';
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined);
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    error = lhr?.runtimeError?.message ?? error;
  }
  throw new Error(`lighthouse: ${url}: ${error}`);
}

/** Per page, the median of its rounds' figures. */
function medians(pages: LighthousePage[], runs: Map<string, LighthouseFigures['rounds']>): LighthouseFigures[] {
  return pages.map((page) => {
    const list = runs.get(page.name)!;
    const mid = (key: keyof LighthouseFigures['rounds'][number]) => median(list.map((r) => r[key]));
    return {
      page: page.name,
      url: page.path,
      performance: mid('performance'),
      lcpMs: mid('lcpMs'),
      cls: mid('cls'),
      tbtMs: mid('tbtMs'),
      transferBytes: mid('transferBytes'),
      rounds: list,
    };
  });
}

/** A site to measure: where it answers and its pages (the same names on every site). */
interface LighthouseSite {
  label: string;
  baseUrl: string;
  pages: LighthousePage[];
}

/**
 * Lighthouse on several sites at once, in one headless Chromium, page by page alternating between
 * the sites (so a busier moment of the machine weighs on each alike). Returns each site's figures.
 */
async function measureSites(sites: LighthouseSite[], rounds: number): Promise<LighthouseFigures[][]> {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const runs = sites.map((site) => new Map<string, LighthouseFigures['rounds']>(site.pages.map((page) => [page.name, []])));
  try {
    for (let round = 0; round < rounds; round++) {
      for (let p = 0; p < sites[0].pages.length; p++) {
        for (const [s, site] of sites.entries()) {
          const page = site.pages[p];
          const lhr = await lighthouseReport(site.baseUrl + page.path, chrome.port);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          const figures = {
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcpMs: Math.round(audit('largest-contentful-paint')),
            cls: Number(audit('cumulative-layout-shift').toFixed(3)),
            tbtMs: Math.round(audit('total-blocking-time')),
            transferBytes: Math.round(audit('total-byte-weight')),
          };
          runs[s].get(page.name)!.push(figures);
          console.log(`lighthouse: round ${round + 1}, ${site.label}, ${page.name}: ${JSON.stringify(figures)}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return sites.map((site, s) => medians(site.pages, runs[s]));
}

/**
 * Lighthouse's mobile preset (its default config: a mid-range phone, simulated slow 4G, 4x CPU
 * slowdown) on each page of `baseUrl`, `rounds` times over, in one headless Debian Chromium
 * (`CHROME_PATH`, default /usr/bin/chromium). Returns per page the median performance score
 * (0..100), LCP and TBT (ms), CLS and transferred bytes. Throws when Chromium cannot start or a
 * page does not load.
 * @public the bench's API for other measures
 */
export async function measureLighthouse(baseUrl: string, pages: LighthousePage[], rounds = 1): Promise<LighthouseFigures[]> {
  const [figures] = await measureSites([{ label: baseUrl, baseUrl, pages }], rounds);
  return figures;
}

/** The site's pages the bench measures; `{game}` and `{player}` are filled from the demo data. */
const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { name: 'home', path: '/' },
  { name: 'leaderboard', path: '/leaderboard' },
  { name: 'games', path: '/games' },
  { name: 'game', path: '/games/{game}' },
  { name: 'player', path: '/players/{player}' },
  { name: 'store', path: '/store' },
  { name: 'learn gods', path: '/learn/gods' },
  { name: 'learn spells', path: '/learn/spells' },
  { name: 'matchmaking', path: '/matchmaking' },
  { name: 'faq', path: '/faq' },
];

async function getJson(url: string): Promise<unknown> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: HTTP ${answer.status}`);
  return answer.json();
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, child: ChildProcess, seconds = 300): Promise<T> {
  for (let waited = 0; waited < seconds * 4; waited++) {
    if (child.exitCode !== null) throw new Error(`${what}: the product stopped (exit code ${child.exitCode})`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not ready after ${seconds} s`);
}

/** A running demo product: its address, the pages to measure on it, and how to stop it. */
interface Demo extends LighthouseSite {
  stop(): void;
}

/**
 * The whole product as `npm start` runs it (`scripts/dist/start.js` under `root`: command service
 * with the built site, projector, lobby service, demo data) on `port` (the lobby service on
 * `port + 1`), with its own event store and read-model namespace; resolves once the demo data is
 * in, with `LIGHTHOUSE_PAGES` on a game and a player of it. `root` may be another checkout's built
 * tree (a baseline).
 */
async function startDemo(label: string, root: string, redisUrl: string, port: number): Promise<Demo> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-lighthouse-'));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts/dist/start.js')], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      LOBBY_PORT: String(port + 1),
      PROJECTOR_PORT: '0',
      PUBLIC_URL: baseUrl,
      REDIS_URL: redisUrl,
      EVENT_STORE_PATH: path.join(dir, 'events.sqlite'),
      READ_MODEL_NAMESPACE: `${process.env.BENCH_LIGHTHOUSE_NAMESPACE ?? 'bench-lighthouse'}-${port}-${Date.now()}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // the demo data is in once the leaderboard and the games list show it
    const player = await waitFor(
      'leaderboard',
      async () => ((await getJson(`${baseUrl}/api/leaderboard`)) as { steam_id: string }[])[0]?.steam_id,
      child,
    );
    const game = await waitFor('games', async () => ((await getJson(`${baseUrl}/api/games`)) as { game_id: string }[])[0]?.game_id, child);
    const pages = LIGHTHOUSE_PAGES.map((page) => ({ ...page, path: page.path.replace('{game}', game).replace('{player}', player) }));
    return { label, baseUrl, pages, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Prints the figures as a markdown table. */
function printLighthouse(figures: LighthouseFigures[]): void {
  console.log('\n| page | performance | LCP | CLS | TBT | transferred |');
  console.log('|---|---|---|---|---|---|');
  for (const f of figures) {
    const kB = `${(f.transferBytes / 1000).toFixed(0)} kB`;
    console.log(`| ${f.page} | ${f.performance} | ${(f.lcpMs / 1000).toFixed(2)} s | ${f.cls.toFixed(3)} | ${f.tbtMs} ms | ${kB} |`);
  }
}

/**
 * `BENCH_ONLY=lighthouse`: Lighthouse's mobile figures of the built product under `root`
 * (BENCH_LIGHTHOUSE_ROUNDS, default 3, the medians printed), and with BENCH_LIGHTHOUSE_BASELINE
 * (another checkout's built tree, e.g. main's) the same pages of that tree in the same run, page
 * by page alternating with this one. Each product runs on its own ports (from
 * BENCH_LIGHTHOUSE_PORT, else free ones). Writes artifacts/bench-lighthouse.json:
 * `{ machine, rounds, pages, baseline? }` (`pages`: `LighthouseFigures[]`), and answers `pages`.
 */
export async function reportLighthouse(root: string, redisUrl: string): Promise<LighthouseFigures[]> {
  const rounds = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 3);
  const baselineRoot = process.env.BENCH_LIGHTHOUSE_BASELINE;
  const firstPort = process.env.BENCH_LIGHTHOUSE_PORT ? Number(process.env.BENCH_LIGHTHOUSE_PORT) : undefined;
  const portOf = async (n: number) => (firstPort ? firstPort + 2 * n : await freePort());
  const demos: Demo[] = [];
  try {
    demos.push(await startDemo('this tree', root, redisUrl, await portOf(0)));
    if (baselineRoot) demos.push(await startDemo('baseline', path.resolve(baselineRoot), redisUrl, await portOf(1)));
    console.log(
      `lighthouse: ${rounds} rounds of ${LIGHTHOUSE_PAGES.length} pages (mobile preset) on ${demos.map((d) => d.label).join(' and ')}...`,
    );
    const [pages, baseline] = await measureSites(demos, rounds);
    if (baseline) {
      console.log(`\nbaseline (${baselineRoot}):`);
      printLighthouse(baseline);
    }
    console.log(`\nthis tree (${root}):`);
    printLighthouse(pages);
    fs.mkdirSync(path.join(root, 'artifacts'), { recursive: true });
    const file = path.join(root, 'artifacts/bench-lighthouse.json');
    const machine = { cpus: os.cpus().length, node: process.version, loadavg: os.loadavg() };
    fs.writeFileSync(file, JSON.stringify({ machine, rounds, pages, ...(baseline ? { baseline } : {}) }, null, 2) + '\n');
    console.log(`\nwritten to ${file}`);
    return pages;
  } finally {
    for (const demo of demos) demo.stop();
  }
}
