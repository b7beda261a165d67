import { recordResult, resultAt } from '../game-results/testing';
import { playerDecider, type PlayerEvent } from '../player';
import { DAY, HOUR, NOW, ofTypes, playerJourney, plusUntil, questAssigned, registeredOnly, signedUp } from '../player/testing';
import { deciderSpecification } from '../shared/testing';
import { ClaimDailyQuest, DAILY_QUESTS, QuestClaimAnswer, RerollAnswer, RerollDailyQuest } from './index';

/**
 * Daily quests (docs/game-rules.md "Daily quests"): 2 active, 3 with Plus; a new quest
 * never shares a stat with an active one; reroll after 23 hours; claimed quests are replaced.
 */
const spec = deciderSpecification(playerDecider);

const claimQuest = (questId: string, now = NOW): ClaimDailyQuest => ({ type: 'ClaimDailyQuest', questId, now });
const reroll = (questId: string, now: number): RerollDailyQuest => ({ type: 'RerollDailyQuest', questId, now });
const win = (matchID: string) => recordResult(resultAt(1, { god: 'fixture-god', matchID }));
const statsOf = (quests: readonly { stat: string }[]) => quests.map((quest) => quest.stat);
const distinct = (values: readonly string[]) => new Set(values).size === values.length;

/** A registered player whose active quests are `first_place_2` (win twice) and `gabens_1` (5 Gabens), given at NOW. */
const questing: PlayerEvent[] = [registeredOnly, questAssigned('first_place_2'), questAssigned('gabens_1')];

describe('daily quests: how many, and which', () => {
  test('the pool: 15 quests, 5 stats by 3 difficulties, 200/400/600 gold', () => {
    expect(DAILY_QUESTS.map((quest) => `${quest.id}:${quest.goal}:${quest.gold}`)).toEqual([
      'first_place_1:1:200',
      'first_place_2:2:400',
      'first_place_3:3:600',
      'top_four_1:2:200',
      'top_four_2:4:400',
      'top_four_3:6:600',
      'gabens_1:5:200',
      'gabens_2:10:400',
      'gabens_3:15:600',
      'supers_1:15:200',
      'supers_2:25:400',
      'supers_3:35:600',
      'rounds_won_1:20:200',
      'rounds_won_2:40:400',
      'rounds_won_3:60:600',
    ]);
  });

  test('a new player gets 2 quests at their first sign-in, of two stats, counted from then', () => {
    const { state } = playerJourney(signedUp());
    expect(state.dailyQuests).toHaveLength(2);
    expect(distinct(statsOf(state.dailyQuests))).toBe(true);
    expect(state.dailyQuests.every((quest) => quest.assignedAt === NOW && quest.baseline === 0)).toBe(true);
  });

  test('with Plus, 3', () => {
    const { state } = playerJourney(signedUp(NOW, [plusUntil(NOW + DAY)]));
    expect(state.dailyQuests).toHaveLength(3);
    expect(distinct(statsOf(state.dailyQuests))).toBe(true);
  });

  test("Plus starting later gives the third at once, in the decision that starts it; a lapsed Plus's third stays", () => {
    const journey = playerJourney(signedUp());
    const plus = journey.run({
      type: 'GrantItems',
      items: [{ itemId: 'plus_1day', count: 1 }],
      reason: 'admin_grant',
      ref: null,
      now: NOW,
    });
    expect(plus.events.map((event) => event.type)).toEqual(['PlusDaysGranted', 'DailyQuestAssigned']);
    expect(journey.state.dailyQuests).toHaveLength(3);
    expect(distinct(statsOf(journey.state.dailyQuests))).toBe(true);
    // two days later Plus has lapsed: nothing is taken away, nothing added
    const later = journey.run({ type: 'SignIn', steamId: '76561198000000001', displayName: 'Tester', now: NOW + 2 * DAY });
    expect(ofTypes(later.events, 'DailyQuestAssigned')).toEqual([]);
    expect(journey.state.dailyQuests).toHaveLength(3);
  });

  test('never two active quests of one stat, and every quest of the pool can be drawn', () => {
    const drawn = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const at = NOW + i * 7_919_000;
      const { dailyQuests } = playerJourney(signedUp(at, [plusUntil(at + DAY)])).state;
      expect(dailyQuests).toHaveLength(3);
      expect(distinct(statsOf(dailyQuests))).toBe(true);
      for (const quest of dailyQuests) drawn.add(quest.questId);
    }
    expect([...drawn].sort()).toEqual(DAILY_QUESTS.map((quest) => quest.id).sort());
  });
});

