import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadCommandConfig } from '@arena/command';
import { deleteKeysUnder } from '@arena/read-models';
import Redis from 'ioredis';
import { Service, startService, visit } from '../support/command-service';
import { REDIS_URL } from '../support/test-stack';

/**
 * What the command service checks before it starts: a configuration that would run it half
 * broken (no game-server keys, a site folder it cannot serve, proxies it should not trust)
 * stops it with a message naming the variable.
 */

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://arena.test',
  SERVER_KEYS: 'prod:a-production-server-key',
  SESSION_SECRET: 'a-production-session-secret-of-at-least-32-chars',
  SITE_DIST: '',
  // production refuses the embedded local payment provider: Stripe, with its keys
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_startup_checks',
  STRIPE_WEBHOOK_SECRET: 'whsec_startup_checks',
};

describe('startup checks', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-startup-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('production refuses to start without game-server keys, naming SERVER_KEYS', () => {
    for (const keys of ['', ' ', ',', ' , ']) {
      expect(() => loadCommandConfig({ ...PRODUCTION, SERVER_KEYS: keys })).toThrow(/SERVER_KEYS/);
    }
    expect(loadCommandConfig(PRODUCTION).serverKeys).toEqual(new Map([['a-production-server-key', 'prod']]));
  });

  test('production refuses the local payment provider, and Stripe without its keys, naming PAYMENT_PROVIDER and the key', () => {
    const { PAYMENT_PROVIDER: _provider, STRIPE_SECRET_KEY: _key, STRIPE_WEBHOOK_SECRET: _secret, ...withoutPayments } = PRODUCTION;
    expect(() => loadCommandConfig(withoutPayments)).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadCommandConfig({ ...withoutPayments, PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadCommandConfig(PRODUCTION).payments.provider).toBe('stripe');
    expect(loadCommandConfig({ SITE_DIST: '' }).payments.provider).toBe('local');
  });

  test('GAIMIN_API_URL: unset or empty runs the embedded stand-in; an http(s) URL is taken without its trailing slash; anything else is refused by name', () => {
    expect(loadCommandConfig({ SITE_DIST: '' })).toMatchObject({ gaiminApiUrl: null, gaiminTimeoutMs: 5_000, bulkRateLimitPerMinute: 20 });
    expect(loadCommandConfig({ SITE_DIST: '', GAIMIN_API_URL: '' }).gaiminApiUrl).toBeNull();
    expect(loadCommandConfig({ SITE_DIST: '', GAIMIN_API_URL: 'https://partner.gaimin.example/api/' }).gaiminApiUrl).toBe(
      'https://partner.gaimin.example/api',
    );
    for (const [name, value] of [
      ['GAIMIN_API_URL', 'partner.gaimin.example'],
      ['GAIMIN_API_URL', 'ftp://partner.gaimin.example'],
      ['GAIMIN_TIMEOUT_MS', '0'],
      ['BULK_RATE_LIMIT_PER_MINUTE', '-1'],
    ]) {
      expect(() => loadCommandConfig({ SITE_DIST: '', [name]: value })).toThrow(new RegExp(name));
    }
  });

  test('TRUST_PROXY: off by default; addresses, CIDRs or a hop count; anything else is refused by name', () => {
    expect(loadCommandConfig({ SITE_DIST: '' }).trustProxy).toBe(false);
    expect(loadCommandConfig({ SITE_DIST: '', TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadCommandConfig({ SITE_DIST: '', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadCommandConfig({ SITE_DIST: '', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadCommandConfig({ SITE_DIST: '', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    // trusting everyone is the very bug; a typo must not start a service that trusts nothing it should
    const notRefusedByName = ['true', '*', 'proxy.internal', '10.0.0.0/33', '300.1.1.1', '-1', '1.5'].filter((value) => {
      try {
        loadCommandConfig({ SITE_DIST: '', TRUST_PROXY: value });
        return true;
      } catch (error) {
        return !/TRUST_PROXY/.test((error as Error).message);
      }
    });
    expect(notRefusedByName).toEqual([]);
  });

  describe('SITE_DIST', () => {
    let service: Service | undefined;
    let redis: Redis;
    const namespace = `test-startup-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    beforeAll(() => {
      redis = new Redis(REDIS_URL);
    });
    afterAll(async () => {
      await service?.app.close();
      await deleteKeysUnder(redis, `${namespace}:`);
      redis.disconnect();
    });

    test('a relative path is taken from the working directory, and the site is served from it', async () => {
      const site = path.join(dir, 'site');
      fs.mkdirSync(site);
      fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>relative site</title>');
      const relative = path.relative(process.cwd(), site);
      expect(path.isAbsolute(relative)).toBe(false);
      expect(loadCommandConfig({ SITE_DIST: relative }).siteDist).toBe(site);

      service = await startService(dir, { READ_MODEL_NAMESPACE: namespace, SITE_DIST: relative });
      const page = await visit(`${service.baseUrl}/games/1`);
      expect([page.status, page.body]).toEqual([200, '<!doctype html><title>relative site</title>']);
    });

    test('a folder that does not exist is refused by name; empty means the API only', () => {
      expect(() => loadCommandConfig({ SITE_DIST: path.join(dir, 'no-such-folder') })).toThrow(/SITE_DIST/);
      expect(() => loadCommandConfig({ SITE_DIST: 'no/such/folder' })).toThrow(/SITE_DIST/);
      const file = path.join(dir, 'a-file');
      fs.writeFileSync(file, 'not a folder');
      expect(() => loadCommandConfig({ SITE_DIST: file })).toThrow(/SITE_DIST/);
      expect(loadCommandConfig({ SITE_DIST: '' }).siteDist).toBe('');
    });
  });
});
