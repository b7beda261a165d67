import type { ChildProcess } from 'node:child_process';
import * as http from 'node:http';

/** A keep-alive HTTP client (16 sockets, the bench's connections) sending what the site sends on a mutation (its origin). */
export class Client {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  private readonly url: URL;

  constructor(readonly baseUrl: string) {
    this.url = new URL(baseUrl);
  }

  /** Waits for the service, then signs the player in with the dev sign-in (registering them); the session cookie. */
  async signIn(steamId: string, service: ChildProcess): Promise<string> {
    const body = JSON.stringify({ steam_id: steamId, display_name: `Buyer ${steamId.slice(-4)}` });
    for (const deadline = Date.now() + 60_000; ;) {
      if (service.exitCode !== null) throw new Error(`the command service exited with code ${service.exitCode}`);
      const answer = await this.request('POST', '/api/auth/dev', { 'content-type': 'application/json' }, body).catch(() => null);
      const cookie = answer?.setCookie.map((line) => line.split(';')[0]).find((pair) => pair.startsWith('arena.sid='));
      if (answer?.status === 200 && cookie) return cookie;
      if (answer && answer.status !== 503) throw new Error(`dev sign-in: ${answer.status} ${answer.body}`);
      if (Date.now() > deadline) throw new Error('the command service did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  request(
    method: 'GET' | 'POST',
    route: string,
    headers: http.OutgoingHttpHeaders = {},
    body = '',
  ): Promise<{ status: number; body: string; setCookie: string[] }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent: this.agent,
          hostname: this.url.hostname,
          port: this.url.port,
          method,
          path: route,
          headers: method === 'POST' ? { origin: this.url.origin, 'content-length': Buffer.byteLength(body), ...headers } : headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              setCookie: response.headers['set-cookie'] ?? [],
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
