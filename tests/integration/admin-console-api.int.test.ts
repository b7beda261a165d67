import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import type { AdminGame, AdminGameDetail, AdminPlayer, AdminPlayerDetail, AuditEntry, RatingCheckRow } from '@arena/contract';
import { visit } from '../support/command-service';
import { loadSampleGame } from '../support/sample-game';
import { postPlayerResult, startTestStack, type TestStack } from '../support/test-stack';

/**
 * The admin console's API (docs/api.md, "Administration") driven by ra-data-simple-rest's own
 * data provider, as the console drives it: lists with sort, range and filter and their
 * `Content-Range` total, getOne, getMany, update; the audit list; and who may read what.
 */
const ADMIN = '76561198000000801';
const SUPPORT = '76561198000000802';
const STATS = '76561198000000803';
const MATCH = '6617222774';

const sample = loadSampleGame();
const bySample = [...sample].sort((a, b) => a.place - b.place);
const winner = bySample[0];

describe('the admin console API through ra-data-simple-rest', () => {
  let stack: TestStack;
  const cookies = new Map<string, string>();

  /** The data provider of the console for the user signed in as `steamId`. */
  function providerFor(steamId: string): DataProvider {
    return simpleRestProvider(`${stack.baseUrl}/api/admin`, (url, options = {}) => {
      const headers = new Headers(options.headers);
      headers.set('cookie', `arena.sid=${cookies.get(steamId)}`);
      // the console runs on the site's origin: its changes carry it (docs/architecture.md, "HTTP API")
      headers.set('origin', stack.baseUrl);
      return fetchUtils.fetchJson(url, { ...options, headers });
    });
  }

  async function signIn(steamId: string, name: string): Promise<void> {
    const answer = await visit(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: steamId, display_name: name },
      headers: { origin: stack.baseUrl },
    });
    expect(answer.status).toBe(200);
    cookies.set(steamId, answer.setCookie!);
  }

  /** The HTTP status a data provider call was refused with. */
  async function refusal(call: Promise<unknown>): Promise<number> {
    return call.then(
      () => 200,
      (error: { status?: number }) => error.status ?? 0,
    );
  }

  beforeAll(async () => {
    stack = await startTestStack({ ADMIN_STEAM_IDS: ADMIN, STATS_STEAM_IDS: STATS });
    for (const payload of sample) expect((await postPlayerResult(stack.baseUrl, payload)).status).toBe(200);
    await signIn(ADMIN, 'Alice Admin');
    await signIn(SUPPORT, 'Sam Support');
    await signIn(STATS, 'Stan Stats');
    await providerFor(ADMIN)
      .update('players', {
        id: SUPPORT,
        data: { user_type: 'SUPPORT', reason: 'answers tickets' },
        previousData: { id: SUPPORT },
      })
      .catch((error: { status?: number; body?: unknown; message?: string }) => {
        // the refusal's status and body, not the data provider's bare message
        throw new Error(`setting SUPPORT's user type: ${error.status} ${error.message} ${JSON.stringify(error.body)}`);
      });
    await stack.settle();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  test('getList: a sorted page of players, the total in Content-Range, filters by name part, type and Steam id', async () => {
    const admin = providerFor(ADMIN);
    const everyone = sample.length + 3;
    const page = await admin.getList<AdminPlayer>('players', {
      pagination: { page: 2, perPage: 4 },
      sort: { field: 'username', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(everyone);
    const names = [...sample.map((p) => p.username), 'Alice Admin', 'Sam Support', 'Stan Stats'].sort();
    expect(page.data.map((p) => p.username)).toEqual(names.slice(4, 8));

    const part = winner.username.slice(1, 4).toUpperCase();
    const found = await admin.getList<AdminPlayer>('players', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'ladder_mmr', order: 'DESC' },
      filter: { q: part },
    });
    expect(found.data.map((p) => p.id)).toContain(winner.steamID);
    expect(found.data.every((p) => p.username.toLowerCase().includes(part.toLowerCase()))).toBe(true);

    const support = await admin.getList<AdminPlayer>('players', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { user_type: 'SUPPORT' },
    });
    expect(support.data.map((p) => p.id)).toEqual([SUPPORT]);
    const byId = await admin.getList<AdminPlayer>('players', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: winner.steamID },
    });
    expect(byId).toMatchObject({ total: 1, data: [{ id: winner.steamID, games: 1 }] });
  });

  test('getOne and getMany: a player page with games, rating history and the hidden MMR for an admin', async () => {
    const admin = providerFor(ADMIN);
    const { data } = await admin.getOne<AdminPlayerDetail>('players', { id: winner.steamID });
    expect(data).toMatchObject({ id: winner.steamID, username: winner.username, games: 1 });
    expect(data.recent_games.map((g) => g.game_id)).toEqual([MATCH]);
    expect(typeof data.mmr).toBe('number');
    const many = await admin.getMany<AdminPlayer>('players', { ids: [SUPPORT, STATS] });
    expect(many.data.map((p) => [p.id, p.user_type]).sort()).toEqual([
      [SUPPORT, 'SUPPORT'],
      [STATS, 'STATS_GUY'],
    ]);
  });

  test('update: an admin sets a user type with a reason; the audit list shows who, what and why', async () => {
    const admin = providerFor(ADMIN);
    const target = bySample[1].steamID;
    const updated = await admin.update<AdminPlayer>('players', {
      id: target,
      data: { user_type: 'STATS_GUY', reason: 'runs the stats page' },
      previousData: { id: target },
    });
    expect(updated.data).toMatchObject({ id: target, user_type: 'STATS_GUY' });
    await stack.settle();
    const audit = await admin.getList<AuditEntry>('audit', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'at', order: 'DESC' },
      filter: { target },
    });
    expect(audit.total).toBe(1);
    expect(audit.data[0]).toMatchObject({
      actor: ADMIN,
      actor_name: 'Alice Admin',
      action: 'user_type_changed',
      target,
      reason: 'runs the stats page',
      details: { user_type: 'STATS_GUY', previous_user_type: 'PLAYER', source: 'admin' },
    });
    const actions = await admin.getList<AuditEntry>('audit', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { actor: ADMIN, action: 'user_type_changed' },
    });
    // the admin's own bootstrap at sign-in is a user type change too, acted by themselves
    expect(actions.data.map((entry) => entry.target)).toEqual([target, SUPPORT, ADMIN]);
  });

  test('grants and takes: gold and items given and taken back are in the ledger, inventory and audit', async () => {
    const target = bySample[2].steamID;
    const chests = async () =>
      (await providerFor(ADMIN).getOne<AdminPlayerDetail>('players', { id: target })).data.inventory.find(
        (item) => item.item_id === 'chest_basic',
      )?.count ?? 0;
    const before = await chests();
    const grant = (body: unknown) =>
      visit(`${stack.baseUrl}/api/admin/players/${target}/grant`, {
        method: 'POST',
        cookie: cookies.get(ADMIN),
        headers: { origin: stack.baseUrl },
        body,
      });
    expect((await grant({ gold: 500, items: [{ item_id: 'chest_basic', count: 3 }], reason: 'tournament prize' })).status).toBe(200);
    expect((await grant({ take_items: [{ item_id: 'chest_basic', count: before + 4 }], reason: 'too many' })).status).toBe(409);
    expect((await grant({ gold: -200, take_items: [{ item_id: 'chest_basic', count: 2 }], reason: 'given by mistake' })).status).toBe(200);
    await stack.settle();
    const { data } = await providerFor(ADMIN).getOne<AdminPlayerDetail>('players', { id: target });
    expect(data.inventory.find((item) => item.item_id === 'chest_basic')?.count).toBe(before + 1);
    expect(data.gold_ledger.slice(0, 2)).toMatchObject([
      { amount: -200, reason: 'admin_grant', ref: 'given by mistake' },
      { amount: 500, reason: 'admin_grant', ref: 'tournament prize' },
    ]);
    expect(data.audit.map((entry) => [entry.action, entry.reason])).toEqual([
      ['items_taken', 'given by mistake'],
      ['gold_taken', 'given by mistake'],
      ['items_granted', 'tournament prize'],
      ['gold_granted', 'tournament prize'],
    ]);
  });

  test("sales and codes: the admin's reason for each change, and for an ending, is in the audit list", async () => {
    const admin = providerFor(ADMIN);
    const now = Date.now();
    const sale = {
      id: 'audit-sale',
      title: { en: 'Audit sale', cn: '审计特卖' },
      percent_off: 20,
      item_ids: ['chest_basic'],
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 86_400_000).toISOString(),
    };
    await admin.create('sales', { data: { ...sale, reason: 'weekend promotion' } });
    await admin.update('sales', { id: sale.id, data: { ...sale, percent_off: 30, reason: 'deeper cut' }, previousData: sale });
    // the console sends a delete's reason as `?reason=` (ra-data-simple-rest's own delete sends a text/plain body)
    const ended = await visit(`${stack.baseUrl}/api/admin/sales/${sale.id}?reason=ended%20early`, {
      method: 'DELETE',
      cookie: cookies.get(ADMIN),
      headers: { origin: stack.baseUrl },
    });
    expect(ended.status).toBe(200);
    await admin.create('redemption_codes', { data: { id: 'AUDIT-CODE', gold: 10, reason: 'stream giveaway' } });
    // no reason given: recorded as none
    await admin.update('redemption_codes', {
      id: 'AUDIT-CODE',
      data: { expires_at: null, max_uses: 5 },
      previousData: { id: 'AUDIT-CODE' },
    });
    await stack.settle();
    const reasons = async (target: string) =>
      (
        await admin.getList<AuditEntry>('audit', {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
          filter: { target },
        })
      ).data.map((entry) => [entry.action, entry.actor, entry.reason]);
    expect(await reasons('sale:audit-sale')).toEqual([
      ['sale_created', ADMIN, 'weekend promotion'],
      ['sale_changed', ADMIN, 'deeper cut'],
      ['sale_ended', ADMIN, 'ended early'],
    ]);
    expect(await reasons('redemption_code:AUDIT-CODE')).toEqual([
      ['redemption_code_created', ADMIN, 'stream giveaway'],
      ['redemption_code_changed', ADMIN, null],
    ]);
  });

  test('games: filtered by player, god and time; one game with its copy-game summary', async () => {
    const stats = providerFor(STATS);
    const list = (filter: Record<string, unknown>) =>
      stats.getList<AdminGame>('games', { pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' }, filter });
    expect((await list({ player: winner.steamID, hours: 1 })).data.map((g) => g.id)).toEqual([MATCH]);
    expect((await list({ god: winner.god })).total).toBe(1);
    expect((await list({ god: 'no_such_god' })).total).toBe(0);
    expect((await list({ to: '2000-01-01' })).total).toBe(0);
    const { data } = await stats.getOne<AdminGameDetail>('games', { id: MATCH });
    expect(data.copy_summary).toHaveLength(sample.length);
    expect(data.copy_summary[0]).toMatchObject({ playerId: 0, god: winner.god });
    expect(data.copy_summary[0].heroes.map((h) => h.name)).toEqual(winner.heroes.map((h) => h.name));
  });

  test('SUPPORT reads players without the hidden MMR and is refused every change and the audit list', async () => {
    const support = providerFor(SUPPORT);
    const { data } = await support.getOne<AdminPlayerDetail>('players', { id: winner.steamID });
    expect(data.id).toBe(winner.steamID);
    expect(data).not.toHaveProperty('mmr');
    const update = support.update('players', { id: STATS, data: { user_type: 'ADMIN', reason: 'please' }, previousData: { id: STATS } });
    expect(await refusal(update)).toBe(403);
    expect(
      await refusal(support.getList('audit', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'DESC' }, filter: {} })),
    ).toBe(403);
    expect(
      await refusal(
        providerFor(STATS).getList('players', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
      ),
    ).toBe(403);
  });

  test('the rating check: ladder rating and rank for everyone, the hidden MMR for admins only', async () => {
    const check = (steamId: string) =>
      visit<RatingCheckRow[]>(`${stack.baseUrl}/api/admin/checks/ratings`, {
        method: 'POST',
        cookie: cookies.get(steamId),
        headers: { origin: stack.baseUrl },
        body: { entries: [winner.username.toUpperCase(), winner.steamID, 'nobody at all'] },
      });
    const asAdmin = await check(ADMIN);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body[0]).toMatchObject({ steam_id: winner.steamID, username: winner.username });
    expect(typeof asAdmin.body[1].mmr).toBe('number');
    expect(asAdmin.body[2]).toEqual({ entry: 'nobody at all', steam_id: null, username: null, ladder_mmr: null, rank: null, mmr: null });
    const asSupport = await check(SUPPORT);
    expect(asSupport.body[1]).toMatchObject({ steam_id: winner.steamID, ladder_mmr: asAdmin.body[1].ladder_mmr });
    expect(asSupport.body[1]).not.toHaveProperty('mmr');
  });

  test('bad list parameters are refused with 400 and change nothing', async () => {
    const bad = await visit(`${stack.baseUrl}/api/admin/players?filter=${encodeURIComponent('{"user_type":"KING"}')}`, {
      cookie: cookies.get(ADMIN),
    });
    expect(bad.status).toBe(400);
    expect((await visit(`${stack.baseUrl}/api/admin/games?filter=notjson`, { cookie: cookies.get(ADMIN) })).status).toBe(400);
  });

  test('update right after a sign-in answers the record once the projector has the player; a projector stuck past 2 s answers 503 busy', async () => {
    const admin = providerFor(ADMIN);
    const change = (id: string, reason: string) =>
      admin.update<AdminPlayer>('players', { id, data: { user_type: 'STATS_GUY', reason }, previousData: { id } });

    // the projector is stopped while the player signs in: the answer waits for it, then has the record
    let restart = await stack.stopProjector();
    await signIn('76561198000000811', 'Nia New');
    const pending = change('76561198000000811', 'new analyst');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await restart();
    const updated = await pending;
    expect(updated.data).toMatchObject({ id: '76561198000000811', username: 'Nia New', user_type: 'STATS_GUY' });

    // stopped for longer than the 2 s wait: 503 busy, the change recorded; the retry answers the record
    restart = await stack.stopProjector();
    await signIn('76561198000000812', 'Oli Late');
    expect(await refusal(change('76561198000000812', 'late analyst'))).toBe(503);
    await restart();
    const retried = await change('76561198000000812', 'late analyst');
    expect(retried.data).toMatchObject({ id: '76561198000000812', username: 'Oli Late', user_type: 'STATS_GUY' });
  });
});
