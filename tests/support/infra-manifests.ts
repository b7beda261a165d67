/**
 * Reading `infra/` for its tests: the environment variables the services read (found in their
 * sources), the compose file's services and the Kubernetes objects with the variables each
 * container is given.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/** The repository's root: the nearest folder above this file with the lock file (from `src` or `dist` alike). */
export const REPO_ROOT = (() => {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package-lock.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
})();
export const INFRA_DIR = path.join(REPO_ROOT, 'infra');
export const COMPOSE_FILE = path.join(INFRA_DIR, 'compose.yaml');
const KUBERNETES_DIR = path.join(INFRA_DIR, 'k8s');

/** The Arena services: compose services and Kubernetes Deployments of these names run the image. */
export const APP_SERVICES = ['command', 'lobby', 'projector'] as const;

/**
 * Variables the services read that a production deployment leaves unset, each with its reason.
 * Every other variable a service reads must be given to every Arena container, in compose and
 * in Kubernetes.
 */
export const NOT_DEPLOYED: Readonly<Record<string, string>> = {
  CONTRACT_CHECK: 'tests turn it on: every JSON answer is checked against the contract and a wrong one becomes a 500',
  EVENT_STORE_PATH: 'the embedded SQLite file; the deployment keeps its events in KurrentDB (KURRENTDB_URL)',
  STRIPE_API_URL: "tests point Stripe's client at a local stand-in; production refuses it",
  LOCAL_PAYMENT_WEBHOOK_SECRET: 'the embedded local payment provider, which production refuses (PAYMENT_PROVIDER=stripe)',
  LOCAL_PAYMENT_WEBHOOK_URL: 'the embedded local payment provider, which production refuses (PAYMENT_PROVIDER=stripe)',
};

/** Stand-ins for the secrets a deployment must be given (the compose file refuses to run without them). */
export const TEST_SECRETS: Readonly<Record<string, string>> = {
  SESSION_SECRET: 'a-session-secret-of-more-than-32-characters',
  SERVER_KEYS: 'prod:a-server-key',
  STRIPE_SECRET_KEY: 'sk_test_infra',
  STRIPE_WEBHOOK_SECRET: 'whsec_infra',
};

/** Matches the names a source reads: `process.env.X`, `process.env['X']`, `env.X`, `env['X']`, zod keys `X: z.`. */
const READ_PATTERNS = [
  /process\.env\.([A-Z][A-Z0-9_]*)\b/g,
  /\benv\.([A-Z][A-Z0-9_]*)\b/g,
  /\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g,
  /process\.env\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g,
  /\b([A-Z][A-Z0-9_]*)\s*:\s*z\s*\./g,
];
/** In configuration files (`config.ts`, `*-config.ts`), every upper-case object key is a variable (`ADMIN_STEAM_IDS: commaList`). */
const CONFIG_FILE = /(^|[-.])config\.ts$/;
const CONFIG_KEY = /^\s*([A-Z][A-Z0-9_]*)\s*\??\s*:/gm;
const DESTRUCTURED = /\{([^{}]*)\}\s*=\s*process\.env\b/g;

/**
 * The environment variable names one source file reads (see the patterns above; a
 * destructuring `const {A, B} = process.env` counts too).
 */
export function variablesIn(source: string, fileName: string): Set<string> {
  const names = new Set<string>();
  const patterns = CONFIG_FILE.test(path.basename(fileName)) ? [...READ_PATTERNS, CONFIG_KEY] : READ_PATTERNS;
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) names.add(match[1]);
  for (const match of source.matchAll(DESTRUCTURED)) {
    for (const part of match[1].split(',')) {
      const name = part.split(':')[0].trim();
      if (/^[A-Z][A-Z0-9_]*$/.test(name)) names.add(name);
    }
  }
  return names;
}

/** The services' and libraries' own sources (the `src` folder of each), without tests, test support (`testing/`) or fixtures. */
function productionSources(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing' && entry.name !== '__fixtures__' && entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  for (const group of ['services', 'libs']) {
    for (const pkg of fs.readdirSync(path.join(root, group))) {
      const src = path.join(root, group, pkg, 'src');
      if (fs.existsSync(src)) walk(src);
    }
  }
  return files.sort();
}

