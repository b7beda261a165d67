import * as http from 'node:http';
import type { DemoGame } from '@arena/command';

/**
 * Posts every player result of `games` once to `POST /api/games/players`, as game servers do
 * (`X-Server-Key: serverKey`), over `connections` keep-alive connections, and answers player results
 * per second from the first request to the last answer. (autocannon rounds a bounded run up to its
 * one-second tick, too coarse for a run of a few seconds.)
 * @throws Error when an answer is not 200.
 */
export async function measureIngestion(baseUrl: string, games: DemoGame[], serverKey: string, connections: number): Promise<number> {
  const bodies = games.flatMap((game) => game.results.map((result) => JSON.stringify({ data: JSON.stringify(result) })));
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(baseUrl);
  const post = (body: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method: 'POST',
          path: '/api/games/players',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-server-key': serverKey },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            response.statusCode === 200 ? resolve() : reject(new Error(`ingestion answered ${response.statusCode}`)),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < bodies.length) await post(bodies[next++]);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return Math.round(bodies.length / seconds);
}
