/**
 * Engines for the container-backed suites (the KurrentDB contract, the Kafka bus): the address
 * an environment variable gives, else a container that `testcontainers` starts when a container
 * engine answers, else nothing and the reason.
 *
 * Whether a suite runs is decided when jest collects it, which is synchronous: `serviceTarget`
 * answers at once (the engine is probed by a child process with a timeout, so a dead socket or an
 * unreachable DOCKER_HOST never hangs the run); the container itself starts in the suite's
 * `beforeAll` (`describeWithService`) or by `resolveService`.
 */
import { afterAll, beforeAll, describe } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** An engine the suites need: the variable that names a running one, and how to start one. */
export interface ServiceSpec {
  /** Shown in skip reasons and titles, e.g. "KurrentDB". */
  name: string;
  /** The environment variable that gives the address of a running one, e.g. KURRENTDB_URL. */
  variable: string;
  /** Starts a container and answers its address (`testcontainers` is loaded only then). */
  start: () => Promise<StartedService>;
}

export interface StartedService {
  /** What the variable would hold: a URL, or `host:port,...` for Kafka. */
  address: string;
  stop: () => Promise<void>;
}

export type ServiceTarget =
  { kind: 'given'; address: string } | { kind: 'container'; start: () => Promise<StartedService> } | { kind: 'absent'; reason: string };

/** The engine's images, pinned; the same versions as infra/compose.yaml. */
const KURRENTDB_IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:25.1.0';
const KAFKA_IMAGE = 'confluentinc/cp-kafka:7.9.0';
const REDIS_IMAGE = 'redis:7.4-alpine';
/** Longest wait for the engine's answer when probing it, ms. */
const PROBE_TIMEOUT_MS = 10_000;
/** Longest wait for a container to start (an image pull included), ms. */
const CONTAINER_START_TIMEOUT_MS = 300_000;

/** A single-node KurrentDB, insecure, answering at `kurrentdb://host:port?tls=false`. */
export const KURRENTDB: ServiceSpec = {
  name: 'KurrentDB',
  variable: 'KURRENTDB_URL',
  start: async () => {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer(KURRENTDB_IMAGE)
      .withEnvironment({ KURRENTDB_INSECURE: 'true', KURRENTDB_RUN_PROJECTIONS: 'None', KURRENTDB_MEM_DB: 'true' })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((status) => status >= 200 && status < 300))
      .withStartupTimeout(CONTAINER_START_TIMEOUT_MS)
      .start();
    return {
      address: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
      stop: async () => {
        await container.stop();
      },
    };
  },
};

/** A single Kafka broker (KRaft), answering at `host:port`. */
export const KAFKA: ServiceSpec = {
  name: 'Kafka',
  variable: 'KAFKA_BROKERS',
  start: async () => {
    const { KafkaContainer } = await import('@testcontainers/kafka');
    const container = await new KafkaContainer(KAFKA_IMAGE).withKraft().withStartupTimeout(CONTAINER_START_TIMEOUT_MS).start();
    return {
      address: `${container.getHost()}:${container.getMappedPort(9093)}`,
      stop: async () => {
        await container.stop();
      },
    };
  },
};

/** A Redis, answering at `redis://host:port`. */
export const REDIS: ServiceSpec = {
  name: 'Redis',
  variable: 'REDIS_URL',
  start: async () => {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer(REDIS_IMAGE)
      .withExposedPorts(6379)
      .withWaitStrategy(Wait.forLogMessage('Ready to accept connections'))
      .withStartupTimeout(CONTAINER_START_TIMEOUT_MS)
      .start();
    return {
      address: `redis://${container.getHost()}:${container.getMappedPort(6379)}`,
      stop: async () => {
        await container.stop();
      },
    };
  },
};

/** Where a container engine could answer: the variables and files testcontainers reads, and the usual sockets. */
function engineHints(env: NodeJS.ProcessEnv): { found: string[]; looked: string[] } {
  const home = os.homedir();
  const sockets = [
    '/var/run/docker.sock',
    env.XDG_RUNTIME_DIR && path.join(env.XDG_RUNTIME_DIR, 'docker.sock'),
    env.XDG_RUNTIME_DIR && path.join(env.XDG_RUNTIME_DIR, 'podman', 'podman.sock'),
    path.join(home, '.docker', 'run', 'docker.sock'),
    path.join(home, '.docker', 'desktop', 'docker.sock'),
    path.join(home, '.testcontainers.properties'),
  ].filter((candidate): candidate is string => Boolean(candidate));
  const variables = ['DOCKER_HOST', 'TESTCONTAINERS_HOST_OVERRIDE'];
  return {
    found: [...variables.filter((name) => env[name]), ...sockets.filter((file) => fs.existsSync(file))],
    looked: [...variables.map((name) => `${name} is unset`), ...sockets.map((file) => `no ${file}`)],
  };
}

