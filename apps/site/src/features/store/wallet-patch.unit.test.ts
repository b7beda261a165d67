import { patchWallet } from './logic';
import type { Wallet } from './types';

const WALLET: Wallet = {
  steam_id: '76561198000000000',
  coins: 5_000,
  has_plus: false,
  plus_expiration: null,
  unopened_chests: 1,
  items: [
    { item_id: 'avatar_default', count: 1, equipped: true },
    { item_id: 'avatar_gold', count: 1, equipped: false },
    { item_id: 'chest_basic', count: 1, equipped: false },
  ],
  chest_history: [],
};

describe('patchWallet: what an answer shows at once', () => {
  test('the balance after a purchase', () => {
    expect(patchWallet(WALLET, { position: 7, coins: 3_000 }).coins).toBe(3_000);
  });
  test('equips: the answer lists every equipped item, so the one it replaced is unequipped', () => {
    const next = patchWallet(WALLET, { position: 8, equipped: [{ group: 'avatar_frame', item_id: 'avatar_gold' }] });
    expect(next.items.map((i) => [i.item_id, i.equipped])).toEqual([
      ['avatar_default', false],
      ['avatar_gold', true],
      ['chest_basic', false],
    ]);
    expect(next.coins).toBe(5_000);
  });
  test('an answer that changed nothing leaves the wallet as it was', () => {
    expect(patchWallet(WALLET, { position: null })).toBe(WALLET);
  });
});
