import * as http from 'node:http';
import { randomUUID } from 'node:crypto';

/**
 * The store's write path over HTTP, as the site drives it: gold purchases and chest openings,
 * each a POST with its own Idempotency-Key, by signed-in players (the dev sign-in of a
 * non-production instance), spread over `PLAYERS` wallets and `CONCURRENCY` keep-alive
 * connections. Every answer must be a 200: a refusal would measure something else.
 */

const PLAYERS = 64;
const CONCURRENCY = 16;
const ADMIN = '76561198000099999';
/** Chests each player is granted for the openings (the grant's largest count is 1,000). */
const CHESTS_PER_PLAYER = 1_000;

export interface EconomyFigures {
  purchasesPerSecond: number;
  openingsPerSecond: number;
}

const playerId = (n: number) => `765611980000${String(10_000 + n)}`;

/** The admin id the economy instance must list in ADMIN_STEAM_IDS. */
export const ECONOMY_ADMIN = ADMIN;

export async function measureEconomy(baseUrl: string, operations: number): Promise<EconomyFigures> {
  const client = new Client(baseUrl);
  const admin = await client.signIn(ADMIN);
  const players = await Promise.all(Array.from({ length: PLAYERS }, (_, n) => client.signIn(playerId(n))));
  for (let n = 0; n < PLAYERS; n++) {
    await client.post(admin, `/api/admin/players/${playerId(n)}/grant`, {
      gold: 100_000_000,
      items: [{ item_id: 'chest_basic', count: CHESTS_PER_PLAYER }],
      reason: 'bench',
    });
  }
  const run = async (path: (steamId: string) => string) => {
    let next = 0;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < operations) {
          const n = next++ % PLAYERS;
          await client.post(players[n], path(playerId(n)), undefined, randomUUID());
        }
      }),
    );
    return Math.round(operations / (Number(process.hrtime.bigint() - started) / 1e9));
  };
  const purchasesPerSecond = await run((steamId) => `/api/players/${steamId}/buy_item/chest_basic`);
  const openingsPerSecond = await run((steamId) => `/api/players/${steamId}/open_chest/chest_basic`);
  client.close();
  return { purchasesPerSecond, openingsPerSecond };
}

/** A keep-alive HTTP client that sends what the site sends on a mutation. */
class Client {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  private readonly url: URL;

  constructor(baseUrl: string) {
    this.url = new URL(baseUrl);
  }

  /** Signs in with the dev sign-in; the session cookie. */
  async signIn(steamId: string): Promise<string> {
    const { headers } = await this.request('/api/auth/dev', undefined, { steam_id: steamId, display_name: `Bench ${steamId.slice(-4)}` });
    const cookie = (headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).find((pair) => pair.startsWith('arena.sid='));
    if (!cookie) throw new Error(`no session for ${steamId}`);
    return cookie;
  }

  async post(cookie: string, path: string, body?: unknown, idempotencyKey?: string): Promise<void> {
    await this.request(path, cookie, body, idempotencyKey);
  }

  close(): void {
    this.agent.destroy();
  }

  private request(
    path: string,
    cookie: string | undefined,
    body: unknown,
    idempotencyKey?: string,
  ): Promise<{ headers: http.IncomingHttpHeaders }> {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = {
      origin: this.url.origin,
      'content-length': Buffer.byteLength(payload),
    };
    if (payload) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    return new Promise((resolve, reject) => {
      const request = http.request(
        { agent: this.agent, hostname: this.url.hostname, port: this.url.port, method: 'POST', path, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            response.statusCode === 200
              ? resolve({ headers: response.headers })
              : reject(new Error(`POST ${path} answered ${response.statusCode}: ${Buffer.concat(chunks).toString()}`)),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }
}
