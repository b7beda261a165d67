import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { Projector } from './projector';

/**
 * `GET /healthz`: 200 `{status: "ok", redis: true, read_models: "ok", checkpoint}` while the read
 * models are there; 200 with `status: "degraded"` and `read_models: "missing" | "rebuilding"`
 * while they are lost or being rebuilt (the process works: a liveness probe must not kill it);
 * 503 `{status: "degraded", redis: false, checkpoint}` while Redis does not answer.
 * `checkpoint` is the position of the last event applied.
 */
export interface ProjectorHealth {
  status: 'ok' | 'degraded';
  redis: boolean;
  read_models?: 'ok' | 'missing' | 'rebuilding';
  checkpoint: number;
}

/**
 * Serves the projector's `/healthz` (see `ProjectorHealth`) and `/metrics` (Prometheus) on
 * `host:port` (port 0: any free port); `moreMetrics` registers the gauges of other parts of the
 * process (the integration bus's).
 * @returns the listening server; its address tells the port.
 */
export async function startOpsServer(
  projector: Projector,
  port: number,
  host = '127.0.0.1',
  moreMetrics?: (registry: Registry) => void,
): Promise<http.Server> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  moreMetrics?.(registry);
  new Gauge({
    name: 'projector_checkpoint_position',
    help: 'Global position of the last event applied to the read models',
    registers: [registry],
    collect() {
      this.set(projector.checkpoint);
    },
  });
  const server = http.createServer((req, res) => {
    void answer(req.url, res).catch(() => res.writeHead(500).end());
  });
  const answer = async (url: string | undefined, res: http.ServerResponse) => {
    if (url === '/healthz') {
      const body = await healthOf(projector);
      res.writeHead(body.redis ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
    } else if (url === '/metrics') {
      res.writeHead(200, { 'content-type': registry.contentType }).end(await registry.metrics());
    } else {
      res.writeHead(404).end();
    }
  };
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return server;
}

/** The port a server started by `startOpsServer` listens on. */
export function portOf(server: http.Server): number {
  return (server.address() as AddressInfo).port;
}

async function healthOf(projector: Projector): Promise<ProjectorHealth> {
  const readModels = await projector.readModels().catch(() => null);
  if (readModels === null) return { status: 'degraded', redis: false, checkpoint: projector.checkpoint };
  return { status: readModels === 'ok' ? 'ok' : 'degraded', redis: true, read_models: readModels, checkpoint: projector.checkpoint };
}
