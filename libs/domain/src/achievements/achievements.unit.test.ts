import { recordResult, resultAt } from '../game-results/testing';
import { playerDecider } from '../player';
import { NOW, ofTypes, playerJourney, signedUp } from '../player/testing';
import { deciderSpecification } from '../shared/testing';
import { AchievementClaimAnswer, ACHIEVEMENTS, achievementsToClaim, claimedTiers, ClaimAchievement } from './index';

/**
 * Achievements (docs/game-rules.md "Achievements"): tiers per stat, claimed one tier at a
 * time, rewards 500-2,000 XP and 30-125 gold.
 */
const spec = deciderSpecification(playerDecider);

const claimAchievement = (achievementId: string, tier?: number): ClaimAchievement => ({
  type: 'ClaimAchievement',
  achievementId,
  tier,
  now: NOW,
});

/** A player with 10 ranked first places (10 rounds won each: 100 rounds), 1,000 gold from them. */
function champion() {
  const journey = playerJourney(signedUp());
  for (let i = 0; i < 10; i++) journey.run(recordResult(resultAt(1, { god: 'fixture-god', matchID: `win-${i}` })));
  return journey;
}

describe('achievements: the tiers', () => {
  test("the rules' tiers: games_played 1; first_place 1/10/100; rounds_won 100/1,000/10,000; gabens 1/100/1,000", () => {
    const goals = Object.fromEntries(ACHIEVEMENTS.map((entry) => [entry.id, entry.tiers.map((tier) => tier.goal)]));
    expect(goals).toMatchObject({
      games_played: [1],
      first_place: [1, 10, 100],
      rounds_won: [100, 1_000, 10_000],
      gabens: [1, 100, 1_000],
    });
  });

  test('every reward is 500-2,000 XP and 30-125 gold, more for a higher tier', () => {
    for (const entry of ACHIEVEMENTS) {
      for (const { reward } of entry.tiers) {
        expect(reward.xp).toBeGreaterThanOrEqual(500);
        expect(reward.xp).toBeLessThanOrEqual(2_000);
        expect(reward.gold).toBeGreaterThanOrEqual(30);
        expect(reward.gold).toBeLessThanOrEqual(125);
      }
      const xp = entry.tiers.map((tier) => tier.reward.xp);
      expect([...xp].sort((a, b) => a - b)).toEqual(xp);
    }
  });
});

describe('achievements: claims, one tier at a time', () => {
  test('before any game: achievement_not_complete', () => {
    spec.given(signedUp()).when(claimAchievement('games_played')).thenThrows('achievement_not_complete');
    spec.given(signedUp()).when(claimAchievement('first_place')).thenThrows('achievement_not_complete');
  });

  test('10 first places reach two tiers of first_place: claimed one at a time, each with its reward; the third is not complete', () => {
    const journey = champion();
    expect(journey.state.gold).toBe(1_000);
    const xpBefore = journey.state.battlePassXp;
    const first = journey.run<AchievementClaimAnswer>(claimAchievement('first_place'));
    expect(first.events).toEqual([
      { type: 'AchievementClaimed', data: { achievementId: 'first_place', tier: 1 } },
      { type: 'GoldChanged', data: { amount: 30, balance: 1_030, reason: 'reward', ref: 'achievement:first_place:1' } },
      { type: 'XpGranted', data: { amount: 500, reason: 'reward', ref: 'achievement:first_place:1' } },
    ]);
    expect(first.answer).toEqual({ achievementId: 'first_place', tier: 1, gold: 30, xp: 500, balance: 1_030 });
    const second = journey.run<AchievementClaimAnswer>(claimAchievement('first_place'));
    expect(second.answer).toEqual({ achievementId: 'first_place', tier: 2, gold: 60, xp: 1_000, balance: 1_090 });
    expect(ofTypes(second.events, 'XpGranted').map((event) => event.data.amount)).toEqual([1_000]);
    expect(journey.state.battlePassXp).toBe(xpBefore + 1_500);
    expect(claimedTiers(journey.state, 'first_place')).toBe(2);
    spec.given(journey.events).when(claimAchievement('first_place')).thenThrows('achievement_not_complete');
  });

  test('a claim naming its tier (the live `quest_id`): the next is given; its retry and a later tier are refused; no such tier is not found', () => {
    const journey = champion();
    spec.given(journey.events).when(claimAchievement('first_place', 2)).thenThrows('achievement_not_complete');
    spec.given(journey.events).when(claimAchievement('first_place', 4)).thenThrows('achievement_not_found');
    expect(journey.run<AchievementClaimAnswer>(claimAchievement('first_place', 1)).answer).toMatchObject({ tier: 1 });
    spec.given(journey.events).when(claimAchievement('first_place', 1)).thenThrows('nothing_to_claim');
    expect(journey.run<AchievementClaimAnswer>(claimAchievement('first_place', 2)).answer).toMatchObject({ tier: 2 });
  });

  test('an achievement whose tiers are all claimed: nothing_to_claim', () => {
    const journey = champion();
    journey.run(claimAchievement('games_played'));
    spec.given(journey.events).when(claimAchievement('games_played')).thenThrows('nothing_to_claim');
  });

  test('the count of tiers to claim, over every achievement', () => {
    const journey = champion();
    // games_played 1, first_place 2 (1 and 10), top_four 1 (10), rounds_won 1 (100)
    expect(achievementsToClaim(journey.state.questStats, (id) => claimedTiers(journey.state, id))).toBe(5);
    journey.run(claimAchievement('rounds_won'));
    expect(achievementsToClaim(journey.state.questStats, (id) => claimedTiers(journey.state, id))).toBe(4);
  });

  test.each(['nope', 'constructor', '__proto__', 'chests'])('%p is no achievement: achievement_not_found', (id) => {
    spec.given(signedUp()).when(claimAchievement(id)).thenThrows('achievement_not_found');
  });

  test('an opened chest counts towards chests_opened', () => {
    const journey = playerJourney(signedUp());
    spec.given(journey.events).when(claimAchievement('chests_opened')).thenThrows('achievement_not_complete');
    // the default cosmetics include a basic chest
    journey.run({ type: 'OpenChest', chestId: 'chest_basic', seed: 42, now: NOW });
    expect(journey.state.questStats.chests_opened).toBe(1);
    spec
      .given(journey.events)
      .when(claimAchievement('chests_opened'))
      .thenAnswers({ achievementId: 'chests_opened', tier: 1, gold: 30, xp: 500, balance: journey.state.gold + 30 });
  });

  test('a player never registered is not found', () => {
    spec.given([]).when(claimAchievement('games_played')).thenThrows('player_not_found');
  });
});
