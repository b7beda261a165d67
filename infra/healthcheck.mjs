/**
 * The container's health check: `GET /healthz` of the service the container runs.
 *
 *   node infra/healthcheck.mjs [command|projector|lobby] [--alive]
 *
 * The service defaults to the one named on the container's command line (PID 1 is
 * `tini -- node /app/infra/launch.mjs <service>`); its port is PORT (command, 3000),
 * PROJECTOR_PORT (projector, 3001) or LOBBY_PORT (lobby, 4000), on this host. Healthy (exit 0)
 * when it answers 200: Redis answers, the read models may be rebuilding ("degraded" is still
 * 200). With `--alive`, any HTTP answer counts: the process serves, even while Redis is down
 * (a liveness check must not restart a service that waits for Redis). The projector listens on
 * 127.0.0.1 only, so Kubernetes checks it with this script (an exec probe). `rebuild` has no
 * endpoint and is always healthy. Exit 1 otherwise, with the reason on stderr.
 */
import { readFileSync } from 'node:fs';

const PORTS = { command: ['PORT', 3000], projector: ['PROJECTOR_PORT', 3001], lobby: ['LOBBY_PORT', 4000] };
const TIMEOUT_MS = 3000;

function serviceOfContainer() {
  try {
    const args = readFileSync('/proc/1/cmdline', 'utf8').split('\0');
    const launcher = args.findIndex((arg) => arg.endsWith('launch.mjs'));
    return launcher >= 0 ? args[launcher + 1] : undefined;
  } catch {
    return undefined;
  }
}

function fail(message) {
  process.stderr.write(`unhealthy: ${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
const alive = args.includes('--alive');
const service = args.find((arg) => !arg.startsWith('--')) ?? serviceOfContainer();
if (service === 'rebuild') process.exit(0);
if (!service || !Object.hasOwn(PORTS, service))
  fail(`no service to check (got ${service ?? 'nothing'}; one of ${Object.keys(PORTS).join(', ')})`);

const [variable, fallback] = PORTS[service];
const port = Number(process.env[variable] || fallback);
const url = `http://127.0.0.1:${port}/healthz`;
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = await response.text();
  if (!alive && response.status !== 200) fail(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
} catch (error) {
  fail(`${url}: ${error instanceof Error ? error.message : String(error)}`);
}
