import { DAY, NOW, ofTypes, playerJourney, plusUntil, signedUp, xpGranted } from '../player/testing';
import { playerDecider, type PlayerEvent } from '../player';
import { deciderSpecification } from '../shared/testing';
import type { GameResultAnswer, PlayerResult } from './index';
import { recordResult, resultAt } from './testing';

/**
 * Post-game rewards (docs/game-rules.md "Post-game rewards", "Daily reward caps"), through the player
 * decider as the command service runs it: gold and XP by place, bonuses, Plus, the daily caps of
 * the UTC day, god progress, and the same answer to a retry.
 */
const spec = deciderSpecification(playerDecider);

/** A player who signed in at NOW: today's login visit and the daily quests are done, so a game decides only its own events. */
const player = signedUp();
const withPlus = signedUp(NOW, [plusUntil(NOW + 30 * DAY)]);

/** A ranked result with a god the catalog does not know (no god progress), under its own match id. */
const game = (place: number, matchID: string, overrides: Partial<PlayerResult> = {}): PlayerResult =>
  resultAt(place, { god: 'fixture-god', matchID, ...overrides });

/** What one result gave on `history` at `now`: the gold and XP events' amounts, the reward recorded and the answer. */
function rewardOf(history: readonly PlayerEvent[], result: PlayerResult, now = NOW) {
  const { events, answer } = spec
    .given(history)
    .when(recordResult(result, undefined, now))
    .outcome();
  const [recorded] = ofTypes(events, 'GameResultRecorded');
  return {
    gold: ofTypes(events, 'GoldChanged').reduce((sum, event) => sum + event.data.amount, 0),
    xp: ofTypes(events, 'XpGranted').reduce((sum, event) => sum + event.data.amount, 0),
    reward: recorded.data.reward!,
    answer: answer as GameResultAnswer,
    events,
  };
}

describe('post-game rewards: the place table', () => {
  test.each([
    [1, 100, 100],
    [2, 90, 60],
    [3, 60, 40],
    [4, 45, 30],
    [5, 30, 20],
    [6, 20, 14],
    [7, 10, 8],
    [8, 5, 4],
  ])('place %i gives %i XP and %i gold, told to the game server', (place, xp, gold) => {
    const result = game(place, `place-${place}`);
    const { answer } = spec
      .given(player)
      .when(recordResult(result))
      .thenMatches([
        {
          type: 'GameResultRecorded',
          data: { reward: { gold, xp, capped: false, bpLevel: 0, earnedToday: { day: '2026-11-23', gold, xp } } },
        },
        { type: 'GoldChanged', data: { amount: gold, balance: gold, reason: 'game', ref: result.matchID } },
        { type: 'XpGranted', data: { amount: xp, reason: 'game', ref: result.matchID } },
      ]);
    expect(answer).toMatchObject({ coinsChange: gold, xpChange: xp, bpLevel: 0 });
  });
});

describe('post-game rewards: bonuses and Plus', () => {
  test('the gold bonus gives x1.5 gold (rounded down), not more XP', () => {
    expect(rewardOf(player, game(1, 'g1', { bonus: 'gold' }))).toMatchObject({ gold: 150, xp: 100 });
    expect(rewardOf(player, game(6, 'g6', { bonus: 'gold' }))).toMatchObject({ gold: 21, xp: 20 });
  });

  test('the exp bonus gives x1.5 XP (rounded down), not more gold', () => {
    expect(rewardOf(player, game(1, 'e1', { bonus: 'exp' }))).toMatchObject({ gold: 100, xp: 150 });
    expect(rewardOf(player, game(4, 'e4', { bonus: 'exp' }))).toMatchObject({ gold: 30, xp: 67 });
  });

  test('the doubledown bonus changes no reward', () => {
    expect(rewardOf(player, game(1, 'd1', { bonus: 'doubledown' }))).toMatchObject({ gold: 100, xp: 100 });
  });

  test('Plus doubles the gold (after the gold bonus), not the XP', () => {
    expect(rewardOf(withPlus, game(1, 'p1'))).toMatchObject({ gold: 200, xp: 100, answer: { coinsChange: 200, xpChange: 100 } });
    expect(rewardOf(withPlus, game(8, 'p8'))).toMatchObject({ gold: 8, xp: 5 });
    expect(rewardOf(withPlus, game(1, 'pg', { bonus: 'gold' }))).toMatchObject({ gold: 300, xp: 100 });
    expect(rewardOf(withPlus, game(1, 'pe', { bonus: 'exp' }))).toMatchObject({ gold: 200, xp: 150 });
  });

  test('Plus counts at the time of the game: lapsed, or ending at that very moment, it doubles nothing', () => {
    expect(rewardOf(signedUp(NOW, [plusUntil(NOW - 1)]), game(1, 'lapsed'))).toMatchObject({ gold: 100 });
    expect(rewardOf(signedUp(NOW - DAY, [plusUntil(NOW)]), game(1, 'ending'))).toMatchObject({ gold: 100 });
  });
});

