import { playerDecider, type PlayerEvent } from '../player';
import { DAY, itemsGranted, NOW, ofTypes, playerJourney, plusUntil, registeredOnly, signedUp } from '../player/testing';
import { deciderSpecification } from '../shared/testing';
import type { PlayerResult, UseDoubledown } from './index';
import { ratedAt, recordResult, resultAt } from './testing';

/**
 * use_doubledown (docs/game-rules.md "Double-down": a consumable, or Plus's weekly free
 * one; weeks start Monday 00:00 UTC): armed for the next ranked result, which counts double.
 */
const spec = deciderSpecification(playerDecider);

const use = (now = NOW): UseDoubledown => ({ type: 'UseDoubledown', now });
const armedFromPlus = (week = '2026-11-23'): PlayerEvent => ({ type: 'DoubledownArmed', data: { source: 'plus_weekly', week } });

/** Signed in on Monday NOW, at ladder 1100 and hidden MMR 1000. */
const player = [...signedUp(), ratedAt(1100, 1000)];
const plusPlayer = [...signedUp(NOW, [plusUntil(NOW + 30 * DAY)]), ratedAt(1100, 1000)];

const game = (matchID: string, overrides: Partial<PlayerResult> = {}) =>
  recordResult(resultAt(1, { god: 'fixture-god', matchID, ...overrides }));
const recordedOf = (events: readonly PlayerEvent[]) => ofTypes(events, 'GameResultRecorded')[0].data;

describe('use_doubledown: where the double-down comes from', () => {
  test("with Plus, the week's free double-down comes first; the items are left alone", () => {
    spec
      .given([...plusPlayer, itemsGranted({ doubledown: 2 })])
      .when(use())
      .then([armedFromPlus()], { source: 'plus_weekly', doubledownsLeft: 2 });
  });

  test("once the week's free one is used, an item is consumed", () => {
    const journey = playerJourney([...plusPlayer, itemsGranted({ doubledown: 2 })]);
    journey.run(use());
    journey.run(game('spends-it'));
    spec
      .given(journey.events)
      .when(use(NOW + 1))
      .then(
        [
          { type: 'ItemsConsumed', data: { items: [{ itemId: 'doubledown', count: 1 }], reason: 'used', ref: 'doubledown' } },
          { type: 'DoubledownArmed', data: { source: 'item', week: '2026-11-23' } },
        ],
        { source: 'item', doubledownsLeft: 1 },
      );
  });

  test('without Plus, an item', () => {
    const { state } = spec
      .given([...player, itemsGranted({ doubledown: 1 })])
      .when(use())
      .thenMatches([{ type: 'ItemsConsumed' }, { type: 'DoubledownArmed', data: { source: 'item' } }]);
    expect(state.inventory.has('doubledown')).toBe(false);
    expect(state.doubledownArmed).toBe(true);
  });

  test('no item and no free Plus double-down left: no_doubledown', () => {
    spec.given(player).when(use()).thenThrows('no_doubledown');
    // the week's free one armed, then spent by a ranked game
    const journey = playerJourney(plusPlayer);
    journey.run(use());
    journey.run(game('spent'));
    spec
      .given(journey.events)
      .when(use(NOW + 1))
      .thenThrows('no_doubledown');
    // a lapsed Plus gives no free one either
    spec
      .given([...signedUp(NOW - 2 * DAY, [plusUntil(NOW - DAY)])])
      .when(use())
      .thenThrows('no_doubledown');
  });

  test('one armed already: doubledown_already_active, even with items', () => {
    spec
      .given([...plusPlayer, itemsGranted({ doubledown: 3 }), armedFromPlus()])
      .when(use())
      .thenThrows('doubledown_already_active');
  });

  test("Plus's free one comes back on Monday 00:00 UTC, not on Sunday 23:59:59", () => {
    const journey = playerJourney(plusPlayer);
    journey.run(use());
    journey.run(game('monday'));
    spec
      .given(journey.events)
      .when(use(Date.UTC(2026, 10, 29, 23, 59, 59)))
      .thenThrows('no_doubledown');
    spec
      .given(journey.events)
      .when(use(Date.UTC(2026, 10, 30, 0, 0, 0)))
      .then([armedFromPlus('2026-11-30')], { source: 'plus_weekly', doubledownsLeft: 0 });
  });

  test('a player never registered is not found', () => {
    spec.given([]).when(use()).thenThrows('player_not_found');
    spec.given([registeredOnly]).when(use()).thenThrows('no_doubledown');
  });
});

describe('use_doubledown: the next ranked result counts double, and spends it', () => {
  test('the next ranked result has multiplier 2 (ladder +200 for a win from 1100) and the armed flag is spent', () => {
    const journey = playerJourney([...player, armedFromPlus()]);
    const armed = journey.run(game('doubled'));
    expect(recordedOf(armed.events)).toMatchObject({
      rating: { multiplier: 2, ladderBefore: 1100, ladderAfter: 1300 },
      armedDoubledownUsed: true,
    });
    expect(armed.answer).toMatchObject({ ladderChange: 200 });
    expect(journey.state.doubledownArmed).toBe(false);
    const next = journey.run(game('single'));
    expect(recordedOf(next.events).rating.multiplier).toBe(1);
    expect(recordedOf(next.events).armedDoubledownUsed).toBeUndefined();
  });

  test('with the game-wide doubledown bonus, x3', () => {
    const { events } = spec
      .given([...player, armedFromPlus()])
      .when(game('bonus', { bonus: 'doubledown' }))
      .outcome();
    expect(recordedOf(events).rating.multiplier).toBe(3);
  });

  test.each([
    ['the server says unranked', { ranked: false }],
    ['fewer than eight players', { players: resultAt(1).players.slice(0, 7) }],
  ])('an unranked game (%s) does not spend it: the next ranked one does', (_why, overrides) => {
    const journey = playerJourney([...player, armedFromPlus()]);
    const unranked = journey.run(game('unranked', overrides));
    expect(recordedOf(unranked.events)).toMatchObject({ rating: { ranked: false, multiplier: 1 } });
    expect(recordedOf(unranked.events).armedDoubledownUsed).toBeUndefined();
    expect(journey.state.doubledownArmed).toBe(true);
    const ranked = journey.run(game('ranked'));
    expect(recordedOf(ranked.events)).toMatchObject({ rating: { multiplier: 2 }, armedDoubledownUsed: true });
    expect(journey.state.doubledownArmed).toBe(false);
  });

  test('a result posted with its own double-down counts double once and leaves the armed one for the next game', () => {
    const journey = playerJourney([...player, armedFromPlus()]);
    const posted = journey.run(game('posted', { doubledown: true }));
    expect(recordedOf(posted.events).rating.multiplier).toBe(2);
    expect(journey.state.doubledownArmed).toBe(true);
  });

  test('the armed double-down doubles ratings, not rewards', () => {
    const { answer } = spec
      .given([...player, armedFromPlus()])
      .when(game('rewards'))
      .outcome();
    expect(answer).toMatchObject({ coinsChange: 100, xpChange: 100 });
  });
});
