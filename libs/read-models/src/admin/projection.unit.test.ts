import { projectionTest } from '../core/testing';
import { adminKeys } from './keys';
import { adminIndexProjection, auditProjection } from './projection';

const keys = adminKeys('t:v1:');
const AT = '2026-03-01T10:00:00.000Z';
const ADMIN = '76561198000000001';
const PLAYER = '76561198000000002';

describe('the audit list', () => {
  const { givenEvents } = projectionTest(auditProjection, keys);

  test("an admin's grant, take-back, role change and sale are entries with the actor and reason; a game's gold is none", () => {
    const events = [
      { stream: `player-${PLAYER}`, type: 'GoldChanged', data: { amount: 80, balance: 80, reason: 'game', ref: 'm1' }, decidedAt: AT },
      {
        stream: `player-${PLAYER}`,
        type: 'GoldChanged',
        data: { amount: 500, balance: 580, reason: 'admin_grant', ref: 'prize' },
        decidedAt: AT,
        actor: ADMIN,
      },
      {
        stream: `player-${PLAYER}`,
        type: 'ItemsConsumed',
        data: { items: [{ itemId: 'chest_basic', count: 1 }], reason: 'admin_take', ref: 'mistake' },
        decidedAt: AT,
        actor: ADMIN,
      },
      {
        stream: `player-${PLAYER}`,
        type: 'ItemsConsumed',
        data: { items: [{ itemId: 'chest_basic', count: 1 }], reason: 'chest_opened', ref: 'chest_basic' },
        decidedAt: AT,
      },
      {
        stream: 'user-types',
        type: 'UserTypeChanged',
        data: { steamId: PLAYER, userType: 'SUPPORT', previousUserType: 'PLAYER', source: 'admin', reason: 'answers tickets' },
        decidedAt: AT,
        actor: ADMIN,
      },
      { stream: 'catalog', type: 'SaleEnded', data: { saleId: 'spring', endedAt: AT, endedBy: ADMIN }, decidedAt: AT, actor: ADMIN },
    ];
    const entry = (action: string, target: string, reason: string | null, details: Record<string, unknown>) =>
      JSON.stringify({ at: AT, actor: ADMIN, action, target, reason, details });
    givenEvents(events).thenReadModel({
      [keys.audit]: {
        '2': entry('gold_granted', PLAYER, 'prize', { amount: 500, balance: 580 }),
        '3': entry('items_taken', PLAYER, 'mistake', { items: [{ item_id: 'chest_basic', count: 1 }] }),
        '5': entry('user_type_changed', PLAYER, 'answers tickets', { user_type: 'SUPPORT', previous_user_type: 'PLAYER', source: 'admin' }),
        '6': entry('sale_ended', 'sale:spring', null, { ended_at: AT }),
      },
    });
  });
});

describe("the console's indexes", () => {
  const { givenEvents } = projectionTest(adminIndexProjection, keys);

  test('every gold change goes on the top of the ledger with the balance after it', () => {
    const { readModel } = givenEvents([
      { stream: `player-${PLAYER}`, type: 'GoldChanged', data: { amount: 80, balance: 80, reason: 'game', ref: 'm1' }, decidedAt: AT },
      {
        stream: `player-${PLAYER}`,
        type: 'GoldChanged',
        data: { amount: -30, balance: 50, reason: 'purchase', ref: 'hat' },
        decidedAt: AT,
      },
    ]);
    expect(readModel()[keys.goldLedger(PLAYER)]).toEqual([
      JSON.stringify({ at: AT, amount: -30, balance: 50, reason: 'purchase', ref: 'hat' }),
      JSON.stringify({ at: AT, amount: 80, balance: 80, reason: 'game', ref: 'm1' }),
    ]);
  });
});
