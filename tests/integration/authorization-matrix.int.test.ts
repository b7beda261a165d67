import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ROUTES, routeName } from '@arena/contract';
import { visit } from '../support/command-service';
import { loadSampleGame } from '../support/sample-game';
import { postPlayerResult, startTestStack, TEST_SERVER_KEY, TestStack } from '../support/test-stack';

/**
 * The authorization matrix: every route of the contract's `ROUTES`, asked over real HTTP by
 * each kind of caller, is admitted (2xx or 3xx), or refused with 401 or 403 as written here.
 * A route of the contract missing from the matrix fails the test: every new route gets its row.
 *
 * Browser callers send what a browser sends (the site's Origin on POSTs; no custom header);
 * each signed-in caller signs in afresh for each route, so a route that ends sessions (sign-in,
 * sign-out) cannot spoil the next one. "Other player" asks about the player's resources: path
 * parameters name the player, never the caller.
 */

const CALLERS = ['visitor', 'player', 'otherPlayer', 'statsGuy', 'support', 'admin', 'gameServer'] as const;
type Caller = (typeof CALLERS)[number];
/**
 * `allowed`: a 2xx or 3xx answer; `passed`: any answer but 401 and 403 (the guards let the
 * request through, and its rule may still refuse it, e.g. 409 for a quest not complete);
 * 401 and 403: that refusal; 409: the guards let the request through and the route itself
 * always refuses it (`use_item` with a chest: a chest is opened by `open_chest` only).
 */
type Expected = 'allowed' | 'passed' | 400 | 401 | 403 | 404 | 409;
type Expectations = Record<Caller, Expected>;

const PLAYER = '76561198000000701';
const OTHER_PLAYER = '76561198000000702';
const STATS_GUY = '76561198000000703';
const ADMIN = '76561198000000704';
const SUPPORT = '76561198000000705';
const MATCH = '6617222774';
const SIGNED_IN: Partial<Record<Caller, string>> = {
  player: PLAYER,
  otherPlayer: OTHER_PLAYER,
  statsGuy: STATS_GUY,
  support: SUPPORT,
  admin: ADMIN,
};

const everyone: Expectations = {
  visitor: 'allowed',
  player: 'allowed',
  otherPlayer: 'allowed',
  statsGuy: 'allowed',
  support: 'allowed',
  admin: 'allowed',
  gameServer: 'allowed',
};
const gameServersOnly: Expectations = {
  visitor: 401,
  player: 401,
  otherPlayer: 401,
  statsGuy: 401,
  support: 401,
  admin: 401,
  gameServer: 'allowed',
};
const adminsOnly: Expectations = {
  visitor: 401,
  player: 403,
  otherPlayer: 403,
  statsGuy: 403,
  support: 403,
  admin: 'allowed',
  gameServer: 401,
};
/** The console's readers of players: SUPPORT and ADMIN. */
const playerReaders: Expectations = { ...adminsOnly, support: 'allowed' };
/** Every user of the console: STATS_GUY, SUPPORT and ADMIN (the games list, the rating check). */
const consoleReaders: Expectations = { ...adminsOnly, statsGuy: 'allowed', support: 'allowed' };
/** The player's own resources: the player, and admins acting on anyone (SUPPORT is another player here). */
const selfOrAdmin: Expectations = {
  visitor: 401,
  player: 'allowed',
  otherPlayer: 403,
  statsGuy: 403,
  support: 403,
  admin: 'allowed',
  gameServer: 401,
};
/** The statistics and the console's read-only lists (gods): STATS_GUY and admins. */
const statsReaders: Expectations = { ...adminsOnly, statsGuy: 'allowed' };
/** Any signed-in user. */
const signedIn: Expectations = {
  visitor: 401,
  player: 'allowed',
  otherPlayer: 'allowed',
  statsGuy: 'allowed',
  support: 'allowed',
  admin: 'allowed',
  gameServer: 401,
};
/** As `selfOrAdmin`, for actions whose outcome depends on the player's state (a random quest): the guards' answer only. */
const selfOrAdminPassed: Expectations = { ...selfOrAdmin, player: 'passed', admin: 'passed' };
/** One request key per row: the player acts, and the admin's request on the player's behalf is its retry. */
const once = (key: string) => ({ 'idempotency-key': `matrix-${key}` });

