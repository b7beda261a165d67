import { parseHostPorts } from '@arena/read-models';

/** Where the lobby state lives in a test: the single Redis of the read models, or the Redis Cluster. */
export type LobbyTopology = 'single' | 'cluster';

/** The Redis Cluster of the tests (`scripts/redis-cluster.sh` starts it; `.ci/run` exports the variable). */
export const CLUSTER_NODES = parseHostPorts(process.env.REDIS_CLUSTER_NODES ?? '');

const CLUSTER_SKIPPED =
  'lobby suites on Redis Cluster skipped: REDIS_CLUSTER_NODES is not set (start one with scripts/redis-cluster.sh and export the line it prints)';

/**
 * Declares a suite on the Redis Cluster of `REDIS_CLUSTER_NODES`; when the variable is unset the
 * suite is reported skipped with the reason (as the KurrentDB contract is).
 */
export function describeOnCluster(title: string, suite: () => void): void {
  if (CLUSTER_NODES.length) return describe(`${title}, Redis Cluster`, suite);
  // Not console.warn: jest drops the console output of a test file whose tests are all skipped.
  process.stderr.write(`${CLUSTER_SKIPPED}\n`);
  describe.skip(`${title}, Redis Cluster: ${CLUSTER_SKIPPED}`, suite);
}

/**
 * Declares a suite twice: on the single Redis, and on the Redis Cluster of `REDIS_CLUSTER_NODES`,
 * which, when the variable is unset, is reported skipped with the reason (as the KurrentDB contract is).
 */
export function describeOnTopologies(title: string, suite: (topology: LobbyTopology) => void): void {
  describe(`${title}, single Redis`, () => suite('single'));
  describeOnCluster(title, () => suite('cluster'));
}
