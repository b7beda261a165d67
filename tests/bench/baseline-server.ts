import * as http from 'node:http';
import Redis from 'ioredis';
import { readGameDocument, readLeaderboardDocument, readModelKeys, readPlayerProfile } from '@arena/read-models';

/**
 * The benchmark's baseline: a bare Node HTTP server answering the same Redis reads as
 * `GET /api/players/{id}`, `GET /api/games/{id}` and `GET /api/leaderboard` (the games' and the
 * leaderboard's ready documents, sent as stored), with no framework at all.
 * Env: PORT, REDIS_URL, READ_MODEL_NAMESPACE, READ_MODEL_VERSION.
 */
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const keys = readModelKeys(process.env.READ_MODEL_NAMESPACE!, process.env.READ_MODEL_VERSION!);

/** Answers one request. */
async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const [, api, kind, id] = (req.url ?? '').split('/');
  if (api === 'api' && kind === 'leaderboard') {
    const document = await readLeaderboardDocument(redis, keys);
    res.writeHead(document ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' }).end(document ?? '[]');
    return;
  }
  if (api === 'api' && kind === 'games') {
    const document = await readGameDocument(redis, keys, id);
    res.writeHead(document ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' }).end(document ?? 'null');
    return;
  }
  const body = api === 'api' && kind === 'players' ? await readPlayerProfile(redis, keys, id) : null;
  if (!body) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"not_found","message":"not found"}}');
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

// a failed read stays an unhandled rejection: it ends the process, and the bench with it
const server = http.createServer((req, res) => void answer(req, res));
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send?.({ port: (server.address() as { port: number }).port });
});
