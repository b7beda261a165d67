import { parseHostPorts, readModelEnv, redisSentinelFrom } from './config';

describe('read models configuration: Redis through Sentinel', () => {
  test('host:port lists: names, IPv4 and bracketed IPv6 addresses, spaces and empty entries ignored', () => {
    expect(parseHostPorts(' redis-a:26379, 10.0.0.2:26380 ,,[::1]:26381')).toEqual([
      { host: 'redis-a', port: 26379 },
      { host: '10.0.0.2', port: 26380 },
      { host: '::1', port: 26381 },
    ]);
    expect(parseHostPorts('')).toEqual([]);
  });

  test.each(['redis-a', 'redis-a:', ':26379', 'redis-a:0', 'redis-a:65536', 'a:b:26379', 'redis a:26379'])(
    '"%s" is refused, named',
    (entry) => {
      expect(() => parseHostPorts(`ok:1,${entry}`)).toThrow(`"${entry}" is not host:port`);
    },
  );

  test('REDIS_SENTINELS unset: the server of REDIS_URL; set: the Sentinels and the name they monitor', () => {
    const plain = readModelEnv.parse({});
    expect(plain).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_SENTINELS: [], REDIS_SENTINEL_NAME: 'arena' });
    expect(redisSentinelFrom(plain)).toBeUndefined();
    const sentinel = readModelEnv.parse({ REDIS_SENTINELS: 's1:26379,s2:26379', REDIS_SENTINEL_NAME: 'read-models' });
    expect(redisSentinelFrom(sentinel)).toEqual({
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
      ],
      name: 'read-models',
    });
  });

  test('an invalid list or name is refused with the variable named', () => {
    const bad = readModelEnv.safeParse({ REDIS_SENTINELS: 's1:26379,s2' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]).toMatchObject({ path: ['REDIS_SENTINELS'] });
    expect(bad.error!.issues[0].message).toContain('"s2" is not host:port');
    expect(readModelEnv.safeParse({ REDIS_SENTINEL_NAME: 'a b' }).error!.issues[0].path).toEqual(['REDIS_SENTINEL_NAME']);
  });
});
