import type { HistoryEvent } from './player-history';
import { buildHistory, csvField, historyCsv, pageOfHistory } from './player-history';

const PLAYER = '76561198000000001';
const ADMIN = '76561198000000009';
const ORDER = 'ord_0123456789abcdef01234567';
let revision = 0;
const onPlayer = (position: number, type: string, data: object, metadata: object = {}): HistoryEvent => ({
  stream: `player-${PLAYER}`,
  revision: revision++,
  position,
  type,
  data,
  metadata: { decidedAt: new Date(Date.UTC(2026, 10, 22, 12, 0, position)).toISOString(), actor: 'system', ...metadata },
});
const onOrder = (position: number, rev: number, type: string, data: object, actor = 'system'): HistoryEvent => ({
  stream: `order-${ORDER}`,
  revision: rev,
  position,
  type,
  data,
  metadata: { decidedAt: new Date(Date.UTC(2026, 10, 22, 12, 0, position)).toISOString(), actor },
});

describe("a player's history folded from their stream and their orders'", () => {
  const player = [
    onPlayer(1, 'PlayerRegistered', { steamId: PLAYER, displayName: 'Ann', via: 'sign_in' }),
    onPlayer(2, 'GoldChanged', { amount: 500, balance: 500, reason: 'admin_grant', ref: 'ticket 7' }, { actor: ADMIN }),
    onPlayer(5, 'GoldChanged', { amount: 10_000, balance: 10_500, reason: 'payment', ref: ORDER }),
    onPlayer(6, 'OrderGranted', { orderId: ORDER, items: [{ itemId: 'gold_10000', count: 1 }] }),
    onPlayer(7, 'ItemsGranted', { items: [{ itemId: 'buy_bp', count: 1 }], reason: 'purchase', ref: 'buy_bp' }),
    onPlayer(8, 'XpGranted', { amount: 600, reason: 'game', ref: '6617222774' }),
  ];
  const order = [
    onOrder(3, 0, 'OrderStarted', { orderId: ORDER, steamId: PLAYER, itemId: 'gold_10000' }, PLAYER),
    onOrder(4, 1, 'OrderPaid', { providerEventId: 'evt_1', paymentId: 'pi_1', amountUsdCents: 499 }, 'provider'),
    onOrder(9, 2, 'OrderNoteAdded', { note: 'called', actor: ADMIN }, ADMIN),
  ];
  const rows = buildHistory(player, order);

  test('rows in position order; an event that touches nothing shown (a registration) is left out', () => {
    expect(rows.map((row) => [row.position, row.type])).toEqual([
      [2, 'GoldChanged'],
      [3, 'OrderStarted'],
      [4, 'OrderPaid'],
      [5, 'GoldChanged'],
      [6, 'OrderGranted'],
      [7, 'ItemsGranted'],
      [8, 'XpGranted'],
      [9, 'OrderNoteAdded'],
    ]);
  });

  test("each row's state is the state after it; an order's event shows the player's state at its position", () => {
    expect(rows.map((row) => row.state.gold)).toEqual([500, 500, 500, 10_500, 10_500, 10_500, 10_500, 10_500]);
    expect(rows[5].state).toEqual({
      gold: 10_500,
      owed_gold: 0,
      items: { buy_bp: 1 },
      plus_expires_at: null,
      battle_pass: { xp: 0, level: 0, upgraded: true },
    });
    expect(rows[6].state.battle_pass).toEqual({ xp: 600, level: 2, upgraded: true });
  });

  test('causes and actors: the admin and their reason, the order, the provider event, the game, support', () => {
    expect(rows.map((row) => [row.cause.kind, row.cause.ref, row.actor, row.reason])).toEqual([
      ['admin', ADMIN, ADMIN, 'ticket 7'],
      ['order', ORDER, PLAYER, null],
      ['provider_event', 'evt_1', 'provider', null],
      ['order', ORDER, 'system', null],
      ['order', ORDER, 'system', null],
      ['purchase', 'buy_bp', 'system', null],
      ['game', '6617222774', 'system', null],
      ['admin', ADMIN, ADMIN, null],
    ]);
  });

  test("a subscription's events: its stop with who and why, its end by the provider's event", () => {
    const onSubscription = (position: number, rev: number, type: string, data: object): HistoryEvent => ({
      stream: 'subscription-sub_1',
      revision: rev,
      position,
      type,
      data,
      metadata: { decidedAt: new Date(Date.UTC(2026, 10, 22, 12, 1, position)).toISOString(), actor: PLAYER },
    });
    const subscription = buildHistory(player, [
      onSubscription(10, 0, 'SubscriptionStarted', { subscriptionId: 'sub_1', steamId: PLAYER, itemId: 'plus_month', orderId: ORDER }),
      onSubscription(11, 1, 'SubscriptionRenewalStopped', { actor: PLAYER, reason: 'stopped by the player' }),
      onSubscription(12, 2, 'SubscriptionEnded', { providerEventId: 'evt_end' }),
    ]).slice(-3);
    expect(subscription.map((row) => [row.type, row.cause.kind, row.cause.ref, row.actor, row.reason, row.state.gold])).toEqual([
      ['SubscriptionStarted', 'subscription', 'sub_1', PLAYER, null, 10_500],
      ['SubscriptionRenewalStopped', 'subscription', 'sub_1', PLAYER, 'stopped by the player', 10_500],
      ['SubscriptionEnded', 'provider_event', 'evt_end', PLAYER, null, 10_500],
    ]);
  });

  test('filters by type and time, pages from 1', () => {
    const gold = pageOfHistory(rows, { types: new Set(['GoldChanged']) }, 1, 10);
    expect(gold.total).toBe(2);
    const window = pageOfHistory(rows, { fromMs: Date.parse(rows[2].at), toMs: Date.parse(rows[4].at) }, 1, 10);
    expect(window.rows.map((row) => row.position)).toEqual([4, 5, 6]);
    expect(pageOfHistory(rows, {}, 2, 3)).toEqual({ total: 8, rows: rows.slice(3, 6) });
  });

  test("an order's take-back is a row caused by the order; owed gold is 0 while the player state has none", () => {
    const revoked = buildHistory(
      [
        ...player,
        onPlayer(10, 'OrderRevoked', {
          orderId: ORDER,
          refundId: 're_1',
          goldTaken: 10_500,
          goldOwed: 0,
          itemsTaken: [],
          plusDaysTaken: 0,
        }),
      ],
      [],
    );
    expect(revoked[revoked.length - 1].type).toBe('OrderRevoked');
    expect(revoked[revoked.length - 1].state.owed_gold).toBe(0);
    expect(revoked[revoked.length - 1].cause).toEqual({ kind: 'order', ref: ORDER });
  });
});

describe('the CSV export (RFC 4180)', () => {
  test('fields with commas, quotes or line ends are quoted, quotes doubled; formulas defused; numbers as they are', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(1)')).toBe("'@SUM(1)");
    expect(csvField(-500)).toBe('-500');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  test('a header row, one line per row, CRLF line ends', () => {
    const csv = historyCsv([]);
    expect(csv).toBe(
      'position,at,stream,revision,type,cause,cause_ref,actor,reason,gold,owed_gold,items,plus_expires_at,battle_pass_xp,battle_pass_level,battle_pass_upgraded,data\r\n',
    );
  });
});
