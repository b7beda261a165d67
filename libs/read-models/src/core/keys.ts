/**
 * The Redis key schema's frame (docs/architecture.md, "Read side"): `{namespace}:current` names the live
 * version; every read model of a version lives under `{namespace}:{version}:`, so a rebuild
 * writes a fresh version beside the live one and switches the pointer when it has caught up.
 * Each feature names its own keys under a version's prefix (see `KeySchema`).
 */

/** The keys every version has, whatever its read models. */
export interface VersionKeys {
  /** `{namespace}:{version}:`, the start of every key of the version. */
  prefix: string;
  /**
   * Position of the last event applied to this version. Written ("0") when the version is
   * created and with every batch after, so a version whose checkpoint is missing has lost its
   * keys (a Redis flush, a failover to an empty replica).
   */
  checkpoint: string;
}

/** A feature's keys, named under a version's prefix (`{namespace}:{version}:`). */
export type KeySchema<K> = (prefix: string) => K;

/** The prefix and checkpoint of `version` in `namespace`. */
export function versionKeys(namespace: string, version: string): VersionKeys {
  const prefix = `${namespace}:${version}:`;
  return { prefix, checkpoint: `${prefix}checkpoint` };
}

/** Key holding the live version's name. */
export const currentVersionKey = (namespace: string) => `${namespace}:current`;
/** Pub/sub channel announcing a version switch. */
export const versionChannel = (namespace: string) => `${namespace}:version-switched`;
/**
 * The rebuild lock: held (with an expiry, renewed while it runs) by the one process rebuilding
 * the read models of `namespace`; its presence also tells readers a rebuild is under way.
 */
export const rebuildLockKey = (namespace: string) => `${namespace}:rebuilding`;
