/**
 * infra/k8s: every built-in object is valid for the Kubernetes API's schemas (`kubernetes-models`,
 * in a process of its own: tests/dist/support/kubernetes-validate.js, built by `npm test`), the
 * custom resources have their shape, probes reach the services' real health endpoints, every
 * workload has a disruption budget, the stateless ones an autoscaler, and the services accept
 * the configuration the ConfigMap and Secret give them.
 */
import { expect } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
// the services' configuration loaders alone, not the services
import { loadCommandConfig } from '../../services/command/src/platform/config';
import { loadLobbyConfig } from '../../services/lobby/src/config';
import { loadProjectorConfig } from '../../services/projector/src/config';
import {
  APP_SERVICES,
  containerEnvironment,
  containersOf,
  kubernetesFiles,
  type KubernetesObject,
  kubernetesObjects,
  REPO_ROOT,
  TEST_SECRETS,
} from '../support/infra-manifests';
import type { KubernetesValidation } from '../support/kubernetes-validate';

const VALIDATOR = path.join(REPO_ROOT, 'tests/dist/support/kubernetes-validate.js');
/** The operators' and the Gateway API's custom resources (no model in kubernetes-models). */
const CUSTOM_RESOURCES = [
  'gateway.networking.k8s.io/v1 Gateway',
  'gateway.networking.k8s.io/v1 HTTPRoute',
  'kafka.strimzi.io/v1 Kafka',
  'kafka.strimzi.io/v1 KafkaNodePool',
  'kafka.strimzi.io/v1 KafkaTopic',
  'kubernetes.kurrent.io/v1 KurrentDB',
];
const WORKLOADS = ['Deployment', 'StatefulSet'];

const objects = kubernetesObjects();
const ofKind = (kind: string) => objects.filter((o) => o.kind === kind);
const named = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);