describe('daily quests: claims', () => {
  test('refused quest_not_complete until the progress reaches the goal; then its gold, and a new quest in its place', () => {
    const journey = playerJourney(questing);
    spec.given(journey.events).when(claimQuest('first_place_2')).thenThrows('quest_not_complete');
    journey.run(win('one'));
    spec.given(journey.events).when(claimQuest('first_place_2')).thenThrows('quest_not_complete');
    journey.run(win('two'));
    const { events, answer, state } = spec.given(journey.events).when(claimQuest('first_place_2')).outcome();
    expect(events.slice(0, 2)).toEqual([
      { type: 'DailyQuestClaimed', data: { questId: 'first_place_2', gold: 400 } },
      { type: 'GoldChanged', data: { amount: 400, balance: journey.state.gold + 400, reason: 'reward', ref: 'first_place_2' } },
    ]);
    expect(answer as QuestClaimAnswer).toEqual({ claimed: 'first_place_2', gold: 400, xp: 0, balance: journey.state.gold + 400 });
    // replaced at once: still two quests, never of the other active quest's stat, counted from now
    const [replacement] = ofTypes(events, 'DailyQuestAssigned');
    expect(events).toHaveLength(3);
    expect(replacement.data.stat).not.toBe('gabens');
    expect(replacement.data).toMatchObject({ baseline: state.questStats[replacement.data.stat], assignedAt: new Date(NOW).toISOString() });
    expect(state.dailyQuests.map((quest) => quest.questId)).toEqual(['gabens_1', replacement.data.questId]);
  });

  test('progress counts from when the quest was given: earlier games do not count', () => {
    const journey = playerJourney([registeredOnly, questAssigned('gabens_1'), questAssigned('supers_1')]);
    journey.run(win('before'));
    journey.run(win('before-2'));
    expect(journey.state.questStats.first_place).toBe(2);
    // supers_1 rerolled for first_place_2 the next day, when the player has 2 first places already
    const rerolled: PlayerEvent[] = [
      { type: 'DailyQuestRerolled', data: { questId: 'supers_1' } },
      questAssigned('first_place_2', NOW + DAY, 2),
    ];
    const later = playerJourney([...journey.events, ...rerolled]);
    spec
      .given(later.events)
      .when(claimQuest('first_place_2', NOW + DAY))
      .thenThrows('quest_not_complete');
    later.run(win('after'));
    spec
      .given(later.events)
      .when(claimQuest('first_place_2', NOW + DAY))
      .thenThrows('quest_not_complete');
    later.run(win('after-2'));
    spec
      .given(later.events)
      .when(claimQuest('first_place_2', NOW + DAY))
      .thenMatches([{ type: 'DailyQuestClaimed' }, { type: 'GoldChanged', data: { amount: 400 } }, { type: 'DailyQuestAssigned' }]);
  });

  test('a quest that is not active is not found', () => {
    spec.given(questing).when(claimQuest('top_four_1')).thenThrows('quest_not_found');
    spec.given(questing).when(claimQuest('constructor')).thenThrows('quest_not_found');
  });

  test('a claimed quest pays once: its replacement is another quest, and claimed again it is not found', () => {
    for (let i = 0; i < 50; i++) {
      const journey = playerJourney(questing);
      journey.run(win('one'));
      journey.run(win('two'));
      journey.run(claimQuest('first_place_2', NOW + i * 1_000));
      expect(journey.state.dailyQuests.map((quest) => quest.questId)).not.toContain('first_place_2');
      spec
        .given(journey.events)
        .when(claimQuest('first_place_2', NOW + i * 1_000))
        .thenThrows('quest_not_found');
    }
  });
});

describe('daily quests: rerolls (after 23 hours)', () => {
  test('refused reroll_not_ready before 23 hours; at 23 hours another quest, of a stat no other active quest has', () => {
    spec
      .given(questing)
      .when(reroll('first_place_2', NOW + 23 * HOUR - 1))
      .thenThrows('reroll_not_ready');
    const at = NOW + 23 * HOUR;
    const { events, answer, state } = spec.given(questing).when(reroll('first_place_2', at)).outcome();
    const [assigned] = ofTypes(events, 'DailyQuestAssigned');
    expect(events).toEqual([{ type: 'DailyQuestRerolled', data: { questId: 'first_place_2' } }, assigned]);
    expect(answer as RerollAnswer).toEqual({ rerolled: 'first_place_2', assigned: assigned.data.questId });
    expect(assigned.data.questId).not.toBe('first_place_2');
    expect(assigned.data.stat).not.toBe('gabens');
    expect(assigned.data.assignedAt).toBe(new Date(at).toISOString());
    expect(state.dailyQuests.map((quest) => quest.questId)).toEqual(['gabens_1', assigned.data.questId]);
  });

  test('never the same quest, whatever the draw', () => {
    for (let i = 0; i < 200; i++) {
      const { answer } = spec
        .given(questing)
        .when(reroll('first_place_2', NOW + 23 * HOUR + i * 1_000))
        .outcome();
      const { rerolled, assigned } = answer as RerollAnswer;
      expect(assigned).not.toBe(rerolled);
      expect(assigned.startsWith('gabens')).toBe(false);
    }
  });

  test('a new quest waits 23 hours from when it was given', () => {
    const journey = playerJourney(questing);
    const first = journey.run<RerollAnswer>(reroll('gabens_1', NOW + 23 * HOUR));
    spec
      .given(journey.events)
      .when(reroll(first.answer.assigned, NOW + 46 * HOUR - 1))
      .thenThrows('reroll_not_ready');
    spec
      .given(journey.events)
      .when(reroll(first.answer.assigned, NOW + 46 * HOUR))
      .thenMatches([{ type: 'DailyQuestRerolled' }, { type: 'DailyQuestAssigned' }]);
  });

  test('a quest that is not active is not found', () => {
    spec
      .given(questing)
      .when(reroll('supers_1', NOW + DAY))
      .thenThrows('quest_not_found');
  });
});
