import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The embedded local stand-in of Gaimin's partner API, speaking the protocol the HTTP adapter
 * (`HttpPartnerProvider`) calls, so that adapter is what always runs: `npm start` and the tests
 * start it in-process on a random port of 127.0.0.1 when GAIMIN_API_URL is unset.
 *
 * - `POST /v1/players/verify` with JSON `{playerToken}`: 200 `{accountId, username}` for a token
 *   `gaimin-demo-{accountId}` (accountId: 1..32 characters of a-z and 0-9), the username being
 *   `gamer-{accountId}`; 401 `{error: "invalid_token"}` for any other token; 400 `{error:
 *   "bad_request"}` for a body without a string `playerToken`.
 * - anything else: 404.
 *
 * Tests can slow it down (`delayMs`) to see the adapter give up, and count its calls.
 */
export class LocalPartnerServer {
  /** Milliseconds to wait before answering a verification (tests: a partner that hangs). */
  delayMs = 0;
  /** Verifications asked so far. */
  verifications = 0;

  private constructor(
    private readonly server: http.Server,
    /** Where it listens: `http://127.0.0.1:{port}` (GAIMIN_API_URL's shape). */
    readonly url: string,
  ) {}

  /** Starts a stand-in on a random port of 127.0.0.1. */
  static async start(): Promise<LocalPartnerServer> {
    // `stand` is set below, before the server can take a request
    const server = http.createServer((request, response) => stand.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    // a keep-alive client must not hold the process open after close()
    server.keepAliveTimeout = 1_000;
    const { port } = server.address() as AddressInfo;
    const stand = new LocalPartnerServer(server, `http://127.0.0.1:${port}`);
    return stand;
  }

  /** Stops listening and drops open connections. */
  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const answer = (status: number, body: object) => {
      if (response.writableEnded || response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/v1/players/verify') {
      request.resume();
      answer(404, { error: 'not_found' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 16_384) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      this.verifications++;
      const reply = () => {
        let token: unknown;
        try {
          token = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { playerToken?: unknown } | null)?.playerToken;
        } catch {
          token = undefined;
        }
        if (typeof token !== 'string') return answer(400, { error: 'bad_request' });
        const account = demoAccountOf(token);
        if (!account) return answer(401, { error: 'invalid_token' });
        answer(200, account);
      };
      if (this.delayMs > 0) setTimeout(reply, this.delayMs).unref();
      else reply();
    });
  }
}

const DEMO_TOKEN = /^gaimin-demo-([a-z0-9]{1,32})$/;

/** The account a demo token `gaimin-demo-{accountId}` stands for, or null for any other text. */
function demoAccountOf(token: string): { accountId: string; username: string } | null {
  const match = DEMO_TOKEN.exec(token);
  return match ? { accountId: match[1], username: `gamer-${match[1]}` } : null;
}

/** A token the stand-in accepts, printed by `npm start` (each account connects to one player: any `gaimin-demo-{a-z0-9}` is another). */
export const DEMO_PARTNER_TOKEN = 'gaimin-demo-player1';
