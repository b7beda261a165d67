import { hasPlus } from '../plus';
import { evolvePlayer, initialPlayerState, playerDecider, type PlayerEvent } from '../player';
import { assignDailyQuests } from '../quests';
import { foldEvents } from '../shared/decider';
import { deciderSpecification } from '../shared/testing';
import type { GoldChanged, GrantReason, ItemsGranted } from '../store';
import { partnerAccountDecider, partnerAccountStream, PARTNER_BUNDLE, type PartnerLinked } from './index';

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
const ANN = '76561198000000001';
const BOB = '76561198000000002';

describe('a partner account on its own stream ("Partner link": one player per partner account)', () => {
  const spec = deciderSpecification(partnerAccountDecider);
  const CAL = '76561198000000003';
  const claim = (steamId: string, staleHolder: string | null = null) => ({
    type: 'ClaimPartnerAccount' as const,
    partner: 'gaimin' as const,
    accountId: 'abc123',
    steamId,
    username: 'gamer-abc123',
    staleHolder,
  });
  const release = (steamId: string) => ({
    type: 'ReleasePartnerAccount' as const,
    partner: 'gaimin' as const,
    accountId: 'abc123',
    steamId,
  });
  const claimed = (steamId: string) => ({
    type: 'PartnerAccountClaimed' as const,
    data: { partner: 'gaimin' as const, accountId: 'abc123', steamId, username: 'gamer-abc123' },
  });
  const released = (steamId: string) => ({
    type: 'PartnerAccountReleased' as const,
    data: { partner: 'gaimin' as const, accountId: 'abc123', steamId },
  });

  test('the first player to connect an account claims it, with its name at the partner', () => {
    spec
      .given([])
      .when(claim(ANN))
      .then([claimed(ANN)], { claimedBy: ANN });
  });

  test('another player is refused: the account is taken', () => {
    const error = spec
      .given([claimed(ANN)])
      .when(claim(BOB))
      .thenThrows('partner_account_taken');
    expect(error.message).toBe('This Gaimin account is already connected to another player');
    // naming a holder who does not hold it releases nothing
    spec
      .given([claimed(ANN)])
      .when(claim(BOB, CAL))
      .thenThrows('partner_account_taken');
  });

  test('the same player again decides nothing (a retry, or finishing a link interrupted before its player-stream step)', () => {
    spec
      .given([claimed(ANN)])
      .when(claim(ANN))
      .thenNothingHappened({ claimedBy: ANN });
  });

  test('a void claim (its holder links another account) is released and the account claimed, in one decision', () => {
    spec
      .given([claimed(ANN)])
      .when(claim(BOB, ANN))
      .then([released(ANN), claimed(BOB)], { claimedBy: BOB });
  });

  test('releasing frees the account for anyone; releasing a player who does not hold it decides nothing', () => {
    spec
      .given([claimed(ANN)])
      .when(release(ANN))
      .then([released(ANN)], { claimedBy: null });
    spec
      .given([claimed(ANN), released(ANN)])
      .when(claim(BOB))
      .then([claimed(BOB)], { claimedBy: BOB });
    spec
      .given([claimed(ANN)])
      .when(release(BOB))
      .thenNothingHappened({ claimedBy: ANN });
    spec.given([]).when(release(ANN)).thenNothingHappened({ claimedBy: null });
  });

  test('a claim recorded before names were kept folds with no name', () => {
    const old = { type: 'PartnerAccountClaimed' as const, data: { partner: 'gaimin' as const, accountId: 'abc123', steamId: ANN } };
    expect(spec.given([old]).when(claim(ANN)).outcome().state).toEqual({ claimedBy: ANN, username: null });
  });

  test('the stream is named by partner and account; an id that cannot name a stream is a bug of the caller', () => {
    expect(partnerAccountStream('gaimin', 'abc123')).toBe('partner-gaimin-abc123');
    expect(() => partnerAccountStream('gaimin', 'a/b')).toThrow();
    expect(() => partnerAccountStream('gaimin', '')).toThrow();
  });
});

