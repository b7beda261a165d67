import { deciderSpecification } from '../shared/testing';
import { evolvePlusSlice, initialPlusSlice } from '../plus';
import { evolveStoreSlice, initialStoreSlice, type GoldChanged, type GrantReason, type ItemsGranted } from '../store';
import { CodeTerms, decideRedeemCode, evolveRedeemCodesSlice, initialRedeemCodesSlice, redemptionCodeDecider } from './index';

/** The store's events as the tests expect them (the store's own helpers are its internals). */
const gold = (amount: number, balance: number, reason: GrantReason = 'admin_grant', ref: string | null = null): GoldChanged => ({
  type: 'GoldChanged',
  data: { amount, balance, reason, ref },
});
const granted = (items: Record<string, number>, reason: GrantReason = 'admin_grant', ref: string | null = null): ItemsGranted => ({
  type: 'ItemsGranted',
  data: { items: Object.entries(items).map(([itemId, count]) => ({ itemId, count })), reason, ref },
});

const NOW = Date.parse('2026-11-22T12:00:00Z');
const welcome: CodeTerms = {
  code: 'WELCOME-2026',
  gold: 5_000,
  items: [{ itemId: 'chest_basic', count: 2 }],
  expiresAt: '2026-12-31T00:00:00.000Z',
  maxUses: 2,
};
const created = { type: 'RedemptionCodeCreated' as const, data: { ...welcome, createdBy: 'admin' } };
const used = (steamId: string) => ({
  type: 'RedemptionCodeUsed' as const,
  data: { code: welcome.code, steamId, usedAt: new Date(NOW).toISOString() },
});
const use = (steamId: string, now = NOW) => ({ type: 'UseCode' as const, code: welcome.code, steamId, now });

describe('a redeem code on its own stream (docs/game-rules.md "Redeem codes")', () => {
  const spec = deciderSpecification(redemptionCodeDecider);

  test('an admin creates a code; the same creation again decides nothing; other terms under the code are refused', () => {
    spec.given([]).when({ type: 'CreateCode', terms: welcome, by: 'admin' }).then([created], { terms: welcome, uses: 0 });
    spec.given([created]).when({ type: 'CreateCode', terms: welcome, by: 'admin' }).thenNothingHappened({ terms: welcome, uses: 0 });
    spec
      .given([created])
      .when({ type: 'CreateCode', terms: { ...welcome, gold: 1 }, by: 'admin' })
      .thenThrows('code_exists');
  });

  test.each([
    ['a lower-case code', { code: 'welcome' }, 'invalid_code'],
    ['a code of 3 characters', { code: 'ABC' }, 'invalid_code'],
    ['nothing to give', { gold: 0, items: [] }, 'invalid_code_terms'],
    ['negative gold', { gold: -1 }, 'invalid_code_terms'],
    ['an unknown item', { items: [{ itemId: 'constructor', count: 1 }] }, 'invalid_code_terms'],
    ['no use allowed', { maxUses: 0 }, 'invalid_code_terms'],
    ['an expiry that is no time', { expiresAt: 'soon' }, 'invalid_code_terms'],
  ])('a code with %s is refused', (_, change, code) => {
    spec
      .given([])
      .when({ type: 'CreateCode', terms: { ...welcome, ...change }, by: 'admin' })
      .thenThrows(code);
  });

  test('players take uses until the maximum; then it is used up', () => {
    spec
      .given([created])
      .when(use('A'))
      .then([used('A')], { terms: welcome, uses: 1 });
    spec
      .given([created, used('A'), used('B')])
      .when(use('C'))
      .thenThrows('code_used_up');
  });

  test('a player who took a use decides nothing the next time, even once it is used up or expired (a redemption can be finished)', () => {
    spec
      .given([created, used('A'), used('B')])
      .when(use('A', Date.parse('2027-01-01T00:00:00Z')))
      .thenNothingHappened({ terms: welcome, uses: 2 });
  });

  test('a code expires at its expiry; an unknown code is not found; the limits can be changed', () => {
    spec
      .given([created])
      .when(use('A', Date.parse('2026-12-31T00:00:00Z')))
      .thenThrows('code_expired');
    spec.given([]).when(use('A')).thenThrows('code_not_found');
    const outcome = spec
      .given([created, used('A'), used('B')])
      .when({ type: 'ChangeCodeLimits', code: welcome.code, expiresAt: null, maxUses: 3, by: 'admin' })
      .outcome();
    expect(outcome.state.terms).toEqual({ ...welcome, expiresAt: null, maxUses: 3 });
    spec
      .given([created, used('A'), used('B'), ...outcome.events])
      .when(use('C'))
      .then([used('C')]);
  });
});

describe('redeeming a code on the player stream', () => {
  const initial = { ...initialStoreSlice, ...initialPlusSlice, ...initialRedeemCodesSlice };
  const spec = deciderSpecification({
    decide: decideRedeemCode,
    evolve: (state: typeof initial, event: { type: string; data: unknown }) => {
      const store = { ...state, ...evolveStoreSlice(state, event) };
      const plus = { ...store, ...evolvePlusSlice(store, event) };
      return { ...plus, ...evolveRedeemCodesSlice(plus, event) };
    },
    initialState: initial,
  });
  const redeem = { type: 'RedeemCode' as const, code: welcome.code, gold: welcome.gold, items: welcome.items, now: NOW };

  test("the code's gold and items are granted with reason code, then CodeRedeemed", () => {
    spec
      .given([gold(100, 100)])
      .when(redeem)
      .then(
        [
          gold(5_000, 5_100, 'code', welcome.code),
          granted({ chest_basic: 2 }, 'code', welcome.code),
          { type: 'CodeRedeemed', data: { code: welcome.code } },
        ],
        {
          code: welcome.code,
          gold: 5_000,
          items: welcome.items,
          balance: 5_100,
          alreadyOwned: [],
        },
      );
  });

  test('a code is redeemed at most once per player', () => {
    const error = spec
      .given([{ type: 'CodeRedeemed', data: { code: welcome.code } }])
      .when(redeem)
      .thenThrows('code_already_redeemed');
    expect(error.message).toBe('You have already redeemed this code');
  });
});
