import { randomUUID } from 'node:crypto';
import {
  HISTORY_CSV_COLUMNS,
  type AdminOrder,
  type AdminOrderDetail,
  type BattlePassView,
  type HistoryRow,
  type PlayerHistory,
  type WalletView,
} from '@arena/contract';
import { evolvePlayer, initialPlayerState, type PlayerState } from '@arena/domain';
import type { RecordedEvent } from '@arena/eventstore';
import { errorOf, visit } from '../support/command-service';
import { loadSampleGame } from '../support/sample-game';
import { postPlayerResult, startTestStack, type TestStack } from '../support/test-stack';

/**
 * Support's purchase-history replay (docs/api.md "Purchase history"): a player with
 * games, gold purchases, chest openings, an admin's grant, an order paid on the local provider's
 * page and refunded by support after most of its gold was spent; every row's state is what
 * the player's stream folds to at that row (folded here independently with the domain's
 * `evolvePlayer`), the last state is what the player's own answers say, the filters and paging
 * narrow the rows, and the CSV says what the JSON says.
 */

const sample = loadSampleGame();
const PLAYER = sample[0].steamID;
const ADMIN = '76561198000000901';
const SUPPORT = '76561198000000902';
const DAY_MS = 86_400_000;
/** Any event id of the local payment provider's notifications. */
const LOCAL_EVENT_ID = expect.stringMatching(/^evt_local_/) as unknown as string;

/** The shown state, computed here from the domain state without the service's code. */
function expectedState(state: PlayerState) {
  return {
    gold: state.gold,
    owed_gold: state.owedGold,
    items: Object.fromEntries([...state.inventory].filter(([, count]) => count > 0)),
    plus_expires_at: state.plusExpiresAt === null ? null : new Date(state.plusExpiresAt).toISOString(),
    battle_pass: {
      xp: state.battlePassXp,
      level: Math.floor(state.battlePassXp / 255),
      upgraded: (state.inventory.get('buy_bp') ?? 0) > 0,
    },
  };
}