describe('linking a partner account on the player stream', () => {
  const spec = deciderSpecification(playerDecider);
  const signedIn: PlayerEvent = { type: 'PlayerRegistered', data: { steamId: ANN, displayName: 'Ann', via: 'sign_in' } };
  /** The daily quests the player decider gives after `history` (a new player's two; Plus's third). */
  const questsAfter = (history: readonly PlayerEvent[]): PlayerEvent[] =>
    assignDailyQuests(foldEvents(evolvePlayer, initialPlayerState, history), NOW);
  /** A registered player, with the two daily quests their first decision gave them. */
  const registered: PlayerEvent[] = [signedIn, ...questsAfter([signedIn])];
  const link = (accountId = 'abc123') => ({
    type: 'LinkPartner' as const,
    partner: 'gaimin' as const,
    accountId,
    username: `gamer-${accountId}`,
    now: NOW,
  });
  const linked = (accountId = 'abc123'): PartnerLinked => ({
    type: 'PartnerLinked',
    data: { partner: 'gaimin', accountId, username: `gamer-${accountId}` },
  });
  /** The bundle as the store grants it: its gold as `bundle`, its items with reason `partner`. */
  const bundle = (balanceBefore = 0) => [
    gold(75_000, balanceBefore + 75_000, 'bundle', PARTNER_BUNDLE),
    granted({ chest_basic: 2, finisher_coins: 1, chest_arena_unique: 1 }, 'partner', 'gaimin:abc123'),
  ];

  test('the link and the partner bundle (75,000 gold and its items) in one decision', () => {
    expect(registered.filter((event) => event.type === 'DailyQuestAssigned')).toHaveLength(2);
    expect(questsAfter([...registered, linked()])).toMatchObject([{ type: 'DailyQuestAssigned' }]);
    spec
      .given([...registered, gold(500, 500)])
      .when(link())
      // the link gives Plus, and with it a third daily quest
      .then([linked(), ...bundle(500), ...questsAfter([...registered, linked()])], {
        partner: 'gaimin',
        accountId: 'abc123',
        username: 'gamer-abc123',
        bundleGranted: true,
        balance: 75_500,
        alreadyOwned: [],
        hasPlus: true,
      });
  });

  test('the same account again decides nothing and grants no second bundle (a retry)', () => {
    spec
      .given([...registered, linked(), ...bundle(), ...questsAfter([...registered, linked()])])
      .when(link())
      .thenNothingHappened({
        partner: 'gaimin',
        accountId: 'abc123',
        username: 'gamer-abc123',
        bundleGranted: false,
        balance: 75_000,
        alreadyOwned: [],
        hasPlus: true,
      });
  });

  test('a retry with the same client request answers the first answer', () => {
    const request = { requestId: 'k1', action: 'connect_gaimin:abc123', receivedAt: new Date() };
    const first = spec
      .given(registered)
      .when({ ...link(), request })
      .outcome();
    expect(first.events.at(-1)).toMatchObject({ type: 'RequestCompleted', data: { requestId: 'k1' } });
    spec
      .given([...registered, ...first.events])
      .when({ ...link(), request })
      .thenNothingHappened(first.answer);
  });

  test('a player linked to another account is refused', () => {
    const error = spec
      .given([...registered, linked('other1'), ...bundle()])
      .when(link())
      .thenThrows('partner_already_linked');
    expect(error.message).toBe('You are already connected to another Gaimin account');
  });

  test('a player never registered is not found', () => {
    spec.given([]).when(link()).thenThrows('player_not_found');
  });

  test('Plus runs while the link is active, with or without bought Plus; the link survives later events', () => {
    const before = spec.given(registered).when(link()).outcome();
    expect(
      hasPlus(spec.given(registered).when({ type: 'GrantGold', amount: 1, reason: 'admin_grant', ref: null }).outcome().state, NOW),
    ).toBe(false);
    expect(before.state.partnerLink).toEqual({ partner: 'gaimin', accountId: 'abc123', username: 'gamer-abc123' });
    expect(hasPlus(before.state, NOW)).toBe(true);
    // years later, no unlink exists: the link, and Plus, are still there
    const later = spec
      .given([...registered, ...before.events, gold(-1_000, 74_000, 'purchase')])
      .when({ type: 'GrantGold', amount: 1, reason: 'admin_grant', ref: null })
      .outcome();
    expect(hasPlus(later.state, NOW + 3 * 365 * 86_400_000)).toBe(true);
  });
});
