/**
 * infra/compose.yaml: docker-compose accepts it (offline: `config -q`, when docker-compose is
 * installed; `.ci/run` installs it), it has the topology the architecture names, its health
 * checks and start order hold, and the services accept the configuration it gives them.
 */
import { expect } from '@jest/globals';
import { spawnSync } from 'node:child_process';
// the services' configuration loaders alone, not the services
import { loadCommandConfig } from '../../services/command/src/platform/config';
import { loadLobbyConfig } from '../../services/lobby/src/config';
import { loadProjectorConfig } from '../../services/projector/src/config';
import {
  APP_SERVICES,
  COMPOSE_FILE,
  type ComposeService,
  composeEnvironment,
  composeServices,
  interpolate,
  TEST_SECRETS,
} from '../support/infra-manifests';

const services = composeServices();
const names = Object.keys(services);
const compose = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
const COMPOSE_SKIPPED = 'docker-compose config skipped: docker-compose is not installed (.ci/run installs Debian’s docker-compose)';
if (compose.error) process.stderr.write(`${COMPOSE_SKIPPED}\n`);

/** docker-compose's `config -q` over the file with `env` as its whole environment (PATH kept). */
function composeConfig(env: Record<string, string>) {
  return spawnSync('docker-compose', ['-f', COMPOSE_FILE, 'config', '-q'], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
}

/** The service's environment after interpolation, the secrets given. */
function environmentOf(service: ComposeService): Record<string, string> {
  return Object.fromEntries(Object.entries(composeEnvironment(service)).map(([name, value]) => [name, interpolate(value, TEST_SECRETS)]));
}

function dependenciesOf(service: ComposeService): Record<string, string> {
  const dependsOn = service.depends_on ?? {};
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']));
  return Object.fromEntries(Object.entries(dependsOn).map(([name, { condition }]) => [name, condition ?? 'service_started']));
}

const runsTheImage = (name: string) => (APP_SERVICES as readonly string[]).includes(name);
const oneShot = (service: ComposeService) => service.restart === 'no';

describe('infra/compose.yaml', () => {
  (compose.error ? test.skip : test)(
    compose.error ? COMPOSE_SKIPPED : 'docker-compose accepts it with the secrets given, and without them refuses naming the variable',
    () => {
      const accepted = composeConfig({ ...TEST_SECRETS });
      expect({ status: accepted.status, stderr: accepted.stderr }).toEqual({ status: 0, stderr: '' });
      for (const missing of Object.keys(TEST_SECRETS)) {
        const refused = composeConfig({ ...TEST_SECRETS, [missing]: '' });
        expect(refused.status).not.toBe(0);
        expect(refused.stderr).toContain(`set ${missing}`);
      }
    },
  );

  test('has the topology: 3 KurrentDB nodes, 3 KRaft brokers, Redis with Sentinels, a 6-node Redis Cluster, replicated services', () => {
    const byPrefix = (prefix: string) => names.filter((name) => new RegExp(`^${prefix}-\\d+$`).test(name));
    expect(byPrefix('kurrentdb')).toHaveLength(3);
    for (const node of byPrefix('kurrentdb')) expect(environmentOf(services[node]).KURRENTDB_CLUSTER_SIZE).toBe('3');

    const brokers = byPrefix('kafka');
    expect(brokers).toHaveLength(3);
    const voters = environmentOf(services[brokers[0]]).KAFKA_CONTROLLER_QUORUM_VOTERS.split(',');
    expect(voters).toHaveLength(3);
    for (const broker of brokers) {
      const env = environmentOf(services[broker]);
      expect(env.KAFKA_PROCESS_ROLES).toBe('broker,controller');
      expect(voters).toContain(`${env.KAFKA_NODE_ID}@${broker}:9093`);
      expect(env.KAFKA_MIN_INSYNC_REPLICAS).toBe('2');
    }

    expect(names).toEqual(expect.arrayContaining(['redis-primary', 'redis-replica-1', 'redis-replica-2']));
    expect(byPrefix('redis-sentinel')).toHaveLength(3);
    expect(byPrefix('redis-cluster')).toHaveLength(6);
    for (const node of byPrefix('redis-cluster')) expect(String(services[node].command)).toContain('--cluster-enabled yes');

    for (const name of APP_SERVICES) {
      expect(services[name].image).toBe(services.command.image);
      expect(Number(interpolate(String(services[name].deploy?.replicas), {}))).toBeGreaterThanOrEqual(2);
      expect(services[name].command).toEqual([name]);
    }
  });

  test('the services connect to the engines it runs', () => {
    const env = environmentOf(services.command);
    // kurrentdb://host:port,host:port,...?tls=false: the client's gossip seeds
    const seeds = /^kurrentdb:\/\/([^/?]+)\?tls=false$/.exec(env.KURRENTDB_URL)?.[1].split(',');
    expect(seeds).toEqual(names.filter((name) => /^kurrentdb-\d+$/.test(name)).map((name) => `${name}:2113`));
    expect(env.KAFKA_BROKERS.split(',').sort()).toEqual(names.filter((name) => /^kafka-\d+$/.test(name)).map((name) => `${name}:9092`));
    expect(new URL(env.REDIS_URL).hostname).toBe('redis-primary');
    expect(env.REDIS_SENTINELS.split(',')).toEqual(
      names.filter((name) => /^redis-sentinel-\d+$/.test(name)).map((name) => `${name}:26379`),
    );
    expect(String(services['redis-sentinel-1'].command)).toContain(`sentinel monitor ${env.REDIS_SENTINEL_NAME} redis-primary 6379 2`);
    expect(env.LOBBY_REDIS_CLUSTER_NODES.split(',')).toEqual(
      names.filter((name) => /^redis-cluster-\d+$/.test(name)).map((name) => `${name}:6379`),
    );
    // the relay's topic is the one created before the projector starts
    const create = services['kafka-topics'].command as string[];
    expect(create[create.indexOf('--topic') + 1]).toBe(env.KAFKA_TOPIC);
  });

  test('every long-running service has a health check, and every start condition can be met', () => {
    for (const [name, service] of Object.entries(services)) {
      // the Arena services' health check is the image's (HEALTHCHECK in infra/Dockerfile)
      if (!runsTheImage(name) && !oneShot(service))
        expect({ name, healthcheck: Boolean(service.healthcheck?.test) }).toEqual({ name, healthcheck: true });
      for (const [dependency, condition] of Object.entries(dependenciesOf(service))) {
        expect(names).toContain(dependency);
        const target = services[dependency];
        if (condition === 'service_healthy')
          expect({ dependency, healthcheck: runsTheImage(dependency) || Boolean(target.healthcheck?.test) }).toEqual({
            dependency,
            healthcheck: true,
          });
        if (condition === 'service_completed_successfully')
          expect({ dependency, oneShot: oneShot(target) }).toEqual({ dependency, oneShot: true });
      }
    }
    // the services wait for the event store and Redis; the projector (the relay) for its topic
    for (const name of APP_SERVICES) {
      expect(dependenciesOf(services[name])).toMatchObject({ 'kurrentdb-1': 'service_healthy', 'redis-primary': 'service_healthy' });
    }
    expect(dependenciesOf(services.projector)['kafka-topics']).toBe('service_completed_successfully');
    expect(dependenciesOf(services.lobby)['redis-cluster-create']).toBe('service_completed_successfully');
  });

  test('the services accept the configuration it gives them, in production', () => {
    // SITE_DIST names the image's folder (/app/apps/site/dist), which this machine has not: the check serves the API only
    const command = loadCommandConfig({ ...environmentOf(services.command), SITE_DIST: '' });
    expect(command).toMatchObject({ nodeEnv: 'production', devSignIn: false, trustProxy: 1, host: '0.0.0.0', port: 3000, lobbyPort: 4000 });
    expect(command.payments.provider).toBe('stripe');
    expect(command.eventStore.KURRENTDB_URL).toBeDefined();
    expect(loadLobbyConfig(environmentOf(services.lobby))).toMatchObject({
      NODE_ENV: 'production',
      LOBBY_HOST: '0.0.0.0',
      LOBBY_PORT: 4000,
    });
    expect(loadProjectorConfig(environmentOf(services.projector))).toMatchObject({ PROJECTOR_PORT: 3001 });
    expect(environmentOf(services.command).SITE_DIST).toBe('/app/apps/site/dist');
  });
});
