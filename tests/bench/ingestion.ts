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
  const bodies = resultBodies(games);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const post = poster(baseUrl, agent, serverKey);
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

/**
 * Posts every player result of `games` once at a fixed arrival rate (`perSecond`, open loop: the
 * i-th result leaves at i / perSecond s whether or not earlier ones were answered), over up to 64
 * keep-alive connections, and resolves once every answer is in.
 * @throws Error when an answer is not 200.
 */
export async function paceIngestion(baseUrl: string, games: DemoGame[], serverKey: string, perSecond: number): Promise<void> {
  const bodies = resultBodies(games);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const post = poster(baseUrl, agent, serverKey);
  const started = performance.now();
  const posts: Promise<void>[] = [];
  for (let index = 0; index < bodies.length; index++) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    posts.push(post(bodies[index]));
  }
  await Promise.all(posts);
  agent.destroy();
}

/** The request bodies of every player result of `games`, as game servers post them. */
function resultBodies(games: DemoGame[]): string[] {
  return games.flatMap((game) => game.results.map((result) => JSON.stringify({ data: JSON.stringify(result) })));
}

/** A function posting one result body, resolving on a 200 answer. */
function poster(baseUrl: string, agent: http.Agent, serverKey: string): (body: string) => Promise<void> {
  const { hostname, port } = new URL(baseUrl);
  return (body: string) =>
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
}
