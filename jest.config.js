/**
 * One jest run for every workspace: unit, contract, integration and end-to-end tests.
 * Sources are transformed by swc straight from `src`; workspace imports resolve to `src` too,
 * so a test never runs against a stale build. Child processes and worker threads started by
 * tests run `dist` (`npm test` builds first).
 *
 * `npm test` sets NODE_OPTIONS=--experimental-vm-modules: some dependencies load ES modules with
 * a dynamic import() (@fastify/cookie loads `cookie`), which jest's runtime only allows then.
 */
const fs = require('node:fs');
const path = require('node:path');
/** Dependencies published as ES modules only, which jest's CommonJS module runtime cannot require. */
const ESM_ONLY_PACKAGES = ['content-disposition', 'uuid'];
const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/apps', '<rootDir>/tests', '<rootDir>/scripts'],
  testMatch: ['**/?(*.)test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { ...swcrc, swcrc: false }],
    // ESM-only dependencies (listed below) are turned into CommonJS for jest's module runtime
    '^.+\\.m?js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' }, swcrc: false },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    // a relative import written with its emitted extension (`./en-resources.js`, as Node's module
    // resolution wants in files the root tsconfig also checks) is the TypeScript source beside it
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@arena/(domain|contract|eventstore|read-models)$': '<rootDir>/libs/$1/src',
    // the modules of the domain the site bundles (apps/site/vite.config.ts)
    '^@arena/domain/lobbies/constants$': '<rootDir>/libs/domain/src/lobbies/constants.ts',
    '^@arena/domain/avatars/generated-avatar$': '<rootDir>/libs/domain/src/avatars/generated-avatar.ts',
    '^@arena/domain/shared/site-language$': '<rootDir>/libs/domain/src/shared/site-language.ts',
    '^@arena/(command|projector|lobby)$': '<rootDir>/services/$1/src',
    // the site's stylesheets and build-time icon subsets (apps/site/vite.config.ts), for component tests
    '\\.css$': '<rootDir>/apps/site/src/shared/testing/empty-module.ts',
    '\\.icons\\.json\\?subset$': '<rootDir>/apps/site/src/shared/testing/empty-module.ts',
  },
  testTimeout: 60000,
  maxWorkers: 2,
};
