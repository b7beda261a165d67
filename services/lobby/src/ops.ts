import type * as http from 'node:http';
import type Redis from 'ioredis';
import type { Connections } from './connections';
import type { LobbyMetrics } from './metrics';
import type { LobbyRedis } from './redis-client';

/**
 * `/healthz` and `/metrics` beside the sockets, on the same port. `GET /healthz`: 200
 * `{status: "ok", redis: true, instance, sockets}` while Redis answers, both the read models'
 * and the lobby state's when that is a cluster (`status: "degraded"` while stopping); 503 with
 * `redis: false` when one does not. `GET /metrics`: Prometheus text.
 * Anything else: 426 (upgrade to a WebSocket).
 */
export function opsHandler(deps: {
  redis: Redis;
  /** The lobby state's Redis: `redis` itself, or a cluster. */
  lobbyRedis: LobbyRedis;
  metrics: LobbyMetrics;
  connections: Connections;
  instanceId: string;
  stopping(): boolean;
}): http.RequestListener {
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === '/healthz') {
      const ping = (redis: LobbyRedis) =>
        redis.ping().then(
          () => true,
          () => false,
        );
      const [readModels, lobbies] = await Promise.all([ping(deps.redis), deps.lobbyRedis === deps.redis ? true : ping(deps.lobbyRedis)]);
      const redisOk = readModels && lobbies;
      const body = {
        status: redisOk && !deps.stopping() ? 'ok' : 'degraded',
        redis: redisOk,
        instance: deps.instanceId,
        sockets: deps.connections.size,
      };
      res.writeHead(redisOk ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
    } else if (req.url === '/metrics') {
      res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(deps.metrics.render());
    } else {
      res.writeHead(426, { 'content-type': 'text/plain' }).end('a WebSocket server: connect to /?ticket=...\n');
    }
  };
  return (req, res) => {
    answer(req, res).catch(() => res.writeHead(500).end());
  };
}