interface Row {
  expect: Expectations;
  /** The JSON body the route is asked with. */
  body?: () => unknown;
  /** Path parameters other than the defaults of `concretePath`. */
  params?: Record<string, string>;
  /** Headers every caller sends besides the site's. */
  headers?: Record<string, string>;
  /** A query string (without `?`). */
  query?: string;
}

const SALE = {
  id: 'matrix-sale',
  title: { en: 'Matrix sale', cn: '矩阵特卖' },
  percent_off: 10,
  item_ids: ['chest_basic'],
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2036-01-01T00:00:00.000Z',
};
const CODE = { id: 'MATRIX-CODE', gold: 100, items: [], expires_at: null, max_uses: null };
const AS_CODE = { id: CODE.id };
/** One record of each kind of site content, created in beforeAll; the rows ask about it under this id. */
const CONTENT_ID = 'matrix-content';
const AS_CONTENT = { id: CONTENT_ID };
const TOURNAMENT = { id: CONTENT_ID, name: 'Matrix cup', date: '2026-12-05', prize_pool_usd_cents: 100_000 };
const CHANGELOG_ENTRY = { id: CONTENT_ID, date: '2026-11-20', text: { en: 'Matrix', cn: '矩阵' } };
const ANNOUNCEMENT = { id: CONTENT_ID, text: 'Matrix', language: 'en', starts_at: '2026-01-01T00:00:00.000Z' };
const CONTENT: [string, object][] = [
  ['tournaments', TOURNAMENT],
  ['changelog', CHANGELOG_ENTRY],
  ['announcements', ANNOUNCEMENT],
];
/** A free god whose flags the rows set to what they are (so every caller's request finds the same state). */
const AS_GOD = { id: 'pudge', name: 'pudge' };
const sample = loadSampleGame();
/**
 * Orders: the player's own, started through `POST /api/checkout` in beforeAll (one pending, one
 * paid on the local page), and the local provider's checkout page of three more: the session's own
 * player; anyone else finds nothing (404 `payment_session_not_found`: 'passed').
 */
const localSessionOwner: Expectations = { ...selfOrAdmin, otherPlayer: 'passed', statsGuy: 'passed', support: 'passed', admin: 'passed' };
const LOCAL_READ: Record<string, string> = {};
const LOCAL_PAY: Record<string, string> = {};
const LOCAL_FAIL: Record<string, string> = {};
const PENDING_ORDER: Record<string, string> = {};
const PAID_ORDER: Record<string, string> = {};
/** The player's renewing Plus subscription, bought in beforeAll; stopping it again changes nothing, so every caller finds it as the first left it. */
const SUBSCRIPTION: Record<string, string> = {};
/** An order's state: its player and support; another signed-in user finds nothing (404, as for no order). */
const orderReaders: Expectations = { ...selfOrAdmin, otherPlayer: 404, statsGuy: 404, support: 'allowed' };
/** A webhook's only credential is the provider's signature: without it, 400 `invalid_signature` for anyone. */
const signatureOnly: Expectations = {
  visitor: 400,
  player: 400,
  otherPlayer: 400,
  statsGuy: 400,
  support: 400,
  admin: 400,
  gameServer: 400,
};

