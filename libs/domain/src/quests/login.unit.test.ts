import { recordResult, resultAt, TESTER_STEAM_ID } from '../game-results/testing';
import { playerDecider, type PlayerCommand, type PlayerEvent } from '../player';
import { DAY, NOW, ofTypes, playerJourney, signedUp } from '../player/testing';
import { deciderSpecification } from '../shared/testing';
import { ClaimLoginReward, LOGIN_REWARDS, LoginDayAnswer, QuestClaimAnswer } from './index';

/**
 * Weekly login rewards (docs/game-rules.md "Weekly login rewards"): 7 days, reset Mondays 00:00
 * UTC, one completes per calendar day (a site visit or a game); claimed in order.
 * NOW is Monday 2026-11-23 12:00 UTC.
 */
const spec = deciderSpecification(playerDecider);

const claimLogin = (now = NOW, index?: number): ClaimLoginReward => ({ type: 'ClaimLoginReward', index, now });
const signIn = (now: number): PlayerCommand => ({ type: 'SignIn', steamId: TESTER_STEAM_ID, displayName: 'Tester', now });
const game = (matchID: string, now: number) => recordResult(resultAt(5, { god: 'fixture-god', matchID }), undefined, now);
const loginDays = (events: readonly PlayerEvent[]) => ofTypes(events, 'LoginDayCompleted').map((event) => event.data);
const SUNDAY_2359 = Date.UTC(2026, 10, 29, 23, 59);
const NEXT_MONDAY = Date.UTC(2026, 10, 30, 0, 0);

describe('login rewards: one day completes per UTC calendar day', () => {
  test('a first sign-in completes day 1 of the week', () => {
    expect(loginDays(signedUp())).toEqual([{ week: '2026-11-23', day: '2026-11-23', index: 1 }]);
  });

  test('a second game or sign-in the same day completes nothing; a game the next day completes day 2', () => {
    const journey = playerJourney(signedUp());
    expect(loginDays(journey.run(game('same-day', NOW + 1_000)).events)).toEqual([]);
    spec
      .given(journey.events)
      .when(signIn(Date.UTC(2026, 10, 23, 23, 59, 59)))
      .thenNothingHappened();
    expect(loginDays(journey.run(game('next-day', Date.UTC(2026, 10, 24, 0, 0, 0))).events)).toEqual([
      { week: '2026-11-23', day: '2026-11-24', index: 2 },
    ]);
  });

  test('a retried game is no visit', () => {
    const journey = playerJourney(signedUp());
    journey.run(game('played', NOW));
    spec
      .given(journey.events)
      .when(game('played', NOW + DAY))
      .thenNothingHappened();
  });

  test('Sunday 23:59 then Monday 00:00: the week starts over at day 1', () => {
    const journey = playerJourney(signedUp(SUNDAY_2359));
    expect(loginDays(journey.events)).toEqual([{ week: '2026-11-23', day: '2026-11-29', index: 1 }]);
    expect(loginDays(journey.run(signIn(NEXT_MONDAY)).events)).toEqual([{ week: '2026-11-30', day: '2026-11-30', index: 1 }]);
  });

  test('a full week: days 1 to 7, Monday to Sunday, then day 1 again', () => {
    const journey = playerJourney(signedUp());
    for (let day = 1; day < 7; day++) journey.run(signIn(NOW + day * DAY));
    journey.run(signIn(NEXT_MONDAY));
    expect(loginDays(journey.events).map(({ day, index }) => `${day}:${index}`)).toEqual([
      '2026-11-23:1',
      '2026-11-24:2',
      '2026-11-25:3',
      '2026-11-26:4',
      '2026-11-27:5',
      '2026-11-28:6',
      '2026-11-29:7',
      '2026-11-30:1',
    ]);
  });
});