const engineChecks = new Map<string, { available: true } | { available: false; reason: string }>();

/**
 * Whether a container engine answers, decided at once (memoized per DOCKER_HOST): first the
 * variables and sockets it could be reached by, then testcontainers' own runtime detection in a
 * child process given `timeoutMs`.
 * @returns `{available: false, reason}` saying what was looked at, or what the engine answered.
 */
export function containerEngine(
  env: NodeJS.ProcessEnv = process.env,
  timeoutMs = PROBE_TIMEOUT_MS,
): { available: true } | { available: false; reason: string } {
  const key = `${env.DOCKER_HOST ?? ''}|${env.TESTCONTAINERS_HOST_OVERRIDE ?? ''}`;
  const known = engineChecks.get(key);
  if (known) return known;
  const hints = engineHints(env);
  let answer: { available: true } | { available: false; reason: string };
  if (hints.found.length === 0) {
    answer = { available: false, reason: `no container engine (${hints.looked.join(', ')})` };
  } else {
    const probe = spawnSync(
      process.execPath,
      [
        '-e',
        `require(process.argv[1]).getContainerRuntimeClient().then(() => process.exit(0), (error) => { process.stderr.write(String(error && error.message)); process.exit(1); })`,
        require.resolve('testcontainers'),
      ],
      { env, timeout: timeoutMs, encoding: 'utf8' },
    );
    if (probe.status === 0) answer = { available: true };
    else if (probe.error || probe.signal)
      answer = { available: false, reason: `the container engine (${hints.found.join(', ')}) did not answer within ${timeoutMs} ms` };
    else answer = { available: false, reason: `no working container engine (${hints.found.join(', ')}): ${probe.stderr.trim()}` };
  }
  engineChecks.set(key, answer);
  return answer;
}

/**
 * Where the suites find `spec`'s engine: the address its variable gives; else a container to
 * start when an engine answers; else absent, with the reason.
 */
export function serviceTarget(spec: ServiceSpec, env: NodeJS.ProcessEnv = process.env): ServiceTarget {
  const given = env[spec.variable]?.trim();
  if (given) return { kind: 'given', address: given };
  const engine = containerEngine(env);
  if (engine.available) return { kind: 'container', start: spec.start };
  return { kind: 'absent', reason: `${spec.variable} is not set and ${engine.reason}` };
}

/**
 * `spec`'s address, starting a container when needed: `{address, stop}` (stop is a no-op for
 * an address given by the variable), or `{address: null, reason}`.
 * @throws the container's start error when an engine answered but could not start it.
 */
export async function resolveService(
  spec: ServiceSpec,
  env: NodeJS.ProcessEnv = process.env,
): Promise<StartedService | { address: null; reason: string }> {
  const target = serviceTarget(spec, env);
  if (target.kind === 'given') return { address: target.address, stop: () => Promise.resolve() };
  if (target.kind === 'container') return target.start();
  return { address: null, reason: target.reason };
}

/**
 * Registers `body` as a suite that needs `spec`'s engine. `address()` gives it inside tests and
 * hooks. With no engine the suite is registered skipped, its title and stderr saying why (jest
 * drops the console output of a file whose tests are all skipped); a container is started before
 * the suite and stopped after it.
 */
export function describeWithService(spec: ServiceSpec, title: string, body: (address: () => string) => void): void {
  const target = serviceTarget(spec);
  if (target.kind === 'absent') {
    const reason = `${title} skipped: ${target.reason}`;
    process.stderr.write(`${reason}\n`);
    describe.skip(reason, () => body(() => 'unused'));
    return;
  }
  let address = target.kind === 'given' ? target.address : '';
  let started: StartedService | null = null;
  describe(`${title} (${spec.name} ${target.kind === 'given' ? `at ${spec.variable}` : 'in a container'})`, () => {
    if (target.kind === 'container') {
      beforeAll(async () => {
        started = await target.start();
        address = started.address;
      }, CONTAINER_START_TIMEOUT_MS);
      afterAll(async () => {
        await started?.stop();
      });
    }
    body(() => address);
  });
}