/** Every route of the contract, by `METHOD /path`. */
const MATRIX: Record<string, Row> = {
  // game servers
  'POST /api/games/start': { expect: gameServersOnly, body: () => ({ data: { matchID: MATCH, steamIDs: [PLAYER] } }) },
  'POST /api/games/players': { expect: gameServersOnly, body: () => ({ data: JSON.stringify(sample[0]) }) },
  'POST /api/games': {
    expect: gameServersOnly,
    body: () => ({ data: { matchID: MATCH, duration: 2325, rounds: 30, cheatsEnabled: false, roundResults: [] } }),
  },
  // public pages
  'GET /api/games': { expect: everyone },
  'GET /api/games/{game_id}': { expect: everyone },
  'GET /api/players/{steam_id}/games': { expect: everyone },
  'GET /api/players/{steam_id}': { expect: everyone },
  'GET /api/players/{steam_id}/avatar': { expect: everyone },
  'GET /api/players/{steam_id}/battle_pass': { expect: everyone },
  'GET /api/players/{steam_id}/stats': { expect: everyone },
  'GET /api/players/{steam_id}/god_stats': { expect: everyone },
  'GET /api/players/{steam_id}/ability_stats': { expect: everyone },
  'GET /api/players/{steam_id}/season_results': { expect: everyone },
  'GET /api/leaderboard': { expect: everyone },
  'GET /api/spells': { expect: everyone },
  'GET /api/heroes': { expect: everyone },
  // the store
  'GET /api/cosmetics': { expect: everyone },
  'GET /api/sales': { expect: everyone },
  'GET /api/sales/current_sale': { expect: everyone },
  'GET /api/chests/odds': { expect: everyone },
  'GET /api/players/{steam_id}/cosmetics': { expect: selfOrAdmin },
  'GET /api/players/{steam_id}/wallet': { expect: selfOrAdmin },
  'GET /api/players/{steam_id}/plus_benefits': { expect: selfOrAdmin },
  'GET /api/players/{steam_id}/gods': { expect: everyone },
  // a free god; one request key: the player bans, and the admin's request on the player's behalf is its retry
  'POST /api/players/{steam_id}/gods/{god}/ban': {
    expect: selfOrAdmin,
    params: { god: 'pudge' },
    query: 'banned=true',
    headers: once('god-ban'),
  },
  'POST /api/players/{steam_id}/buy_item/{cosmetic_id}': { expect: selfOrAdmin },
  'POST /api/players/{steam_id}/open_chest/{cosmetic_id}': { expect: selfOrAdmin },
  // a chest is not used but opened: the guards pass the player and admins, and the route refuses (409 chest_not_usable)
  'POST /api/players/{steam_id}/use_item/{cosmetic_id}': { expect: { ...selfOrAdmin, player: 409, admin: 409 } },
  // one request key: the player redeems, and the admin's request on the player's behalf is its retry
  'POST /api/players/{steam_id}/redeem_code/{code}': { expect: selfOrAdmin, headers: { 'idempotency-key': 'matrix-redeem' } },
  // one request key: the player connects, and the admin's request on the player's behalf is its retry
  'POST /api/players/{steam_id}/connect_gaimin': {
    expect: selfOrAdmin,
    body: () => ({ playerToken: 'gaimin-demo-matrix' }),
    headers: { 'idempotency-key': 'matrix-connect' },
  },
  // the check tools: public POSTs (no sign-in), rate-limited
  'POST /api/players/gaimin/check': { expect: everyone, body: () => ({ steamIDs: [PLAYER, 'not a player'] }) },
  'POST /api/players/tournaments/checkMMRs': { expect: everyone, body: () => ({ usernames: ['SUNSfan', 'nobody'] }) },
  'POST /api/players/{steam_id}/cosmetics/{cosmetic_id}/equip': {
    expect: selfOrAdmin,
    query: 'equip=true',
    params: { cosmetic_id: 'avatar_default' },
  },
  'PUT /api/players/{steam_id}/cosmetics/{cosmetic_id}/equip': { expect: selfOrAdmin, params: { cosmetic_id: 'avatar_default' } },
  'DELETE /api/players/{steam_id}/cosmetics/{cosmetic_id}/equip': { expect: selfOrAdmin, params: { cosmetic_id: 'avatar_default' } },
  'GET /api/gods': { expect: everyone },
  'POST /api/players/{steam_id}/claim_daily_gold': { expect: selfOrAdmin, headers: once('daily-gold') },
  // progression: the player has XP for level 7 and Plus (see beforeAll)
  'GET /api/players/{steam_id}/battle_pass/levels': { expect: selfOrAdmin },
  'POST /api/players/{steam_id}/battle_pass/claim': { expect: selfOrAdmin, query: 'level=1', headers: once('bp-claim') },
  'POST /api/players/{steam_id}/battle_pass/claim_all': { expect: selfOrAdmin, headers: once('bp-claim-all') },
  'GET /api/players/{steam_id}/daily_quests': { expect: selfOrAdmin },
  'GET /api/players/{steam_id}/daily_quests/overview': { expect: selfOrAdmin },
  'POST /api/players/{steam_id}/daily_quests/claim': {
    expect: selfOrAdminPassed,
    query: 'questID=first_place_1',
    headers: once('quest-claim'),
  },
  'POST /api/players/{steam_id}/daily_quests/reroll': {
    expect: selfOrAdminPassed,
    query: 'questID=top_four_1',
    headers: once('quest-reroll'),
  },
  'GET /api/players/{steam_id}/login_quests': { expect: selfOrAdmin },
  'POST /api/players/{steam_id}/login_quests/try_complete': { expect: selfOrAdmin, headers: once('login-try-complete') },
  'POST /api/players/{steam_id}/login_quests/claim': { expect: selfOrAdmin, query: 'questID=1', headers: once('login-claim') },
  'GET /api/players/{steam_id}/welcome_quests': { expect: selfOrAdmin },
  'POST /api/players/{steam_id}/welcome_quests/claim': { expect: selfOrAdmin, query: 'questID=1', headers: once('welcome-claim') },
  'POST /api/players/{steam_id}/use_doubledown': { expect: selfOrAdmin, headers: once('doubledown') },
  'GET /api/players/{steam_id}/achievements': { expect: selfOrAdmin },
  // the store's rows open chests before this one: chests_opened's first tier is reached
  'POST /api/players/{steam_id}/achievements/claim': {
    expect: selfOrAdmin,
    query: 'questID=chests_opened:1',
    headers: once('achievement-claim'),
  },
  // the matchmaking socket's ticket
  'POST /api/lobby/ticket': { expect: signedIn },
  // sign-in and session: open to all, as a sign-in must be
  'GET /api/auth/config': { expect: everyone },
  'GET /api/auth/steam': { expect: everyone },
  'GET /api/auth/steam/return': { expect: everyone },
  'POST /api/auth/dev': { expect: everyone, body: () => ({ steam_id: '76561198000000799', display_name: 'Someone' }) },
  'GET /api/auth/steam/success': { expect: everyone },
  'POST /api/auth/logout': { expect: everyone },
  'GET /api/auth/logout': { expect: everyone },
  // administration
  'POST /api/admin/players/{steam_id}/user_type': {
    expect: adminsOnly,
    body: () => ({ user_type: 'PLAYER', reason: 'authorization matrix' }),
  },
  'POST /api/admin/players/{steam_id}/grant': { expect: adminsOnly, body: () => ({ gold: 1, reason: 'authorization matrix' }) },
  'GET /api/admin/players': { expect: playerReaders, query: 'filter={"q":"Caller"}' },
  'GET /api/admin/players/{steam_id}': { expect: playerReaders },
  'PUT /api/admin/players/{steam_id}': { expect: adminsOnly, body: () => ({ user_type: 'PLAYER', reason: 'authorization matrix' }) },
  'GET /api/admin/games': { expect: consoleReaders, query: 'filter={"hours":24}' },
  'GET /api/admin/games/{id}': { expect: consoleReaders, params: { id: MATCH } },
  'GET /api/admin/audit': { expect: adminsOnly },
  'POST /api/admin/checks/ratings': { expect: consoleReaders, body: () => ({ entries: [PLAYER, 'nobody'] }) },
  // support's purchase-history replay and orders
  'GET /api/admin/players/{steam_id}/history': { expect: playerReaders, query: 'type=GoldChanged&per_page=5' },
  'GET /api/admin/players/{steam_id}/history.csv': { expect: playerReaders },
  'GET /api/admin/orders': { expect: playerReaders, query: 'filter={"status":"pending"}' },
  'GET /api/admin/orders/{id}': { expect: playerReaders, params: PAID_ORDER },
  'GET /api/admin/sales': { expect: adminsOnly },
  'GET /api/admin/sales/{id}': { expect: adminsOnly },
  'POST /api/admin/sales': { expect: adminsOnly, body: () => SALE },
  'PUT /api/admin/sales/{id}': { expect: adminsOnly, body: () => SALE },
  'DELETE /api/admin/sales/{id}': { expect: adminsOnly },
  'GET /api/admin/redemption_codes': { expect: adminsOnly },
  'GET /api/admin/redemption_codes/{id}': { expect: adminsOnly, params: AS_CODE },
  'POST /api/admin/redemption_codes': { expect: adminsOnly, body: () => CODE },
  'PUT /api/admin/redemption_codes/{id}': { expect: adminsOnly, params: AS_CODE, body: () => ({ expires_at: null, max_uses: null }) },
  'DELETE /api/admin/redemption_codes/{id}': { expect: adminsOnly, params: AS_CODE },
  // the gods' global flags: read by STATS_GUY too, set by admins only (to what they are: nothing changes)
  'GET /api/admin/gods': { expect: statsReaders },
  'GET /api/admin/gods/{id}': { expect: statsReaders, params: AS_GOD },
  'PUT /api/admin/gods/{id}': { expect: adminsOnly, params: AS_GOD, body: () => ({ enabled: true, reason: 'authorization matrix' }) },
  'POST /api/gods/{name}/set_enabled': { expect: adminsOnly, params: AS_GOD, query: 'enabled=true' },
  'POST /api/gods/{name}/set_is_free': { expect: adminsOnly, params: AS_GOD, query: 'isFree=true' },
  'POST /api/gods/{name}/set_plus_exclusive': { expect: adminsOnly, params: AS_GOD, query: 'plusExclusive=false' },
  // the site's content: public reads, and the console's CRUD (ADMIN only; the delete comes last of each kind)
  'GET /api/tournaments': { expect: everyone },
  'GET /api/changelog': { expect: everyone },
  'GET /api/announcements': { expect: everyone },
  ...Object.fromEntries(
    CONTENT.flatMap(([resource, record]): [string, Row][] => [
      [`GET /api/admin/${resource}`, { expect: adminsOnly }],
      [`GET /api/admin/${resource}/{id}`, { expect: adminsOnly, params: AS_CONTENT }],
      [`POST /api/admin/${resource}`, { expect: adminsOnly, body: () => record }],
      [`PUT /api/admin/${resource}/{id}`, { expect: adminsOnly, params: AS_CONTENT, body: () => record }],
      [`DELETE /api/admin/${resource}/{id}`, { expect: adminsOnly, params: AS_CONTENT, query: 'reason=authorization%20matrix' }],
    ]),
  ),
  // statistics
  'GET /api/stats/gods': { expect: statsReaders },
  'GET /api/stats/gods/{god}': { expect: statsReaders, params: { god: 'pudge' } },
  'GET /api/stats/abilities': { expect: statsReaders },
  'GET /api/stats/abilities/supers': { expect: statsReaders },
  'GET /api/stats/abilities/gabens': { expect: statsReaders },
  'GET /api/stats/abilities/winner_levels': { expect: statsReaders },
  'GET /api/stats/bodies': { expect: statsReaders },
  'GET /api/stats/games': { expect: statsReaders, query: 'startDate=2026-01-01&endDate=2026-01-31' },
  'GET /api/stats/games/daily': { expect: statsReaders },
  'GET /api/stats/games/weekly': { expect: statsReaders },
  'GET /api/stats/games/monthly': { expect: statsReaders },
  'GET /api/stats/economy': { expect: statsReaders },
  // the local payment provider's checkout page (see localSessionOwner)
  'GET /api/payments/local/sessions/{session_id}': { expect: localSessionOwner, params: LOCAL_READ },
  'POST /api/payments/local/sessions/{session_id}/pay': { expect: localSessionOwner, params: LOCAL_PAY },
  'POST /api/payments/local/sessions/{session_id}/fail': { expect: localSessionOwner, params: LOCAL_FAIL },
  'POST /api/checkout': { expect: signedIn, headers: once('checkout'), body: () => ({ item_id: 'gold_3500', method: 'card' }) },
  'GET /api/orders/{order_id}': { expect: orderReaders, params: PENDING_ORDER },
  'GET /api/players/{steam_id}/orders': { expect: { ...selfOrAdmin, support: 'allowed' } },
  'GET /api/players/{steam_id}/subscriptions': { expect: { ...selfOrAdmin, support: 'allowed' } },
  'POST /api/subscriptions/{subscription_id}/cancel': { expect: orderReaders, params: SUBSCRIPTION, body: () => ({}) },
  'POST /api/payments/{provider}/webhook': { expect: signatureOnly, params: { provider: 'local' }, body: () => ({ id: 'evt_matrix' }) },
  'POST /api/admin/orders/{id}/refund': {
    expect: playerReaders,
    params: PAID_ORDER,
    headers: once('refund'),
    body: () => ({ amount_usd_cents: 1, reason: 'authorization matrix' }),
  },
  'POST /api/admin/orders/{id}/fulfil': { expect: playerReaders, params: PAID_ORDER, body: () => ({ reason: 'authorization matrix' }) },
  'POST /api/admin/orders/{id}/notes': { expect: playerReaders, params: PAID_ORDER, body: () => ({ note: 'authorization matrix' }) },
  // operations and the site
  'GET /healthz': { expect: everyone },
  'GET /metrics': { expect: everyone },
  'GET /api/docs': { expect: everyone },
  'GET /api/docs-json': { expect: everyone },
  'GET /{path}': { expect: everyone },
};

