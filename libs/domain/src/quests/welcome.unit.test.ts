import { playerDecider, type PlayerEvent } from '../player';
import { DAY, HOUR, NOW, ofTypes, playerJourney, signedUp } from '../player/testing';
import { deciderSpecification } from '../shared/testing';
import { ClaimWelcomeReward, QuestClaimAnswer, WELCOME_INTERVAL_MS } from './index';

/**
 * Welcome rewards (docs/game-rules.md "Welcome rewards"): claimed in order, 24 hours apart:
 * chest_gold, plus_1day, chest_gold, a hat, chest_gold, chest_basic, a god card.
 */
const spec = deciderSpecification(playerDecider);

const claimWelcome = (now: number, index?: number): ClaimWelcomeReward => ({ type: 'ClaimWelcomeReward', index, now });
/** What a claim gave: the items granted, and `plus` for Plus days. */
const given = (events: readonly PlayerEvent[]) => [
  ...ofTypes(events, 'ItemsGranted').flatMap((event) => event.data.items.map((item) => item.itemId)),
  ...ofTypes(events, 'PlusDaysGranted').map((event) => `plus:${event.data.days}d`),
];

describe('welcome rewards', () => {
  test('a claim naming a reward (`?questID=`): the next one is given; its retry and a later one are refused', () => {
    const journey = playerJourney(signedUp());
    spec.given(journey.events).when(claimWelcome(NOW, 2)).thenThrows('welcome_reward_not_ready');
    expect(journey.run<QuestClaimAnswer>(claimWelcome(NOW, 1)).answer).toMatchObject({ claimed: 'welcome:1' });
    spec
      .given(journey.events)
      .when(claimWelcome(NOW + DAY, 1))
      .thenThrows('nothing_to_claim');
    expect(journey.run<QuestClaimAnswer>(claimWelcome(NOW + DAY, 2)).answer).toMatchObject({ claimed: 'welcome:2' });
  });

  test('the first at once, with its ref', () => {
    spec
      .given(signedUp())
      .when(claimWelcome(NOW))
      .then(
        [
          { type: 'WelcomeRewardClaimed', data: { index: 1, claimedAt: new Date(NOW).toISOString() } },
          { type: 'ItemsGranted', data: { items: [{ itemId: 'chest_gold', count: 1 }], reason: 'reward', ref: 'welcome:1' } },
        ],
        { claimed: 'welcome:1', gold: 0, xp: 0, balance: 0 },
      );
  });

  test('the next one is refused welcome_reward_not_ready before 24 hours, and given at 24 hours', () => {
    expect(WELCOME_INTERVAL_MS).toBe(24 * HOUR);
    const journey = playerJourney(signedUp());
    journey.run(claimWelcome(NOW));
    const error = spec
      .given(journey.events)
      .when(claimWelcome(NOW + DAY - 1))
      .thenThrows('welcome_reward_not_ready');
    expect(error.message).toContain(new Date(NOW + DAY).toISOString());
    const { answer } = spec
      .given(journey.events)
      .when(claimWelcome(NOW + DAY))
      .outcome();
    expect(answer as QuestClaimAnswer).toMatchObject({ claimed: 'welcome:2' });
  });

  test('the 24 hours run from the previous claim: a late claim moves the next one', () => {
    const journey = playerJourney(signedUp());
    journey.run(claimWelcome(NOW));
    journey.run(claimWelcome(NOW + 30 * HOUR));
    spec
      .given(journey.events)
      .when(claimWelcome(NOW + 54 * HOUR - 1))
      .thenThrows('welcome_reward_not_ready');
    spec
      .given(journey.events)
      .when(claimWelcome(NOW + 54 * HOUR))
      .thenAnswers({ claimed: 'welcome:3', gold: 0, xp: 0, balance: 0 });
  });

  test('all seven in order, then nothing_to_claim', () => {
    const journey = playerJourney(signedUp());
    const claims = Array.from({ length: 7 }, (_, i) => {
      const { events, answer } = journey.run<QuestClaimAnswer>(claimWelcome(NOW + i * DAY));
      return [answer.claimed, given(events)];
    });
    expect(claims).toEqual([
      ['welcome:1', ['chest_gold']],
      // Plus for a day: and with it, at once, the third daily quest
      ['welcome:2', ['plus:1d']],
      ['welcome:3', ['chest_gold']],
      ['welcome:4', ['hat_top']],
      ['welcome:5', ['chest_gold']],
      ['welcome:6', ['chest_basic']],
      ['welcome:7', ['card_spiritBreaker']],
    ]);
    expect(journey.state.welcomeClaimed).toBe(7);
    spec
      .given(journey.events)
      .when(claimWelcome(NOW + 30 * DAY))
      .thenThrows('nothing_to_claim');
  });

  test('the Plus day of the second reward gives the third daily quest in the same decision', () => {
    const journey = playerJourney(signedUp());
    journey.run(claimWelcome(NOW));
    const second = journey.run(claimWelcome(NOW + DAY));
    expect(second.events.map((event) => event.type)).toEqual(['WelcomeRewardClaimed', 'PlusDaysGranted', 'DailyQuestAssigned']);
  });

  test('a player never registered is not found', () => {
    spec.given([]).when(claimWelcome(NOW)).thenThrows('player_not_found');
  });
});
