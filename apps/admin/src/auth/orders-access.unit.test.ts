import { canAccess } from './roles';

/** Support's purchase history and orders: SUPPORT and ADMIN see them and act on orders; nobody else does. */
describe('who sees the purchase history and the orders, and who acts on an order', () => {
  test.each([
    ['SUPPORT', 'history', 'list', true],
    ['ADMIN', 'history', 'list', true],
    ['STATS_GUY', 'history', 'list', false],
    ['PLAYER', 'history', 'list', false],
    ['SUPPORT', 'orders', 'list', true],
    ['SUPPORT', 'orders', 'show', true],
    ['ADMIN', 'orders', 'show', true],
    ['STATS_GUY', 'orders', 'list', false],
    ['STATS_GUY', 'orders', 'show', false],
    ['PLAYER', 'orders', 'list', false],
    [undefined, 'orders', 'list', false],
    ['SUPPORT', 'orders', 'refund', true],
    ['SUPPORT', 'orders', 'fulfil', true],
    ['SUPPORT', 'orders', 'note', true],
    ['ADMIN', 'orders', 'refund', true],
    ['ADMIN', 'orders', 'note', true],
    ['STATS_GUY', 'orders', 'refund', false],
    ['PLAYER', 'orders', 'fulfil', false],
    // no generic change of an order or a history, even for ADMIN
    ['ADMIN', 'orders', 'edit', false],
    ['ADMIN', 'orders', 'delete', false],
    ['SUPPORT', 'orders', 'edit', false],
    ['ADMIN', 'history', 'edit', false],
    // support's actions are on orders only
    ['SUPPORT', 'players', 'refund', false],
  ] as const)('%s may %s %s: %s', (userType, resource, action, allowed) => {
    expect(canAccess(userType, resource, action)).toBe(allowed);
  });
});
