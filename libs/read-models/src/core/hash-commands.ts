/**
 * The hash commands a `BatchWriter` emits, applied to a hash in memory with Redis's semantics:
 * HSET, HSETNX, HDEL, HINCRBY and the `hincrbymany`, `hsetmax` and `hsetbest` scripts
 * (redis-commands.ts). Shared by the rebuild, which renders derived documents of hashes it wrote
 * from scratch without asking Redis (`renderFreshDocuments`), and by the projection tests'
 * `InMemoryRedis`.
 * @param hash the hash's fields, changed in place (a hash HDEL empties is left empty: Redis
 * drops the key, which the caller does when it keeps keys).
 * @param name the command, lower case (`isHashCommand`); `args` the arguments after the key.
 * @throws Error when `name` is not a hash command.
 */
export function applyHashCommand(hash: Map<string, string>, name: string, args: readonly string[]): void {
  switch (name) {
    case 'hset':
      for (let i = 0; i < args.length; i += 2) hash.set(args[i], args[i + 1]);
      return;
    case 'hsetnx':
      if (!hash.has(args[0])) hash.set(args[0], args[1]);
      return;
    case 'hdel':
      for (const field of args) hash.delete(field);
      return;
    case 'hincrby':
    case 'hincrbymany':
      for (let i = 0; i < args.length; i += 2)
        hash.set(args[i], String(Number.parseInt(hash.get(args[i]) ?? '0', 10) + Number.parseInt(args[i + 1], 10)));
      return;
    case 'hsetmax':
      for (let i = 0; i < args.length; i += 2) {
        const current = hash.get(args[i]);
        if (current === undefined || Number(args[i + 1]) > Number(current)) hash.set(args[i], args[i + 1]);
      }
      return;
    case 'hsetbest':
      for (let i = 0; i < args.length; i += 3) {
        const current = hash.get(args[i]);
        if (current === undefined || Number(args[i + 1]) > Number(current.split(' ')[0]))
          hash.set(args[i], `${args[i + 1]} ${args[i + 2]}`);
      }
      return;
    default:
      throw new Error(`not a hash command: ${name}`);
  }
}

const HASH_COMMANDS = new Set(['hset', 'hsetnx', 'hdel', 'hincrby', 'hincrbymany', 'hsetmax', 'hsetbest']);

/** Whether `applyHashCommand` knows `name` (lower case). */
export function isHashCommand(name: string): boolean {
  return HASH_COMMANDS.has(name);
}
