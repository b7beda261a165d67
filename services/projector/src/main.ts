import * as http from 'node:http';
import Redis from 'ioredis';
import pino from 'pino';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { eventStoreConfigFrom, openEventStore } from '@arena/eventstore';
import { loadProjectorConfig } from './config';
import { Projector } from './projector';

/** Runs the live projector as a process of its own, with /healthz and /metrics. */
async function main() {
  const config = loadProjectorConfig();
  const log = pino({ name: 'projector', level: config.LOG_LEVEL });
  const store = openEventStore(eventStoreConfigFrom(config));
  const redis = new Redis(config.REDIS_URL, { lazyConnect: false });
  const projector = new Projector({
    store,
    redis,
    namespace: config.READ_MODEL_NAMESPACE,
    onError: (error) => log.error({ err: error }, 'projection failed; resuming from the checkpoint'),
  });
  await projector.start();

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'projector_checkpoint_position',
    help: 'Global position of the last event applied to the read models',
    registers: [registry],
    collect() {
      this.set(projector.checkpoint);
    },
  });
  const server = http.createServer(async (req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', checkpoint: projector.checkpoint }));
    } else if (req.url === '/metrics') {
      res.writeHead(200, { 'content-type': registry.contentType }).end(await registry.metrics());
    } else {
      res.writeHead(404).end();
    }
  });
  server.listen(config.PROJECTOR_PORT, '127.0.0.1');
  log.info({ port: config.PROJECTOR_PORT, namespace: config.READ_MODEL_NAMESPACE }, 'projector running');

  const shutdown = async () => {
    server.close();
    await projector.stop();
    await store.close();
    redis.disconnect();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