function validate(files: string[]): KubernetesValidation[] {
  if (!fs.existsSync(VALIDATOR)) throw new Error(`${VALIDATOR} is missing: build first (npm run build)`);
  const run = spawnSync(process.execPath, [VALIDATOR, ...files], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the validator failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as KubernetesValidation[];
}

function templateLabels(workload: KubernetesObject): Record<string, string> {
  return (workload.spec?.template as { metadata?: { labels?: Record<string, string> } }).metadata?.labels ?? {};
}

/** The workloads whose pods a selector (`matchLabels` or a Service's plain map) selects. */
function selected(selector: Record<string, string>): KubernetesObject[] {
  return objects.filter(
    (o) => WORKLOADS.includes(o.kind) && Object.entries(selector).every(([label, value]) => templateLabels(o)[label] === value),
  );
}

function appEnvironment(name: string, secrets: Record<string, string> = {}): Record<string, string> {
  const deployment = named('Deployment', name)!;
  return { ...containerEnvironment(containersOf(deployment)[0], objects, 'arena'), ...secrets };
}

describe('infra/k8s', () => {
  test('every built-in object is valid for the Kubernetes API; the others are the expected custom resources', () => {
    const results = validate(kubernetesFiles());
    expect(results).toHaveLength(objects.length);
    expect(results.filter((r) => r.builtIn && r.errors.length)).toEqual([]);
    const custom = [...new Set(results.filter((r) => !r.builtIn).map((r) => `${r.apiVersion} ${r.kind}`))].sort();
    expect(custom).toEqual(CUSTOM_RESOURCES);
    expect(results.filter((r) => r.builtIn).length).toBeGreaterThanOrEqual(25);
  });

  test('the validator refuses an invalid object, saying what is wrong', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-k8s-'));
    try {
      const file = path.join(dir, 'bad.yaml');
      fs.writeFileSync(file, 'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: bad }\nspec: { replicas: three, template: {} }\n');
      const [result] = validate([file]);
      expect(result).toMatchObject({ builtIn: true, kind: 'Deployment', name: 'bad' });
      expect(result.errors.join('\n')).toMatch(/replicas must be integer|must have required property 'selector'/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('custom resources have apiVersion, kind, a name in the namespace and a spec', () => {
    const custom = objects.filter((o) => CUSTOM_RESOURCES.includes(`${o.apiVersion} ${o.kind}`));
    expect(custom.length).toBeGreaterThanOrEqual(CUSTOM_RESOURCES.length);
    for (const resource of custom) {
      expect({
        resource: `${resource.kind} ${resource.metadata?.name}`,
        namespace: resource.metadata?.namespace,
        spec: typeof resource.spec,
      }).toEqual({
        resource: `${resource.kind} ${resource.metadata?.name}`,
        namespace: 'arena',
        spec: 'object',
      });
    }
    // the documented required fields of the operators' resources
    expect(named('KurrentDB', 'arena-kurrentdb')?.spec).toEqual(
      expect.objectContaining({ replicas: 3, image: expect.any(String), storage: expect.any(Object), network: expect.any(Object) }),
    );
    expect(named('KafkaNodePool', 'dual-role')?.spec).toMatchObject({ replicas: 3, roles: ['controller', 'broker'] });
    for (const kind of ['KafkaNodePool', 'KafkaTopic'])
      expect(ofKind(kind)[0].metadata.labels?.['strimzi.io/cluster']).toBe(ofKind('Kafka')[0].metadata.name);
  });

  test('every object is in the arena namespace, which is applied first', () => {
    for (const object of objects.filter((o) => o.kind !== 'Namespace'))
      expect(`${object.kind} ${object.metadata.name} ${object.metadata.namespace}`).toMatch(/ arena$/);
    expect(objects[0]).toMatchObject({ kind: 'Namespace', metadata: { name: 'arena' } });
  });

  test('probes reach the real health endpoints: /healthz on the port each service listens on', () => {
    const config = named('ConfigMap', 'arena-config')!.data!;
    for (const [name, portVariable] of [
      ['command', 'PORT'],
      ['lobby', 'LOBBY_PORT'],
    ]) {
      const [container] = containersOf(named('Deployment', name)!);
      const ports = container.ports as { name: string; containerPort: number }[];
      const readiness = (container.readinessProbe as { httpGet: { path: string; port: string } }).httpGet;
      expect(readiness.path).toBe('/healthz');
      expect(ports.find((p) => p.name === readiness.port)?.containerPort).toBe(Number(config[portVariable]));
      expect((container.livenessProbe as { tcpSocket?: { port: string } }).tcpSocket?.port).toBe(readiness.port);
      expect(container.args).toEqual([name]);
    }
    // the projector listens on 127.0.0.1 only: the probes run infra/healthcheck.mjs in the container
    const [projector] = containersOf(named('Deployment', 'projector')!);
    expect((projector.readinessProbe as { exec: { command: string[] } }).exec.command).toEqual([
      'node',
      '/app/infra/healthcheck.mjs',
      'projector',
    ]);
    expect((projector.livenessProbe as { exec: { command: string[] } }).exec.command).toEqual([
      'node',
      '/app/infra/healthcheck.mjs',
      'projector',
      '--alive',
    ]);
    for (const workload of objects.filter((o) => WORKLOADS.includes(o.kind))) {
      for (const container of containersOf(workload)) {
        expect({
          container: container.name,
          readiness: Boolean(container.readinessProbe),
          liveness: Boolean(container.livenessProbe),
        }).toEqual({
          container: container.name,
          readiness: true,
          liveness: true,
        });
      }
    }
  });

  test('every workload has a disruption budget, the stateless services an autoscaler, every Service a workload', () => {
    const budgeted = ofKind('PodDisruptionBudget').flatMap((pdb) =>
      selected((pdb.spec!.selector as { matchLabels: Record<string, string> }).matchLabels).map((w) => `${w.kind} ${w.metadata.name}`),
    );
    for (const workload of objects.filter((o) => WORKLOADS.includes(o.kind)))
      expect(budgeted).toContain(`${workload.kind} ${workload.metadata.name}`);
    const scaled = ofKind('HorizontalPodAutoscaler').map((hpa) => {
      const target = hpa.spec!.scaleTargetRef as { kind: string; name: string };
      expect(named(target.kind, target.name)).toBeDefined();
      return target.name;
    });
    expect(scaled.sort()).toEqual(['command', 'lobby']);
    for (const service of ofKind('Service')) expect(selected(service.spec!.selector as Record<string, string>).length).toBeGreaterThan(0);
    for (const name of ['redis', 'redis-sentinel', 'redis-cluster']) expect(named('StatefulSet', name)).toBeDefined();
  });

  test('the addresses in the ConfigMap name the engines the manifests run', () => {
    const config = named('ConfigMap', 'arena-config')!.data!;
    expect(config.KURRENTDB_URL).toContain(`//${named('KurrentDB', 'arena-kurrentdb')!.metadata.name}.arena.svc`);
    expect(config.KAFKA_BROKERS).toBe(`${ofKind('Kafka')[0].metadata.name}-kafka-bootstrap.arena.svc.cluster.local:9092`);
    expect(new URL(config.REDIS_URL).hostname).toBe('redis-0.redis.arena.svc.cluster.local');
    expect(named('StatefulSet', 'redis')!.spec!.serviceName).toBe('redis');
    expect(named('StatefulSet', 'redis-cluster')!.spec!.replicas).toBe(6);
    expect(config.KAFKA_TOPIC).toBe(ofKind('KafkaTopic')[0].metadata.name);
    // the Sentinels and the cluster's nodes: pods of their StatefulSets, by their stable names
    const podsOf = (set: string, port: number) =>
      Array.from(
        { length: named('StatefulSet', set)!.spec!.replicas as number },
        (_, i) => `${set}-${i}.${set}.arena.svc.cluster.local:${port}`,
      );
    expect(config.REDIS_SENTINELS.split(',')).toEqual(podsOf('redis-sentinel', 26379));
    expect(named('ConfigMap', 'redis-scripts')!.data!['sentinel-start.sh']).toContain(
      `sentinel monitor ${config.REDIS_SENTINEL_NAME} $primary 6379 2`,
    );
    for (const node of config.LOBBY_REDIS_CLUSTER_NODES.split(',')) expect(podsOf('redis-cluster', 6379)).toContain(node);
  });

  test('the services accept the configuration it gives them once the Secret is filled, and refuse it empty', () => {
    // the image's SITE_DIST (/app/apps/site/dist) is not on this machine: the check serves the API only
    expect(() => loadCommandConfig({ ...appEnvironment('command'), SITE_DIST: '' })).toThrow(/SESSION_SECRET/);
    expect(() => loadLobbyConfig(appEnvironment('lobby'))).toThrow(/SESSION_SECRET/);
    const command = loadCommandConfig({ ...appEnvironment('command', TEST_SECRETS), SITE_DIST: '' });
    expect(command).toMatchObject({
      nodeEnv: 'production',
      devSignIn: false,
      port: 3000,
      lobbyPort: 4000,
      publicUrl: 'https://arena.example.com',
    });
    expect(loadLobbyConfig(appEnvironment('lobby', TEST_SECRETS))).toMatchObject({ LOBBY_HOST: '0.0.0.0', LOBBY_PORT: 4000 });
    expect(loadProjectorConfig(appEnvironment('projector', TEST_SECRETS))).toMatchObject({ PROJECTOR_PORT: 3001 });
    for (const name of APP_SERVICES) expect(appEnvironment(name).SITE_DIST).toBe('/app/apps/site/dist');
  });
});