describe('post-game rewards: daily caps (1,000 gold, 2,000 with Plus, 1,500 XP a UTC day)', () => {
  /** Plays `count` ranked first places at `now` on `journey`, each under its own match id; gives the answers. */
  const winMany = (journey: ReturnType<typeof playerJourney>, count: number, prefix: string, now = NOW) =>
    Array.from({ length: count }, (_, i) => journey.run<GameResultAnswer>(recordResult(game(1, `${prefix}-${i}`), undefined, now)).answer);

  test('gold stops at 1,000 a day: the 11th win gives its XP, no gold, and says it was capped', () => {
    const journey = playerJourney(player);
    expect(winMany(journey, 10, 'w').map((answer) => answer.coinsChange)).toEqual(Array(10).fill(100));
    const capped = rewardOf(journey.events, game(1, 'eleventh'));
    expect(capped).toMatchObject({
      gold: 0,
      xp: 100,
      answer: { coinsChange: 0, xpChange: 100 },
      reward: { capped: true, earnedToday: { gold: 1_000, xp: 1_100 } },
    });
    expect(ofTypes(capped.events, 'GoldChanged')).toEqual([]);
    expect(journey.state.gold).toBe(1_000);
  });

  test('a cap cuts a reward to what is left of the day', () => {
    const journey = playerJourney(player);
    winMany(journey, 9, 'w');
    expect(rewardOf(journey.events, game(1, 'bonus', { bonus: 'gold' }))).toMatchObject({ gold: 100, xp: 100, reward: { capped: true } });
  });

  test('with Plus the gold cap is 2,000', () => {
    const journey = playerJourney(withPlus);
    expect(winMany(journey, 10, 'w').map((answer) => answer.coinsChange)).toEqual(Array(10).fill(200));
    expect(journey.state.gold).toBe(2_000);
    expect(rewardOf(journey.events, game(1, 'eleventh'))).toMatchObject({ gold: 0, xp: 100, reward: { capped: true } });
  });

  test('XP stops at 1,500 a day', () => {
    const journey = playerJourney(player);
    const answers = winMany(journey, 15, 'w');
    expect(answers.map((answer) => answer.xpChange)).toEqual(Array(15).fill(100));
    expect(journey.state.battlePassXp).toBe(1_500);
    const capped = rewardOf(journey.events, game(1, 'sixteenth'));
    expect(capped).toMatchObject({ gold: 0, xp: 0, answer: { coinsChange: 0, xpChange: 0, bpLevel: 5 }, reward: { capped: true } });
    expect(ofTypes(capped.events, 'GoldChanged', 'XpGranted')).toEqual([]);
  });

  test('the caps reset at midnight UTC: a game at 23:59:59 still counts on the full day, one at 00:00:00 the next day on a new one', () => {
    const journey = playerJourney(player);
    winMany(journey, 10, 'w');
    const lastSecond = Date.UTC(2026, 10, 23, 23, 59, 59);
    const nextMidnight = Date.UTC(2026, 10, 24, 0, 0, 0);
    const late = journey.run<GameResultAnswer>(recordResult(game(1, 'late'), undefined, lastSecond));
    expect(late.answer).toMatchObject({ coinsChange: 0, xpChange: 100 });
    const next = rewardOf(journey.events, game(1, 'midnight'), nextMidnight);
    expect(next).toMatchObject({ gold: 100, xp: 100, reward: { capped: false, earnedToday: { day: '2026-11-24', gold: 100, xp: 100 } } });
  });
});

