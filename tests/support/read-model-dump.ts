import type Redis from 'ioredis';

/**
 * Everything stored under a read-model prefix, keyed without the prefix, so two versions
 * (a live one and a rebuild) can be compared for equality. Read by type, without DUMP (whose
 * bytes depend on the encoding Redis chose, not on the content): strings as they are, hashes as
 * objects of their fields, sorted sets as `[member, score, ...]` in their order, lists in their
 * order, sets sorted.
 */
export async function dumpReadModels(redis: Redis, prefix: string): Promise<Record<string, unknown>> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    keys.push(...found);
    cursor = next;
  } while (cursor !== '0');
  const dump: Record<string, unknown> = {};
  for (const key of keys.sort()) {
    const type = await redis.type(key);
    const name = key.slice(prefix.length);
    if (type === 'hash') dump[name] = await redis.hgetall(key);
    else if (type === 'zset') dump[name] = await redis.zrange(key, '0', '-1', 'WITHSCORES');
    else if (type === 'string') dump[name] = await redis.get(key);
    else if (type === 'list') dump[name] = await redis.lrange(key, 0, -1);
    else if (type === 'set') dump[name] = (await redis.smembers(key)).sort();
    else dump[name] = `<${type}>`;
  }
  return dump;
}
