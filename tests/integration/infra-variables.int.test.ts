/**
 * Every environment variable the services read (found in their sources, so a variable added
 * later fails here until infra/ gives it) is given to every Arena container by infra/compose.yaml
 * and by infra/k8s, unless NOT_DEPLOYED says why a deployment leaves it unset.
 */
import { expect } from '@jest/globals';
import {
  APP_SERVICES,
  composeEnvironment,
  composeServices,
  containerEnvironment,
  containersOf,
  kubernetesObjects,
  NOT_DEPLOYED,
  variablesIn,
  variablesReadByServices,
} from '../support/infra-manifests';

const read = variablesReadByServices();
const deployed = [...read.keys()].filter((name) => !(name in NOT_DEPLOYED));

function missingFrom(given: Record<string, string>): string[] {
  return deployed.filter((name) => !(name in given)).map((name) => `${name} (read by ${read.get(name)!.join(', ')})`);
}

describe('the variables the services read', () => {
  test('are found in every form the sources use', () => {
    const config = [
      'const schema = z.object({ REDIS_URL: z.string().url(),',
      '  ADMIN_STEAM_IDS: commaList,',
      '  MAX_BODY_BYTES: z',
      '    .coerce.number(),',
      '});',
    ].join('\n');
    expect([...variablesIn(config, 'services/x/src/platform/queue-config.ts')].sort()).toEqual([
      'ADMIN_STEAM_IDS',
      'MAX_BODY_BYTES',
      'REDIS_URL',
    ]);
    // outside configuration files only reads count: an upper-case key is not a variable there
    expect([...variablesIn('const table = { PLAYER: 1, ADMIN: 2 };', 'libs/x/src/roles.ts')]).toEqual([]);
    const reads = 'process.env.A_1; process.env[\'B\']; env.NODE_ENV; env["C"]; const { D, E: e } = process.env; someEnv.F;';
    expect([...variablesIn(reads, 'services/x/src/main.ts')].sort()).toEqual(['A_1', 'B', 'C', 'D', 'E', 'NODE_ENV']);
  });

  test('the scan finds the configuration of every service and library', () => {
    // one variable of each configuration file, so a scan that stops finding them fails here
    for (const [name, file] of [
      ['KURRENTDB_URL', 'libs/eventstore/src/config.ts'],
      ['READ_MODEL_NAMESPACE', 'libs/read-models/src/core/config.ts'],
      ['ADMIN_STEAM_IDS', 'services/command/src/platform/config.ts'],
      ['STRIPE_WEBHOOK_SECRET', 'services/command/src/platform/payment-config.ts'],
      ['LOBBY_GRACE_SECONDS', 'services/lobby/src/config.ts'],
      ['PROJECTOR_WATCHDOG_MS', 'services/projector/src/config.ts'],
    ]) {
      expect(read.get(name)).toContain(file);
    }
    expect(read.size).toBeGreaterThanOrEqual(35);
  });

  test('every exclusion is still read by a service and says why', () => {
    for (const [name, reason] of Object.entries(NOT_DEPLOYED)) {
      expect({ name, read: read.has(name) }).toEqual({ name, read: true });
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  test.each(APP_SERVICES)('compose gives every one of them to %s', (name) => {
    const service = composeServices()[name];
    expect(service).toBeDefined();
    expect(missingFrom(composeEnvironment(service))).toEqual([]);
  });

  test.each(APP_SERVICES)('Kubernetes gives every one of them to the %s Deployment', (name) => {
    const objects = kubernetesObjects();
    const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name);
    expect(deployment).toBeDefined();
    const containers = containersOf(deployment!);
    expect(containers.length).toBeGreaterThan(0);
    for (const container of containers) {
      expect(missingFrom(containerEnvironment(container, objects, deployment!.metadata.namespace ?? 'default'))).toEqual([]);
    }
  });

  test('the excluded ones are left unset in production', () => {
    const objects = kubernetesObjects();
    for (const name of APP_SERVICES) {
      const composeEnv = composeEnvironment(composeServices()[name]);
      const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name)!;
      const kubernetesEnv = containerEnvironment(containersOf(deployment)[0], objects, deployment.metadata.namespace ?? 'default');
      for (const excluded of Object.keys(NOT_DEPLOYED)) {
        expect({ service: name, variable: excluded, compose: excluded in composeEnv, kubernetes: excluded in kubernetesEnv }).toEqual({
          service: name,
          variable: excluded,
          compose: false,
          kubernetes: false,
        });
      }
    }
  });
});
