import * as fs from 'node:fs';
import * as path from 'node:path';
import pino from 'pino';
import { eventStoreConfigFrom, openEventStore } from '@arena/eventstore';
import { redisSentinelFrom } from '@arena/read-models';
import { loadLobbyConfig } from './config';
import { startLobbyService } from './service';

/** Runs one lobby service instance as a process of its own, configured from the environment. */
async function main() {
  const config = loadLobbyConfig();
  const log = pino({ name: 'lobby', level: config.LOG_LEVEL });
  const eventStoreConfig = eventStoreConfigFrom(config);
  if (eventStoreConfig.kind === 'sqlite') fs.mkdirSync(path.dirname(path.resolve(eventStoreConfig.path)), { recursive: true });
  const store = openEventStore(eventStoreConfig);
  const service = await startLobbyService({
    eventStore: store,
    port: config.LOBBY_PORT,
    host: config.LOBBY_HOST,
    redisUrl: config.REDIS_URL,
    redisSentinel: redisSentinelFrom(config),
    clusterNodes: config.LOBBY_REDIS_CLUSTER_NODES,
    namespace: config.READ_MODEL_NAMESPACE,
    pingIntervalMs: config.LOBBY_PING_MS,
    graceMs: config.LOBBY_GRACE_SECONDS * 1000,
    sessions: config.sessions,
    logger: log,
  });
  const shutdown = async () => {
    await service.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
