/**
 * The image's entry point and health check (infra/launch.mjs, infra/healthcheck.mjs), run as
 * the image runs them, and infra/Dockerfile against the project's pinned Node and the names the
 * deployments use.
 */
import { expect } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import * as os from 'node:os';
import Redis from 'ioredis';
import { deleteKeysUnder } from '@arena/read-models';
import { APP_SERVICES, composeServices, INFRA_DIR, REPO_ROOT } from '../support/infra-manifests';
import { freePort } from '../support/ports';
import { REDIS_URL } from '../support/test-stack';

const LAUNCH = path.join(INFRA_DIR, 'launch.mjs');
const HEALTHCHECK = path.join(INFRA_DIR, 'healthcheck.mjs');
const dockerfile = fs.readFileSync(path.join(INFRA_DIR, 'Dockerfile'), 'utf8');

/** Runs the health check for `service` against a server answering `status`, on PORT/LOBBY_PORT/PROJECTOR_PORT. */
async function healthcheck(
  service: string,
  status: number,
  extra: string[] = [],
): Promise<{ code: number | null; stderr: string; paths: string[] }> {
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    paths.push(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"status":"degraded","redis":false}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = String((server.address() as AddressInfo).port);
  try {
    const child = spawn(process.execPath, [HEALTHCHECK, service, ...extra], {
      env: { ...process.env, PORT: port, LOBBY_PORT: port, PROJECTOR_PORT: port },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    return { code, stderr, paths };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('the image', () => {
  test('its entry point starts the service named by its command, and refuses any other name listing them', () => {
    const refused = spawnSync(process.execPath, [LAUNCH, 'web'], { encoding: 'utf8' });
    expect(refused.status).toBe(64);
    const listed = /one of: ([a-z, ]+) \(got web\)/.exec(refused.stderr)?.[1].split(', ');
    expect(listed).toEqual(expect.arrayContaining([...APP_SERVICES, 'rebuild']));
    // every service compose and Kubernetes start is one it knows
    for (const name of APP_SERVICES) expect(composeServices()[name].command).toEqual([name]);
    expect(spawnSync(process.execPath, [LAUNCH], { encoding: 'utf8' }).status).toBe(64);
  });

  test('its entry point runs the built services: the projector answers its health check and stops on SIGTERM', async () => {
    // every service it names is built (npm test builds first)
    const targets = [...fs.readFileSync(LAUNCH, 'utf8').matchAll(/'(\.\.\/services\/[^']+\.js)'/g)].map((match) => match[1]);
    expect(targets.length).toBe(4);
    for (const target of targets)
      expect({ target, built: fs.existsSync(path.resolve(INFRA_DIR, target)) }).toEqual({ target, built: true });

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-launch-'));
    const namespace = `infra-launch-${process.pid}-${Date.now()}`;
    const port = String(await freePort());
    const env = {
      ...process.env,
      REDIS_URL,
      READ_MODEL_NAMESPACE: namespace,
      EVENT_STORE_PATH: path.join(dir, 'events.sqlite'),
      PROJECTOR_PORT: port,
      LOG_LEVEL: 'warn',
    };
    const projector = spawn(process.execPath, [LAUNCH, 'projector'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    projector.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => projector.on('exit', resolve));
    const redis = new Redis(REDIS_URL);
    try {
      let healthy = false;
      for (let attempt = 0; attempt < 100 && !healthy && projector.exitCode === null; attempt++) {
        healthy = spawnSync(process.execPath, [HEALTHCHECK, 'projector'], { env }).status === 0;
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect({ healthy, exitCode: projector.exitCode, stderr }).toEqual({ healthy: true, exitCode: null, stderr: '' });
      projector.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      projector.kill('SIGKILL');
      await deleteKeysUnder(redis, `${namespace}:`);
      redis.disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test.each(APP_SERVICES)(
    'its health check asks %s for /healthz: healthy on 200, not on 503 unless only liveness is asked',
    async (service) => {
      const healthy = await healthcheck(service, 200);
      expect(healthy).toMatchObject({ code: 0, paths: ['/healthz'] });
      const down = await healthcheck(service, 503);
      expect(down.code).toBe(1);
      expect(down.stderr).toContain('answered 503');
      expect((await healthcheck(service, 503, ['--alive'])).code).toBe(0);
    },
  );

  test('its health check fails when nothing answers, and when it cannot tell which service to check', () => {
    const nothing = spawnSync(process.execPath, [HEALTHCHECK, 'lobby'], { encoding: 'utf8', env: { ...process.env, LOBBY_PORT: '1' } });
    expect(nothing.status).toBe(1);
    expect(nothing.stderr).toContain('http://127.0.0.1:1/healthz');
    // outside the container PID 1 is no launcher
    const unknown = spawnSync(process.execPath, [HEALTHCHECK], { encoding: 'utf8' });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('no service to check');
  });

  test('the Dockerfile builds with the pinned Node LTS and runs as a non-root user with a health check', () => {
    const ciPin = /NODE_PIN="([\d.]+)"/.exec(fs.readFileSync(path.join(REPO_ROOT, '.ci/run'), 'utf8'))?.[1];
    const nvmrc = fs.readFileSync(path.join(REPO_ROOT, '.nvmrc'), 'utf8').trim();
    const pinned = /^ARG NODE_VERSION=([\d.]+)$/m.exec(dockerfile)?.[1];
    expect(pinned).toBe(ciPin);
    expect(pinned?.split('.')[0]).toBe(nvmrc);
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const runtime = stages.at(-1)!;
    expect(runtime).toMatch(/^node:\$\{NODE_VERSION\}-\S+-slim AS runtime/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*infra\/healthcheck\.mjs/m);
    expect(runtime).toMatch(/^ENTRYPOINT \[.*"\/app\/infra\/launch\.mjs"\]$/m);
    // production dependencies of the services only, not the site's, the console's or the tests'
    expect(dockerfile).toMatch(/npm ci --omit=dev -w @arena\/command -w @arena\/projector -w @arena\/lobby/);
    // the site and the console where the deployments' SITE_DIST and ADMIN_DIST point
    expect(runtime).toContain('SITE_DIST=/app/apps/site/dist');
    expect(runtime).toContain('ADMIN_DIST=/app/apps/admin/dist');
    expect(dockerfile).toMatch(/^COPY --from=build \/src\/apps\/site\/dist apps\/site\/dist$/m);
    expect(dockerfile).toMatch(/^COPY --from=build \/src\/apps\/admin\/dist apps\/admin\/dist$/m);
  });

  test('the build context leaves out dependencies, builds and local data', () => {
    const ignored = fs.readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data', '.git']));
  });
});
