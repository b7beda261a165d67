import type * as http from 'node:http';
import type Redis from 'ioredis';
import type { Connections } from './connections';
import type { LobbyMetrics } from './metrics';

/**
 * `/healthz` and `/metrics` beside the sockets, on the same port. `GET /healthz`: 200
 * `{status: "ok", redis: true, instance, sockets}` while Redis answers (`status: "degraded"`
 * while stopping); 503 with `redis: false` when it does not. `GET /metrics`: Prometheus text.
 * Anything else: 426 (upgrade to a WebSocket).
 */
export function opsHandler(deps: {
  redis: Redis;
  metrics: LobbyMetrics;
  connections: Connections;
  instanceId: string;
  stopping(): boolean;
}): http.RequestListener {
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === '/healthz') {
      const redisOk = await deps.redis.ping().then(
        () => true,
        () => false,
      );
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
