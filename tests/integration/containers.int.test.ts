/**
 * tests/support/containers.ts: an engine's address comes from its variable first, else from a
 * container when an engine answers, else nothing with the reason; the engine is probed without
 * hanging.
 */
import { afterAll, expect } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { containerEngine, KAFKA, KURRENTDB, REDIS, resolveService, serviceTarget } from '../support/containers';

/** A home without Docker sockets or testcontainers settings. */
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-no-engine-'));
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

/** An environment where no engine can be found but by `extra`: no variables, a bare home. */
function bareEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: home, ...extra };
}

const SOCKET_SKIPPED = 'no-engine check skipped: /var/run/docker.sock exists on this machine, so an engine may answer';
const dockerSocket = fs.existsSync('/var/run/docker.sock');

describe('the engines of the container-backed suites', () => {
  test.each([KURRENTDB, KAFKA, REDIS])('$name: the address its variable gives comes first, and is used as it is', async (spec) => {
    const env = bareEnvironment({ [spec.variable]: ' given-address:1 ' });
    expect(serviceTarget(spec, env)).toEqual({ kind: 'given', address: 'given-address:1' });
    const resolved = await resolveService(spec, env);
    expect(resolved.address).toBe('given-address:1');
    if (resolved.address !== null) await resolved.stop();
  });

  (dockerSocket ? test.skip : test)(
    dockerSocket ? SOCKET_SKIPPED : 'without an engine, nothing is started and the reason says what was looked at',
    async () => {
      const env = bareEnvironment();
      const engine = containerEngine(env);
      expect(engine.available).toBe(false);
      if (!engine.available) expect(engine.reason).toMatch(/DOCKER_HOST is unset.*no \/var\/run\/docker\.sock/);
      const target = serviceTarget(KAFKA, env);
      expect(target).toEqual({ kind: 'absent', reason: expect.stringMatching(/^KAFKA_BROKERS is not set and no container engine/) });
      expect(await resolveService(KURRENTDB, env)).toEqual({ address: null, reason: expect.stringMatching(/^KURRENTDB_URL is not set/) });
    },
  );

  test('an engine that does not answer is given up after the timeout, saying so', () => {
    // a DOCKER_HOST nobody listens on: refused at once, or given up at the timeout
    const env = bareEnvironment({ DOCKER_HOST: 'tcp://127.0.0.1:1' });
    const engine = containerEngine(env, 5_000);
    expect(engine.available).toBe(false);
    if (!engine.available) expect(engine.reason).toMatch(/DOCKER_HOST/);
  });
});