/** A concrete path of a route: the player's Steam id, the sample match, a page of the site. */
function concretePath(template: string, params: Record<string, string> = {}): string {
  const values = new Map([
    ['steam_id', PLAYER],
    ['game_id', MATCH],
    ['path', 'games/1'],
    ['cosmetic_id', 'chest_basic'],
    ['id', SALE.id],
    ['code', CODE.id],
    ...Object.entries(params),
  ]);
  return template.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`no value for the path parameter {${name}}: add one to concretePath`);
    return value;
  });
}

describe('authorization matrix', () => {
  let stack: TestStack;
  let site: string;

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-site-'));
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>site</title>');
    // every row signs each caller in afresh: about 2,000 requests from one address in a minute, past
    // the per-address limit this test is not about (its own test: hostile-input)
    stack = await startTestStack({ ADMIN_STEAM_IDS: ADMIN, STATS_STEAM_IDS: STATS_GUY, SITE_DIST: site, RATE_LIMIT_PER_MINUTE: '100000' });
    for (const payload of sample) expect((await postPlayerResult(stack.baseUrl, payload)).status).toBe(200);
    for (const steamId of Object.values(SIGNED_IN)) await signIn(steamId);
    // the player can afford what every caller's purchase costs, owns chests to open, and a sale exists
    const admin = await signIn(ADMIN);
    const asAdmin = { cookie: admin, headers: { origin: stack.baseUrl } };
    const support = { user_type: 'SUPPORT', reason: 'authorization matrix' };
    expect(
      (await visit(`${stack.baseUrl}/api/admin/players/${SUPPORT}/user_type`, { ...asAdmin, method: 'POST', body: support })).status,
    ).toBe(200);
    const grant = {
      gold: 1_000_000,
      items: [
        { item_id: 'chest_basic', count: 20 },
        { item_id: 'get_xp_1000', count: 2 },
        { item_id: 'plus_1day', count: 1 },
      ],
      reason: 'authorization matrix',
    };
    expect((await visit(`${stack.baseUrl}/api/admin/players/${PLAYER}/grant`, { ...asAdmin, method: 'POST', body: grant })).status).toBe(
      200,
    );
    expect((await visit(`${stack.baseUrl}/api/admin/sales`, { ...asAdmin, method: 'POST', body: SALE })).status).toBe(200);
    expect((await visit(`${stack.baseUrl}/api/admin/redemption_codes`, { ...asAdmin, method: 'POST', body: CODE })).status).toBe(200);
    for (const [resource, record] of CONTENT) {
      expect([
        resource,
        (await visit(`${stack.baseUrl}/api/admin/${resource}`, { ...asAdmin, method: 'POST', body: record })).status,
      ]).toEqual([resource, 200]);
    }
    const player = { cookie: await signIn(PLAYER), headers: { origin: stack.baseUrl } };
    const checkout = async (key: string, body: object = { item_id: 'gold_3500', method: 'card' }) => {
      const answer = await visit<{ order_id: string; checkout_url: string }>(`${stack.baseUrl}/api/checkout`, {
        ...player,
        headers: { ...player.headers, 'idempotency-key': `matrix-setup-${key}` },
        method: 'POST',
        body,
      });
      expect([key, answer.status]).toEqual([key, 200]);
      return { orderId: answer.body.order_id, sessionId: answer.body.checkout_url.split('/').pop()! };
    };
    for (const [params, key] of [
      [LOCAL_READ, 'read'],
      [LOCAL_PAY, 'pay'],
      [LOCAL_FAIL, 'fail'],
    ] as const)
      params.session_id = (await checkout(key)).sessionId;
    PENDING_ORDER.order_id = (await checkout('pending')).orderId;
    const paid = await checkout('paid');
    PAID_ORDER.id = paid.orderId;
    const pay = await visit(`${stack.baseUrl}/api/payments/local/sessions/${paid.sessionId}/pay`, { ...player, method: 'POST' });
    expect(pay.status).toBe(200);
    const renewing = await checkout('subscription', { item_id: 'plus_month', method: 'card', subscription: true });
    const subscribed = await visit(`${stack.baseUrl}/api/payments/local/sessions/${renewing.sessionId}/pay`, { ...player, method: 'POST' });
    expect(subscribed.status).toBe(200);
    const started = (await stack.projectorStore.readAll(0, 1_000_000)).find((event) => event.type === 'SubscriptionStarted');
    SUBSCRIPTION.subscription_id = (started?.data as { subscriptionId: string }).subscriptionId;
    await stack.settle();
  });
  afterAll(async () => {
    await stack?.stop();
    fs.rmSync(site, { recursive: true, force: true });
  });

  async function signIn(steamId: string): Promise<string> {
    const answer = await visit(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: steamId, display_name: `Caller ${steamId.slice(-3)}` },
      headers: { origin: stack.baseUrl },
    });
    expect([steamId, answer.status]).toEqual([steamId, 200]);
    return answer.setCookie!;
  }

  /** What `caller` gets asking `route`: `allowed`, or the refusal's status (any other status as is). */
  async function ask(route: (typeof ROUTES)[number], row: Row, caller: Caller): Promise<'allowed' | 'passed' | number> {
    const steamId = SIGNED_IN[caller];
    const cookie = steamId ? await signIn(steamId) : undefined;
    const mutation = route.method !== 'get';
    const headers: Record<string, string> =
      caller === 'gameServer' ? { 'x-server-key': TEST_SERVER_KEY } : mutation ? { origin: stack.baseUrl, ...row.headers } : {};
    const query = row.query ? `?${row.query}` : '';
    const answer = await visit(`${stack.baseUrl}/${concretePath(route.path, row.params).replace(/^\//, '')}${query}`, {
      method: route.method.toUpperCase(),
      cookie,
      headers,
      body: row.body?.(),
    });
    if (answer.status < 400) return 'allowed';
    return row.expect[caller] === 'passed' && answer.status !== 401 && answer.status !== 403 ? 'passed' : answer.status;
  }

  test('every route of the contract has a row, and every row a route', () => {
    const routes = ROUTES.map(routeName);
    expect(routes.filter((name) => !Object.hasOwn(MATRIX, name))).toEqual([]);
    expect(Object.keys(MATRIX).filter((name) => !routes.includes(name))).toEqual([]);
  });

  test.each(ROUTES.filter((route) => Object.hasOwn(MATRIX, routeName(route))).map((route) => [routeName(route), route] as const))(
    '%s',
    async (name, route) => {
      const row = MATRIX[name];
      const outcomes: Record<string, 'allowed' | 'passed' | number> = {};
      for (const caller of CALLERS) outcomes[caller] = await ask(route, row, caller);
      expect(outcomes).toEqual(row.expect);
    },
  );
});