describe('login rewards: claims', () => {
  test('claimed in order, one per completed day, then nothing_to_claim', () => {
    const journey = playerJourney(signedUp());
    journey.run(signIn(NOW + DAY));
    journey.run(signIn(NOW + 2 * DAY));
    const wednesday = NOW + 2 * DAY;
    expect(journey.run<QuestClaimAnswer>(claimLogin(wednesday)).answer).toEqual({ claimed: 'login:1', gold: 200, xp: 0, balance: 200 });
    expect(journey.run<QuestClaimAnswer>(claimLogin(wednesday)).answer).toEqual({ claimed: 'login:2', gold: 0, xp: 200, balance: 200 });
    expect(journey.run<QuestClaimAnswer>(claimLogin(wednesday)).answer).toEqual({ claimed: 'login:3', gold: 0, xp: 300, balance: 200 });
    expect(journey.state.battlePassXp).toBe(500);
    spec.given(journey.events).when(claimLogin(wednesday)).thenThrows('nothing_to_claim');
  });

  test("a claim is a visit: it completes the day first, then claims the next day's reward", () => {
    const journey = playerJourney(signedUp());
    journey.run(claimLogin());
    spec
      .given(journey.events)
      .when(claimLogin(NOW + DAY))
      .then(
        [
          { type: 'LoginDayCompleted', data: { week: '2026-11-23', day: '2026-11-24', index: 2 } },
          { type: 'LoginRewardClaimed', data: { week: '2026-11-23', index: 2 } },
          { type: 'XpGranted', data: { amount: 200, reason: 'reward', ref: 'login:2' } },
        ],
        { claimed: 'login:2', gold: 0, xp: 200, balance: 200 },
      );
  });

  test('the seven rewards: 200 gold; 200 XP; 300 XP; chest_basic; 500 XP + 100 gold; 1,000 gold; chest_basic', () => {
    const journey = playerJourney(signedUp());
    const rewards = Array.from({ length: 7 }, (_, day) =>
      ofTypes(journey.run(claimLogin(NOW + day * DAY)).events, 'GoldChanged', 'XpGranted', 'ItemsGranted').map((event) =>
        event.type === 'ItemsGranted'
          ? event.data.items.map((item) => item.itemId).join('+')
          : `${event.data.amount} ${event.type === 'GoldChanged' ? 'gold' : 'XP'}`,
      ),
    );
    expect(rewards).toEqual([
      ['200 gold'],
      ['200 XP'],
      ['300 XP'],
      ['chest_basic'],
      ['100 gold', '500 XP'],
      ['1000 gold'],
      ['chest_basic'],
    ]);
    expect(LOGIN_REWARDS).toHaveLength(7);
    expect(journey.state.gold).toBe(1_300);
    spec.given(journey.events).when(claimLogin(SUNDAY_2359)).thenThrows('nothing_to_claim');
  });

  test('days not claimed are lost at Monday 00:00 UTC', () => {
    const journey = playerJourney(signedUp());
    journey.run(signIn(NOW + DAY));
    journey.run(signIn(NOW + 2 * DAY));
    const monday = journey.run(claimLogin(NEXT_MONDAY));
    expect(monday.events.slice(0, 2)).toEqual([
      { type: 'LoginDayCompleted', data: { week: '2026-11-30', day: '2026-11-30', index: 1 } },
      { type: 'LoginRewardClaimed', data: { week: '2026-11-30', index: 1 } },
    ]);
    spec
      .given(journey.events)
      .when(claimLogin(NEXT_MONDAY + 1))
      .thenThrows('nothing_to_claim');
  });

  test('a player never registered is not found', () => {
    spec.given([]).when(claimLogin()).thenThrows('player_not_found');
  });
});

describe('login rewards: the live client names the day (`?questID=`), and try_complete', () => {
  test('a claim naming the next day claims it; its retry, and a later day, claim nothing', () => {
    const journey = playerJourney(signedUp());
    journey.run(signIn(NOW + DAY));
    const tuesday = NOW + DAY;
    spec.given(journey.events).when(claimLogin(tuesday, 2)).thenThrows('login_reward_not_ready');
    expect(journey.run<QuestClaimAnswer>(claimLogin(tuesday, 1)).answer).toMatchObject({ claimed: 'login:1', balance: 200 });
    spec.given(journey.events).when(claimLogin(tuesday, 1)).thenThrows('nothing_to_claim');
    spec.given(journey.events).when(claimLogin(tuesday, 3)).thenThrows('login_reward_not_ready');
    expect(journey.run<QuestClaimAnswer>(claimLogin(tuesday, 2)).answer).toMatchObject({ claimed: 'login:2' });
  });

  test('try_complete completes today once: the second call the same day records nothing', () => {
    const journey = playerJourney(signedUp());
    const tuesday = NOW + DAY;
    const first = journey.run<LoginDayAnswer>({ type: 'CompleteLoginDay', now: tuesday });
    expect(first.answer).toEqual({ completed: true });
    expect(loginDays(first.events)).toEqual([{ week: '2026-11-23', day: '2026-11-24', index: 2 }]);
    const again = journey.run<LoginDayAnswer>({ type: 'CompleteLoginDay', now: tuesday + 3_600_000 });
    expect(again.answer).toEqual({ completed: false });
    expect(loginDays(again.events)).toEqual([]);
  });
});
