import { expect } from '@jest/globals';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '../platform/http/api-error';
import { HttpPartnerProvider, UnconfiguredPartnerProvider } from './http-partner-provider';
import { DEMO_PARTNER_TOKEN, LocalPartnerServer } from './local-partner-server';
import { openPartnerProvider } from './partner.module';

/** The HTTP adapter of the partner port over real HTTP: against the local stand-in, and a partner that misbehaves. */

/** A partner answering every request with `status` and `body`, on a random port. */
async function partnerAnswering(status: number, body: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    request.resume();
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const unavailable = expect.objectContaining({ status: 503, code: 'partner_unavailable' });

describe('the partner port over HTTP', () => {
  let standIn: LocalPartnerServer;
  beforeAll(async () => {
    standIn = await LocalPartnerServer.start();
  });
  afterAll(() => standIn.close());
  afterEach(() => {
    standIn.delayMs = 0;
  });

  test('the stand-in vouches for demo tokens, names the account gamer-{id}, and refuses any other token', async () => {
    const partner = new HttpPartnerProvider(`${standIn.url}/`, 2_000);
    await expect(partner.verifyPlayerToken(DEMO_PARTNER_TOKEN)).resolves.toEqual({ accountId: 'player1', username: 'gamer-player1' });
    await expect(partner.verifyPlayerToken('gaimin-demo-x9')).resolves.toEqual({ accountId: 'x9', username: 'gamer-x9' });
    for (const token of ['gaimin-demo-', 'gaimin-demo-UPPER', 'gaimin-demo-a/b', `gaimin-demo-${'a'.repeat(33)}`, 'anything']) {
      await expect(partner.verifyPlayerToken(token)).resolves.toBeNull();
    }
  });

  test('a partner that does not answer in time is unavailable, and the adapter does not wait longer', async () => {
    standIn.delayMs = 2_000;
    const partner = new HttpPartnerProvider(standIn.url, 200);
    const started = Date.now();
    const error = await partner.verifyPlayerToken(DEMO_PARTNER_TOKEN).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toEqual(unavailable);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  test('an unreachable partner, an error status, a body that is not JSON or an unusable account: unavailable', async () => {
    const closed = await partnerAnswering(200, '{}');
    await closed.close();
    await expect(new HttpPartnerProvider(closed.url, 1_000).verifyPlayerToken('t')).rejects.toEqual(unavailable);
    for (const [status, body] of [
      [500, '{"error":"boom"}'],
      [403, '{}'],
      [200, 'not json'],
      [200, '{"accountId":"a/b","username":"x"}'],
      [200, '{"accountId":"abc","username":""}'],
      [200, '{"username":"x"}'],
    ] as const) {
      const partner = await partnerAnswering(status, body);
      try {
        await expect(new HttpPartnerProvider(partner.url, 1_000).verifyPlayerToken('t')).rejects.toEqual(unavailable);
      } finally {
        await partner.close();
      }
    }
  });

  test('an account id sent as a number is taken as its digits; 400 and 401 are refused tokens', async () => {
    const numeric = await partnerAnswering(200, '{"accountId":1234,"username":" Gamer "}');
    const refused = await partnerAnswering(400, '{"error":"bad_token"}');
    try {
      await expect(new HttpPartnerProvider(numeric.url, 1_000).verifyPlayerToken('t')).resolves.toEqual({
        accountId: '1234',
        username: 'Gamer',
      });
      await expect(new HttpPartnerProvider(refused.url, 1_000).verifyPlayerToken('t')).resolves.toBeNull();
    } finally {
      await numeric.close();
      await refused.close();
    }
  });

  test('the adapter for a configuration: the given API, the embedded stand-in, none in production', async () => {
    const embedded = await openPartnerProvider({ gaiminApiUrl: null, gaiminTimeoutMs: 2_000, nodeEnv: 'development' });
    try {
      await expect(embedded.verifyPlayerToken(DEMO_PARTNER_TOKEN)).resolves.toMatchObject({ accountId: 'player1' });
    } finally {
      await embedded.close?.();
    }
    const given = await openPartnerProvider({ gaiminApiUrl: standIn.url, gaiminTimeoutMs: 2_000, nodeEnv: 'production' });
    await expect(given.verifyPlayerToken('gaimin-demo-given')).resolves.toMatchObject({ accountId: 'given' });
    const none = await openPartnerProvider({ gaiminApiUrl: null, gaiminTimeoutMs: 2_000, nodeEnv: 'production' });
    expect(none).toBeInstanceOf(UnconfiguredPartnerProvider);
    await expect(none.verifyPlayerToken(DEMO_PARTNER_TOKEN)).rejects.toEqual(unavailable);
  });
});
