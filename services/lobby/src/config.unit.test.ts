import { loadLobbyConfig } from './config';

describe('lobby service configuration: the Redis Cluster of the lobby state', () => {
  test("unset: none (the lobbies stay on the read models' Redis); set: its nodes", () => {
    expect(loadLobbyConfig({}).LOBBY_REDIS_CLUSTER_NODES).toEqual([]);
    expect(loadLobbyConfig({ LOBBY_REDIS_CLUSTER_NODES: 'redis-0:6379,redis-1:6379' }).LOBBY_REDIS_CLUSTER_NODES).toEqual([
      { host: 'redis-0', port: 6379 },
      { host: 'redis-1', port: 6379 },
    ]);
  });

  test('an entry that is not host:port stops the service with the variable named', () => {
    expect(() => loadLobbyConfig({ LOBBY_REDIS_CLUSTER_NODES: 'redis-0:6379,redis-1' })).toThrow(
      /"redis-1" is not host:port\s+→ at LOBBY_REDIS_CLUSTER_NODES/,
    );
  });
});