/** Every environment variable the services read, each with the files (relative to `root`) that read it. */
export function variablesReadByServices(root = REPO_ROOT): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of productionSources(root)) {
    for (const name of variablesIn(fs.readFileSync(file, 'utf8'), file)) {
      found.set(name, [...(found.get(name) ?? []), path.relative(root, file)]);
    }
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

export interface ComposeService {
  image?: string;
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: unknown; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  deploy?: { replicas?: number | string };
  restart?: string;
}

/** The compose file's services, with its anchors and merge keys resolved (interpolation is left to compose). */
export function composeServices(file = COMPOSE_FILE): Record<string, ComposeService> {
  const document = parse(fs.readFileSync(file, 'utf8'), { merge: true, maxAliasCount: -1 }) as { services: Record<string, ComposeService> };
  return document.services;
}

/**
 * A compose value as compose interpolates it: `${NAME:-default}` gives the default, `${NAME:?message}`
 * and `${NAME}` the value of `given` (empty when it has none).
 */
export function interpolate(value: string, given: Readonly<Record<string, string>>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?:(:?-)([^}]*)|(:?\?)[^}]*)?\}/g, (_match, name: string, dash?: string, fallback?: string) => {
    const set = given[name];
    if (dash === ':-') return set ? set : (fallback ?? '');
    if (dash === '-') return set ?? fallback ?? '';
    return set ?? '';
  });
}

/** A compose service's environment as a map (the list form `NAME=value` too). */
export function composeEnvironment(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(environment.map((entry) => [entry.split('=')[0], entry.slice(entry.indexOf('=') + 1)]));
  }
  return Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, value === null ? '' : String(value)]));
}

/** One Kubernetes object of `infra/k8s` and the file it is in. */
export interface KubernetesObject {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  [field: string]: unknown;
}

/** The YAML files of `dir`, in the order `kubectl apply -f` takes them (by name). */
export function kubernetesFiles(dir = KUBERNETES_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * Every object of the YAML files of `dir` (empty documents skipped).
 * @throws Error naming the file when a document does not parse.
 */
export function kubernetesObjects(dir = KUBERNETES_DIR): KubernetesObject[] {
  return kubernetesFiles(dir).flatMap((file) =>
    parseAllDocuments(fs.readFileSync(file, 'utf8')).flatMap((document) => {
      if (document.errors.length) throw new Error(`${path.relative(REPO_ROOT, file)}: ${document.errors.map((e) => e.message).join('; ')}`);
      const object = document.toJS() as KubernetesObject | null;
      return object ? [{ ...object, file: path.relative(REPO_ROOT, file) }] : [];
    }),
  );
}

interface Container {
  name: string;
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  [field: string]: unknown;
}

/** The containers of a workload's pod template (Deployment, StatefulSet, Job). */
export function containersOf(object: KubernetesObject): Container[] {
  const template = object.spec?.template as { spec?: { containers?: Container[] } } | undefined;
  return template?.spec?.containers ?? [];
}

/**
 * The environment a container is given: its own `env` values, and the keys of the ConfigMaps
 * and Secrets it takes whole (`envFrom`), Secret values as written in `stringData`.
 * @throws Error naming a ConfigMap or Secret that `objects` lacks.
 */
export function containerEnvironment(container: Container, objects: KubernetesObject[], namespace: string): Record<string, string> {
  const environment: Record<string, string> = {};
  const find = (kind: string, name: string) => {
    const found = objects.find((o) => o.kind === kind && o.metadata.name === name && (o.metadata.namespace ?? 'default') === namespace);
    if (!found) throw new Error(`container ${container.name} takes ${kind} ${name}, which infra/k8s does not define`);
    return found;
  };
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(environment, find('ConfigMap', source.configMapRef.name).data ?? {});
    if (source.secretRef) {
      const secret = find('Secret', source.secretRef.name);
      Object.assign(environment, secret.stringData ?? {});
      for (const name of Object.keys(secret.data ?? {})) environment[name] ??= '';
    }
  }
  for (const variable of container.env ?? []) environment[variable.name] = variable.value ?? '';
  return environment;
}