/** A CSV text (RFC 4180) as rows of fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  expect([field, row]).toEqual(['', []]); // the text ends with a line end
  return rows;
}

describe("a player's purchase history", () => {
  let stack: TestStack;
  const cookies = new Map<string, string>();
  let all: HistoryRow[];
  /** The player's order, bought with Alipay on the local provider's page. */
  let order = '';

  async function signIn(steamId: string): Promise<string> {
    const answer = await visit(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: steamId, display_name: `Caller ${steamId.slice(-3)}` },
      headers: { origin: stack.baseUrl },
    });
    expect(answer.status).toBe(200);
    cookies.set(steamId, answer.setCookie!);
    return answer.setCookie!;
  }

  function post(as: string, path: string, body?: unknown) {
    return visit(`${stack.baseUrl}${path}`, {
      method: 'POST',
      cookie: cookies.get(as),
      headers: { origin: stack.baseUrl, 'idempotency-key': randomUUID() },
      body,
    });
  }

  function get<T>(as: string, path: string) {
    return visit<T>(`${stack.baseUrl}${path}`, { cookie: cookies.get(as) });
  }

  beforeAll(async () => {
    stack = await startTestStack({ ADMIN_STEAM_IDS: ADMIN, RATE_LIMIT_PER_MINUTE: '100000' });
    // games: the player's results give gold and XP
    for (const payload of sample) expect((await postPlayerResult(stack.baseUrl, payload)).status).toBe(200);
    await signIn(PLAYER);
    await signIn(ADMIN);
    await signIn(SUPPORT);
    expect((await post(ADMIN, `/api/admin/players/${SUPPORT}/user_type`, { user_type: 'SUPPORT', reason: 'answers tickets' })).status).toBe(
      200,
    );
    // an admin's grant: gold, chests, an XP pack and a day of Plus (packs open when granted)
    const grant = {
      gold: 10_000,
      items: [
        { item_id: 'chest_basic', count: 2 },
        { item_id: 'get_xp_1000', count: 1 },
        { item_id: 'plus_1day', count: 1 },
      ],
      reason: 'compensation, ticket 42',
    };
    expect((await post(ADMIN, `/api/admin/players/${PLAYER}/grant`, grant)).status).toBe(200);
    // gold purchases and chest openings
    expect((await post(PLAYER, `/api/players/${PLAYER}/buy_item/chest_basic`)).status).toBe(200);
    expect((await post(PLAYER, `/api/players/${PLAYER}/open_chest/chest_basic`)).status).toBe(200);
    // an order: started, paid on the local provider's page (granted), a note by support; most of
    // the gold spent (an admin takes it), then refunded in full by support: the rest is owed
    const checkout = await post(PLAYER, '/api/checkout', { item_id: 'gold_10000', method: 'alipay' });
    expect(checkout.status).toBe(200);
    const { order_id, checkout_url } = checkout.body as { order_id: string; checkout_url: string };
    order = order_id;
    expect((await post(PLAYER, `/api/players/${PLAYER}/buy_item/chest_basic`)).status).toBe(200);
    expect((await post(PLAYER, `/api/payments/local/sessions/${checkout_url.split('/').pop()}/pay`)).status).toBe(200);
    expect((await post(PLAYER, `/api/players/${PLAYER}/open_chest/chest_basic`)).status).toBe(200);
    expect((await post(SUPPORT, `/api/admin/orders/${order}/notes`, { note: 'player asked about it' })).status).toBe(200);
    expect((await post(PLAYER, `/api/players/${PLAYER}/open_chest/chest_basic`)).status).toBe(200);
    await stack.settle();
    const wallet = await get<WalletView>(PLAYER, `/api/players/${PLAYER}/wallet`);
    expect((await post(ADMIN, `/api/admin/players/${PLAYER}/grant`, { gold: -(wallet.body.coins - 1_000), reason: 'spent' })).status).toBe(
      200,
    );
    const refund = await post(SUPPORT, `/api/admin/orders/${order}/refund`, { reason: 'the player asked for a refund' });
    expect(refund.status).toBe(200);
    await stack.settle();
    const answer = await get<PlayerHistory>(SUPPORT, `/api/admin/players/${PLAYER}/history?per_page=500`);
    expect(answer.status).toBe(200);
    all = answer.body.rows;
    expect(answer.body.total).toBe(all.length);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  test("every row's state is the player's stream folded with evolvePlayer up to the row's event", async () => {
    const stream = await stack.projectorStore.readStream(`player-${PLAYER}`);
    const orderEvents = await stack.projectorStore.readStream(`order-${order}`);
    const positions = all.map((row) => row.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const row of all) {
      let state = initialPlayerState;
      for (const event of stream.filter((e: RecordedEvent) => e.position <= row.position))
        state = evolvePlayer(state, {
          type: event.type,
          data: event.data,
          position: event.position,
          decidedAt: event.metadata.decidedAt,
        } as never);
      expect([row.position, row.type, row.state]).toEqual([row.position, row.type, expectedState(state)]);
    }
    // every event that touched the wallet, inventory, Plus or battle pass is a row, and each order event
    const touching = new Set([
      'GoldChanged',
      'ItemsGranted',
      'ItemsConsumed',
      'ItemPurchased',
      'XpGranted',
      'PlusDaysGranted',
      'ChestOpened',
    ]);
    const rowsOf = new Set(all.map((row) => `${row.stream}@${row.revision}`));
    for (const event of [...stream.filter((e) => touching.has(e.type)), ...orderEvents])
      expect([event.type, rowsOf.has(`${event.stream}@${event.revision}`)]).toEqual([event.type, true]);
  });

  test("each row names its cause and who acted: the game, the admin and their reason, the purchase, the chest, the provider's event, support's note", () => {
    const gameGold = all.find((row) => row.type === 'GoldChanged' && row.cause.kind === 'game');
    expect(gameGold?.cause.ref).toBe(String(sample[0].matchID));
    const adminGold = all.find((row) => row.type === 'GoldChanged' && row.cause.kind === 'admin');
    expect(adminGold).toMatchObject({ actor: ADMIN, reason: 'compensation, ticket 42', cause: { kind: 'admin', ref: ADMIN } });
    expect(adminGold?.data).toMatchObject({ amount: 10_000 });
    expect(all.filter((row) => row.type === 'ItemPurchased').map((row) => row.cause)).toEqual([
      { kind: 'purchase', ref: 'chest_basic' },
      { kind: 'purchase', ref: 'chest_basic' },
    ]);
    expect(all.filter((row) => row.type === 'ChestOpened').map((row) => row.cause)).toEqual(
      Array.from({ length: 3 }, () => ({ kind: 'chest', ref: 'chest_basic' })),
    );
    expect(all.filter((row) => row.stream === `order-${order}`).map(({ type, cause, actor }) => ({ type, cause, actor }))).toEqual([
      { type: 'OrderStarted', cause: { kind: 'order', ref: order }, actor: PLAYER },
      { type: 'OrderPaid', cause: { kind: 'provider_event', ref: LOCAL_EVENT_ID }, actor: 'provider:local' },
      { type: 'OrderFulfilled', cause: { kind: 'order', ref: order }, actor: 'system' },
      { type: 'OrderNoteAdded', cause: { kind: 'admin', ref: SUPPORT }, actor: SUPPORT },
      { type: 'OrderRefundRequested', cause: { kind: 'admin', ref: SUPPORT }, actor: SUPPORT },
      // the refund's actor is the support member who asked for it; the provider's event confirmed it
      { type: 'OrderRefunded', cause: { kind: 'provider_event', ref: LOCAL_EVENT_ID }, actor: SUPPORT },
    ]);
    // the grant and the take-back on the player's stream: the gold still held taken back, the rest owed
    const revoked = all.find((row) => row.type === 'OrderRevoked');
    expect(revoked?.data).toMatchObject({ orderId: order, goldTaken: 1_000, goldOwed: 9_000 });
    expect(revoked?.state).toMatchObject({ gold: 0, owed_gold: 9_000 });
    expect(all.find((row) => row.type === 'OrderGranted')?.data).toMatchObject({ orderId: order, gold: 10_000 });
    // the gold of the pack the order bought, and the gold taken back, name the order
    const orderGold = all.filter(
      (row) => row.type === 'GoldChanged' && ['payment', 'refund'].includes((row.data as { reason: string }).reason),
    );
    expect(orderGold.map((row) => row.cause)).toEqual([
      { kind: 'order', ref: order },
      { kind: 'order', ref: order },
    ]);
    // the day of Plus the admin granted, and the XP pack
    const plus = all.find((row) => row.type === 'PlusDaysGranted');
    expect(plus?.state.plus_expires_at).toBe((plus?.data as { expiresAt: string }).expiresAt);
    expect(Date.parse(plus!.state.plus_expires_at!) - Date.parse(plus!.at)).toBeLessThanOrEqual(DAY_MS + 1_000);
  });

  test("the last row's state is what the player's own answers say now", async () => {
    const last = all[all.length - 1].state;
    const wallet = await get<WalletView>(ADMIN, `/api/players/${PLAYER}/wallet`);
    expect(wallet.status).toBe(200);
    expect(last.gold).toBe(wallet.body.coins);
    expect(last.plus_expires_at).toBe(wallet.body.plus_expiration);
    expect(last.items).toEqual(Object.fromEntries(wallet.body.items.map(({ item_id, count }) => [item_id, count])));
    const pass = await get<BattlePassView>(ADMIN, `/api/players/${PLAYER}/battle_pass`);
    expect([last.battle_pass.xp, last.battle_pass.level, last.battle_pass.upgraded]).toEqual([
      pass.body.total_xp,
      pass.body.bp_level,
      pass.body.unlocked,
    ]);
    // the refund's gold the player had spent already
    expect(last.owed_gold).toBe(9_000);
  });

  test('filters by type and time, and pages', async () => {
    const history = (query: string) => get<PlayerHistory>(SUPPORT, `/api/admin/players/${PLAYER}/history?${query}`);
    const gold = await history('type=GoldChanged&per_page=500');
    expect(gold.body.rows).toEqual(all.filter((row) => row.type === 'GoldChanged'));
    expect(gold.body.total).toBe(gold.body.rows.length);
    const orders = await history('type=OrderPaid,OrderStarted');
    expect(orders.body.rows.map((row) => row.type)).toEqual(['OrderStarted', 'OrderPaid']);

    const from = all[3].at;
    const to = all[all.length - 4].at;
    const window = await history(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&per_page=500`);
    expect(window.body.rows).toEqual(all.filter((row) => row.at >= from && row.at <= to));
    expect((await history('to=2001-01-01')).body).toEqual({ total: 0, rows: [] });

    const page = await history('page=2&per_page=3');
    expect(page.body).toEqual({ total: all.length, rows: all.slice(3, 6) });
    expect((await history(`page=${all.length + 1}&per_page=1`)).body).toEqual({ total: all.length, rows: [] });

    const bad = await history('per_page=0');
    expect([bad.status, errorOf(bad)?.code]).toEqual([400, 'invalid_payload']);
    const unknown = await get(SUPPORT, '/api/admin/players/76561198000000999/history');
    expect([unknown.status, errorOf(unknown)?.code]).toEqual([404, 'player_not_found']);
  });

  test('the CSV export has a header row and says what the JSON says, with the same filters', async () => {
    const csv = await get<string>(SUPPORT, `/api/admin/players/${PLAYER}/history.csv?type=GoldChanged,ItemsGranted,OrderNoteAdded`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="history-${PLAYER}.csv"`);
    const [header, ...lines] = parseCsv(csv.body);
    expect(header).toEqual([...HISTORY_CSV_COLUMNS]);
    const json = all.filter((row) => ['GoldChanged', 'ItemsGranted', 'OrderNoteAdded'].includes(row.type));
    expect(lines.map((fields) => Object.fromEntries(header.map((name, i) => [name, fields[i]])))).toEqual(
      json.map((row) => ({
        position: String(row.position),
        at: row.at,
        stream: row.stream,
        revision: String(row.revision),
        type: row.type,
        cause: row.cause.kind,
        cause_ref: row.cause.ref ?? '',
        actor: row.actor ?? '',
        reason: row.reason ?? '',
        gold: String(row.state.gold),
        owed_gold: String(row.state.owed_gold),
        items: Object.entries(row.state.items)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([id, count]) => `${id}:${count}`)
          .join(' '),
        plus_expires_at: row.state.plus_expires_at ?? '',
        battle_pass_xp: String(row.state.battle_pass.xp),
        battle_pass_level: String(row.state.battle_pass.level),
        battle_pass_upgraded: String(row.state.battle_pass.upgraded),
        data: JSON.stringify(row.data),
      })),
    );
    // the admin's reason has a comma: quoted, and read back whole
    expect(lines.some((fields) => fields.includes('compensation, ticket 42'))).toBe(true);
  });

  test("support reads the player's order: the list from the read models, the detail with its events in order", async () => {
    const list = await get<AdminOrder[]>(SUPPORT, `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ steam_id: PLAYER }))}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('orders 0-0/1');
    expect(list.body).toEqual([expect.objectContaining({ id: order, status: 'refunded', price_usd_cents: 499, provider: 'local' })]);
    const detail = await get<AdminOrderDetail>(SUPPORT, `/api/admin/orders/${order}`);
    expect(detail.status).toBe(200);
    expect(detail.body.events.map(({ type }) => type)).toEqual([
      'OrderStarted',
      'OrderPaid',
      'OrderFulfilled',
      'OrderNoteAdded',
      'OrderRefundRequested',
      'OrderRefunded',
    ]);
    expect(detail.body.events[1].data).toMatchObject({ providerEventId: LOCAL_EVENT_ID, amountUsdCents: 499 });
    expect(detail.body.granted).toEqual([{ item_id: 'gold_10000', count: 1 }]);
    const missing = await get(SUPPORT, '/api/admin/orders/ord_ffffffffffffffffffffffff');
    expect([missing.status, errorOf(missing)?.code]).toEqual([404, 'order_not_found']);
  });
});
