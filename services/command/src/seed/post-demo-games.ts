import type { DemoGame } from './demo-games';

export interface PostOptions {
  baseUrl: string;
  serverKey: string;
  /** Games posted at the same time (each game's own posts stay in order). */
  concurrency?: number;
}

/**
 * Posts demo games through the real ingestion endpoints, as game servers do: each player's
 * result when they finish, then the summary.
 * @throws Error with the status and body of the first refused post.
 */
export async function postDemoGames(games: DemoGame[], options: PostOptions): Promise<void> {
  const queue = [...games];
  const worker = async () => {
    for (let game = queue.shift(); game; game = queue.shift()) {
      for (const result of game.results) await post(options, '/api/games/players', { data: JSON.stringify(result) });
      await post(options, '/api/games', { data: game.summary });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
}

async function post({ baseUrl, serverKey }: PostOptions, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-server-key': serverKey },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
}
