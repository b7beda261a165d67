/**
 * Boundaries of the code (docs/architecture.md, "Packages" and "Feature folders"), checked in `npm test` by dependency-cruiser.
 * `@arena/*` imports resolve to the workspaces' sources (tsconfig.depcruise.json).
 */

/** Packages laid out by feature, each with the folder of its shared core. */
const FEATURE_PACKAGES = [
  { root: 'libs/domain/src', core: 'shared' },
  { root: 'libs/contract/src', core: 'shared' },
  { root: 'libs/read-models/src', core: 'core' },
  { root: 'services/command/src', core: 'platform' },
  { root: 'apps/site/src/features', core: null },
];

/** Test files and test-support folders (`testing/`), which may also use other features' test support. */
const TEST_CODE = '\\.test\\.tsx?$|/testing/';

const featureRules = FEATURE_PACKAGES.flatMap(({ root, core }) => [
  {
    name: `feature-internals:${root}`,
    comment: 'A feature imports another feature only through its public index.ts.',
    severity: 'error',
    from: { path: `^${root}/([^/]+)/`, pathNot: TEST_CODE },
    to: {
      path: `^${root}/[^/]+/`,
      pathNot: [`^${root}/$1/`, `^${root}/[^/]+/index\\.tsx?$`, ...(core ? [`^${root}/${core}/`] : [])],
    },
  },
  {
    name: `feature-internals-in-tests:${root}`,
    comment: "A feature's tests import another feature through its index.ts, or its test support through testing/index.ts.",
    severity: 'error',
    from: { path: `^${root}/([^/]+)/.*(${TEST_CODE})` },
    to: {
      path: `^${root}/[^/]+/`,
      pathNot: [`^${root}/$1/`, `^${root}/[^/]+/(testing/)?index\\.tsx?$`, ...(core ? [`^${root}/${core}/`] : [])],
    },
  },
  ...(core
    ? [
        {
          name: `core-imports-no-feature:${root}`,
          comment: 'The shared core of a package never depends on its features.',
          severity: 'error',
          from: { path: `^${root}/${core}/` },
          to: { path: `^${root}/`, pathNot: `^${root}/${core}/` },
        },
      ]
    : []),
]);

const OURS = '^(libs|services|apps|scripts|tests)/';

/** Files under `from` may import, of our code, only what `allowed` matches (docs/architecture.md, "Packages"). */
const importsOfOursOnly = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: OURS, pathNot: allowed },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Circular imports make load order matter and hide a missing seam.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    importsOfOursOnly('domain-imports-nothing-of-ours', '^libs/domain/src', '^libs/domain/'),
    {
      name: 'domain-does-no-io',
      comment: 'The domain is pure: no Node built-ins and no libraries outside tests.',
      severity: 'error',
      from: { path: '^libs/domain/src', pathNot: '\\.test\\.ts$|/testing/' },
      to: { dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'] },
    },
    importsOfOursOnly(
      'contract-imports-only-the-domain',
      '^libs/contract/src',
      '^libs/contract/|^libs/domain/src/index\\.ts$',
      "The contract imports of our code only the domain's public index: the lobbies' constants and range rule it states.",
    ),
    {
      name: 'contract-runs-in-browsers',
      comment: 'The site imports the contract: no Node built-ins in it.',
      severity: 'error',
      from: { path: '^libs/contract/src', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    importsOfOursOnly('eventstore-imports-only-domain', '^libs/eventstore/src', '^libs/(eventstore|domain)/'),
    importsOfOursOnly('read-models-import-only-domain-and-contract', '^libs/read-models/src', '^libs/(read-models|domain|contract)/'),
    importsOfOursOnly(
      'site-imports-only-contract-types',
      '^apps/site/',
      '^apps/site/|^libs/contract/|^libs/domain/src/lobbies/constants\\.ts$|^libs/domain/src/avatars/generated-avatar\\.ts$|^libs/domain/src/shared/site-language\\.ts$',
      "The site reaches the back end over HTTP only; it may import types of libs/contract, and three plain modules of libs/domain: the lobbies' constants, the generated avatar and the site's languages.",
    ),
    importsOfOursOnly(
      'console-imports-only-contract-types',
      '^apps/admin/',
      '^apps/admin/|^libs/contract/',
      'The admin console reaches the back end over HTTP only; it may import types of libs/contract (docs/architecture.md, "Packages").',
    ),
    {
      name: 'console-imports-contract-as-types',
      severity: 'error',
      from: { path: '^apps/admin/' },
      to: { path: '^libs/contract/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'site-imports-contract-as-types',
      severity: 'error',
      from: { path: '^apps/site/' },
      to: { path: '^libs/contract/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'services-import-no-other-service',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/', pathNot: '^services/$1/' },
    },
    {
      name: 'tests-named-by-kind',
      comment: 'Test files are *.unit.test.ts (no I/O), *.int.test.ts (Redis, SQLite, HTTP) or *.e2e.test.ts (a browser).',
      severity: 'error',
      from: { path: '\\.test\\.tsx?$', pathNot: '\\.(unit|int|e2e)\\.test\\.tsx?$' },
      to: {},
    },
    {
      name: 'unit-tests-do-no-io',
      comment: '`npm run test:unit` needs nothing running: no Redis, no files, no network, no browser.',
      severity: 'error',
      from: { path: '\\.unit\\.test\\.tsx?$' },
      to: {
        path: '^(node:)?(fs|net|http|https|child_process|worker_threads)$|node_modules/(ioredis|better-sqlite3|playwright-core|autocannon)/|^tests/support/',
      },
    },
    ...featureRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