describe('post-game rewards: unranked games give nothing', () => {
  test.each([
    ['the server says unranked', { ranked: false }],
    ['fewer than eight players', { players: resultAt(1).players.slice(0, 7) }],
  ])('%s: no gold, no XP, no god progress, even with Plus and a bonus', (_why, overrides) => {
    const result = resultAt(1, { ...overrides, matchID: 'unranked', god: 'rix', bonus: 'gold' });
    const { answer, state } = spec
      .given(withPlus)
      .when(recordResult(result))
      .thenMatches([{ type: 'GameResultRecorded', data: { rating: { ranked: false }, reward: { gold: 0, xp: 0, capped: false } } }]);
    expect(answer).toMatchObject({ ranked: false, coinsChange: 0, xpChange: 0, bpLevel: 0 });
    expect(state).toMatchObject({ gold: 0, battlePassXp: 0, earnedToday: { day: '2026-11-23', gold: 0, xp: 0 } });
    expect(state.godProgress.get('rix')).toBeUndefined();
  });
});

describe('post-game rewards: god progress (+1 per ranked top-4 finish with a god of the catalog)', () => {
  test.each([1, 2, 3, 4])('place %i with rix: +1 towards its gold card', (place) => {
    const result = resultAt(place, { god: 'rix', matchID: `top-${place}` });
    const { events, state } = spec.given(player).when(recordResult(result)).outcome();
    expect(ofTypes(events, 'GodProgressGained')).toEqual([
      { type: 'GodProgressGained', data: { godId: 'rix', amount: 1, reason: 'game', ref: result.matchID } },
    ]);
    expect(state.godProgress.get('rix')).toBe(1);
  });

  test.each([5, 6, 7, 8])('place %i with rix: no progress', (place) => {
    const { events } = spec
      .given(player)
      .when(recordResult(resultAt(place, { god: 'rix', matchID: `low-${place}` })))
      .outcome();
    expect(ofTypes(events, 'GodProgressGained')).toEqual([]);
  });

  test('a god the catalog does not know gets no progress', () => {
    const { events } = spec
      .given(player)
      .when(recordResult(resultAt(1, { god: 'cloudGod', matchID: 'cloud' })))
      .outcome();
    expect(ofTypes(events, 'GodProgressGained')).toEqual([]);
  });

  test('at 100 the player earns gold_card_{god}, once', () => {
    const at99: PlayerEvent = { type: 'GodProgressGained', data: { godId: 'rix', amount: 99, reason: 'game', ref: null } };
    const journey = playerJourney([...player, at99]);
    const hundredth = journey.run(recordResult(resultAt(2, { god: 'rix', matchID: 'hundredth' })));
    expect(ofTypes(hundredth.events, 'GodProgressGained', 'ItemsGranted')).toEqual([
      { type: 'GodProgressGained', data: { godId: 'rix', amount: 1, reason: 'game', ref: 'hundredth' } },
      { type: 'ItemsGranted', data: { items: [{ itemId: 'gold_card_rix', count: 1 }], reason: 'reward', ref: 'god_progress' } },
    ]);
    expect(journey.state.godProgress.get('rix')).toBe(100);
    expect(journey.state.inventory.get('gold_card_rix')).toBe(1);
    const after = journey.run(recordResult(resultAt(1, { god: 'rix', matchID: 'after' })));
    expect(ofTypes(after.events, 'ItemsGranted')).toEqual([]);
    expect(journey.state.godProgress.get('rix')).toBe(101);
  });
});

describe('post-game rewards: the battle-pass level told, and retries', () => {
  test.each([
    [20_554, 80],
    [20_555, 81],
  ])('from %i XP a first place (+100 XP) answers battle-pass level %i', (xp, level) => {
    const { answer } = spec
      .given([...player, xpGranted(xp)])
      .when(recordResult(game(1, 'level')))
      .outcome();
    expect(answer).toMatchObject({ xpChange: 100, bpLevel: level });
  });

  test('a retry answers the same coins_change, xp_change and bp_level, whatever changed since, and decides nothing', () => {
    const journey = playerJourney([...player, xpGranted(200)]);
    const first = journey.run<GameResultAnswer>(recordResult(game(2, 'first')));
    expect(first.answer).toMatchObject({ coinsChange: 60, xpChange: 90, bpLevel: 1 });
    // more games fill the day's gold cap and take the battle pass to level 4; Plus starts; a day passes
    for (let i = 0; i < 10; i++) journey.run(recordResult(game(1, `more-${i}`)));
    expect(journey.state.gold).toBe(1_000);
    const later = [...journey.events, plusUntil(NOW + 30 * DAY)];
    spec
      .given(later)
      .when(recordResult(game(2, 'first')))
      .thenNothingHappened(first.answer);
    spec
      .given(later)
      .when(recordResult(game(2, 'first'), undefined, NOW + DAY))
      .thenNothingHappened(first.answer);
  });
});
