import { recordResult, resultAt } from '../game-results/testing';
import { playerDecider, type PlayerEvent } from '../player';
import { DAY, itemsGranted, NOW, ofTypes, playerJourney, signedUp, xpGranted } from '../player/testing';
import { deciderSpecification } from '../shared/testing';
import type { GrantItems } from '../store';
import {
  BattlePassClaimAnswer,
  ClaimAllBattlePass,
  ClaimBattlePassLevel,
  LAST_TRACK_LEVEL,
  unclaimedBattlePassRewards,
  XP_PER_LEVEL,
} from './index';

/**
 * Battle-pass claims (docs/game-rules.md "Battle-pass tracks"), through the player decider: levels from XP,
 * the free track (level 1 and every 5th) and the upgraded one (`buy_bp`), claims of one level or
 * all, and the automatic rewards past level 80.
 */
const spec = deciderSpecification(playerDecider);

const claim = (level: number, now = NOW): ClaimBattlePassLevel => ({ type: 'ClaimBattlePassLevel', level, now });
const claimAll = (now = NOW): ClaimAllBattlePass => ({ type: 'ClaimAllBattlePass', now });
const grantXpPacks = (itemId: string, count = 1): GrantItems => ({
  type: 'GrantItems',
  items: [{ itemId, count }],
  reason: 'admin_grant',
  ref: null,
  now: NOW,
});

const player = signedUp();
const atXp = (xp: number, extra: readonly PlayerEvent[] = []): PlayerEvent[] => [...player, ...extra, xpGranted(xp)];
const atLevel = (level: number, extra: readonly PlayerEvent[] = []) => atXp(level * XP_PER_LEVEL, extra);
const upgraded = [itemsGranted({ buy_bp: 1 })];
const claimedOf = (answer: unknown) => (answer as BattlePassClaimAnswer).claimed.map(({ level, track }) => `${track}:${level}`);

describe('battle-pass levels: 255 XP each, level 80 at 20,400 XP, then on without end', () => {
  test('254 XP is level 0: level 1 is not reached; 255 XP is level 1', () => {
    spec.given(atXp(254)).when(claim(1)).thenThrows('level_not_reached');
    spec
      .given(atXp(255))
      .when(claim(1))
      .then(
        [
          { type: 'BattlePassRewardClaimed', data: { level: 1, track: 'free' } },
          { type: 'ItemsGranted', data: { items: [{ itemId: 'chest_basic', count: 1 }], reason: 'reward', ref: 'battle_pass:free:1' } },
        ],
        { claimed: [{ level: 1, track: 'free' }], balance: 0, bpLevel: 1, totalXp: 255 },
      );
  });

  test('20,399 XP is level 79; 20,400 XP is level 80, the last level with track rewards', () => {
    spec.given(atXp(20_399)).when(claim(80)).thenThrows('level_not_reached');
    const { answer } = spec
      .given(atXp(20_400))
      .when(claim(80))
      .thenMatches([{ type: 'BattlePassRewardClaimed', data: { level: 80, track: 'free' } }, { type: 'ItemsGranted' }]);
    expect(answer).toMatchObject({ bpLevel: 80, totalXp: 20_400 });
  });

  test('20,655 XP is level 81: past 80 there is no level to claim', () => {
    spec
      .given(atXp(20_654))
      .when(claim(80))
      .thenAnswers({ claimed: [{ level: 80, track: 'free' }], balance: 0, bpLevel: 80, totalXp: 20_654 });
    spec
      .given(atXp(20_655))
      .when(claim(80))
      .thenAnswers({ claimed: [{ level: 80, track: 'free' }], balance: 0, bpLevel: 81, totalXp: 20_655 });
    spec.given(atXp(20_655)).when(claim(81)).thenThrows('invalid_level');
  });

  test.each([0, -1, 81, 1.5, Number.NaN])('level %p is no level to claim: invalid_level', (level) => {
    spec.given(atLevel(80)).when(claim(level)).thenThrows('invalid_level');
  });
});

describe('battle-pass tracks: free at level 1 and every 5th; upgraded (buy_bp) at every level', () => {
  test('without the upgrade, claim-all at level 80 claims the free track only: levels 1, 5, 10, ..., 80', () => {
    const { answer } = spec.given(atLevel(80)).when(claimAll()).outcome();
    expect(claimedOf(answer)).toEqual(['free:1', ...Array.from({ length: 16 }, (_, i) => `free:${5 * (i + 1)}`)]);
  });

  test('without the upgrade, a level between the 5th ones has nothing to claim', () => {
    spec.given(atLevel(4)).when(claim(2)).thenThrows('nothing_to_claim');
    expect(unclaimedBattlePassRewards(playerJourney(atLevel(4)).state)).toBe(1);
  });

  test('with buy_bp, every level has its upgraded reward too, claimed beside the free one', () => {
    const journey = playerJourney(atLevel(5, upgraded));
    expect(unclaimedBattlePassRewards(journey.state)).toBe(7);
    const level2 = journey.run(claim(2));
    expect(level2.events).toEqual([
      { type: 'BattlePassRewardClaimed', data: { level: 2, track: 'upgraded' } },
      { type: 'ItemsGranted', data: { items: [{ itemId: 'doubledown', count: 1 }], reason: 'reward', ref: 'battle_pass:upgraded:2' } },
    ]);
    const level1 = journey.run(claim(1));
    expect(claimedOf(level1.answer)).toEqual(['free:1', 'upgraded:1']);
    expect(ofTypes(level1.events, 'GoldChanged')).toEqual([
      { type: 'GoldChanged', data: { amount: 250, balance: 250, reason: 'reward', ref: 'battle_pass:upgraded:1' } },
    ]);
    expect(unclaimedBattlePassRewards(journey.state)).toBe(4);
  });

  test('a free reward claimed before the upgrade leaves the upgraded one of that level to claim after it', () => {
    const journey = playerJourney(atLevel(1));
    journey.run(claim(1));
    spec.given(journey.events).when(claim(1)).thenThrows('nothing_to_claim');
    const { answer } = spec
      .given([...journey.events, ...upgraded])
      .when(claim(1))
      .outcome();
    expect(claimedOf(answer)).toEqual(['upgraded:1']);
  });

  test('a level claimed is claimed once: nothing_to_claim the second time', () => {
    const journey = playerJourney(atLevel(10, upgraded));
    journey.run(claim(10));
    spec.given(journey.events).when(claim(10)).thenThrows('nothing_to_claim');
  });
});

describe('battle-pass claim-all', () => {
  test('XP among the rewards reaches more levels, whose rewards are claimed too, each once', () => {
    // level 14 and 5 XP: free 1 (a chest), 5 (250 gold), 10 (250 XP: 3,825 XP, level 15), then 15 (a chest)
    const journey = playerJourney(atXp(14 * XP_PER_LEVEL + 5));
    expect(unclaimedBattlePassRewards(journey.state)).toBe(3);
    const all = journey.run(claimAll());
    expect(claimedOf(all.answer)).toEqual(['free:1', 'free:5', 'free:10', 'free:15']);
    expect(all.answer).toMatchObject({ balance: 250, bpLevel: 15, totalXp: 3_825 });
    expect(ofTypes(all.events, 'XpGranted')).toEqual([{ type: 'XpGranted', data: { amount: 250, reason: 'reward', ref: 'get_xp_250' } }]);
    expect(ofTypes(all.events, 'BattlePassRewardClaimed')).toHaveLength(4);
    expect(unclaimedBattlePassRewards(journey.state)).toBe(0);
    spec.given(journey.events).when(claimAll()).thenThrows('nothing_to_claim');
  });

  test('with the upgrade, every reward to level 80 once, none twice', () => {
    const { answer, state } = spec.given(atLevel(80, upgraded)).when(claimAll()).outcome();
    const claimed = claimedOf(answer);
    expect(claimed).toHaveLength(17 + LAST_TRACK_LEVEL);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(unclaimedBattlePassRewards(state)).toBe(0);
  });

  test("the gold of several rewards adds up: each GoldChanged's balance follows the one before", () => {
    // level 5 with the upgrade: 250 gold (upgraded 1), 500 gold (upgraded 4), 250 gold (free 5)
    const journey = playerJourney(atLevel(5, upgraded));
    const all = journey.run(claimAll());
    expect(ofTypes(all.events, 'GoldChanged').map((event) => [event.data.amount, event.data.balance])).toEqual([
      [250, 250],
      [500, 750],
      [250, 1_000],
    ]);
    expect(all.answer).toMatchObject({ balance: 1_000 });
    expect(journey.state.gold).toBe(1_000);
  });

  test('Plus days among the rewards add up: two plus_1day (upgraded 8 and 18) give two days', () => {
    const journey = playerJourney(atLevel(18, upgraded));
    const all = journey.run(claimAll());
    expect(ofTypes(all.events, 'PlusDaysGranted').map((event) => event.data.expiresAt)).toEqual([
      new Date(NOW + DAY).toISOString(),
      new Date(NOW + 2 * DAY).toISOString(),
    ]);
    expect(journey.state.plusExpiresAt).toBe(NOW + 2 * DAY);
  });

  test('nothing claimable: nothing_to_claim', () => {
    spec.given(atXp(254)).when(claimAll()).thenThrows('nothing_to_claim');
  });
});

describe('battle-pass automatic rewards past level 80: granted once, whatever gave the XP', () => {
  const automaticLevels = (events: readonly PlayerEvent[]) =>
    ofTypes(events, 'BattlePassRewardClaimed')
      .filter((event) => event.data.track === 'automatic')
      .map((event) => event.data.level);

  test('crossing 85 and 90 at once grants a basic chest and a double-down, once', () => {
    const journey = playerJourney(atLevel(84));
    const crossing = journey.run(grantXpPacks('get_xp_2500'));
    expect(journey.state.battlePassXp).toBe(84 * XP_PER_LEVEL + 2_500);
    expect(crossing.events).toEqual([
      { type: 'XpGranted', data: { amount: 2_500, reason: 'admin_grant', ref: 'get_xp_2500' } },
      { type: 'BattlePassRewardClaimed', data: { level: 85, track: 'automatic' } },
      { type: 'ItemsGranted', data: { items: [{ itemId: 'chest_basic', count: 1 }], reason: 'reward', ref: 'battle_pass:automatic:85' } },
      { type: 'BattlePassRewardClaimed', data: { level: 90, track: 'automatic' } },
      { type: 'ItemsGranted', data: { items: [{ itemId: 'doubledown', count: 1 }], reason: 'reward', ref: 'battle_pass:automatic:90' } },
    ]);
    expect(journey.state.battlePassAutomaticThrough).toBe(90);
    // level 94: nothing new; level 96: 95's chest only
    expect(automaticLevels(journey.run(grantXpPacks('get_xp_250')).events)).toEqual([]);
    expect(automaticLevels(journey.run(grantXpPacks('get_xp_500')).events)).toEqual([95]);
  });

  test('a game that crosses level 85 grants its reward in the same decision', () => {
    const { events } = spec
      .given(atXp(85 * XP_PER_LEVEL - 50))
      .when(recordResult(resultAt(1, { matchID: 'crossing', god: 'fixture-god' })))
      .outcome();
    expect(automaticLevels(events)).toEqual([85]);
  });

  test('claim-all and single claims are for levels 1..80 only: the automatic ones are never claimed by hand', () => {
    spec.given(atLevel(90)).when(claim(85)).thenThrows('invalid_level');
  });

  test('levels 200 and 1000 give the special terrains, with their double-downs', () => {
    const through = (level: number): PlayerEvent => ({ type: 'BattlePassRewardClaimed', data: { level, track: 'automatic' } });
    const at200 = spec
      .given(atLevel(199, [through(195)]))
      .when(grantXpPacks('get_xp_500'))
      .outcome();
    expect(automaticLevels(at200.events)).toEqual([200]);
    expect(at200.state.inventory.get('terrain_level_200')).toBe(1);
    const at1000 = spec
      .given(atLevel(999, [through(995)]))
      .when(grantXpPacks('get_xp_500'))
      .outcome();
    expect(automaticLevels(at1000.events)).toEqual([1000]);
    expect(ofTypes(at1000.events, 'ItemsGranted').map((event) => event.data.items)).toEqual([
      [
        { itemId: 'doubledown', count: 1 },
        { itemId: 'terrain_level_1000', count: 1 },
      ],
    ]);
  });

  test('a leap of many levels grants each automatic reward once, in level order', () => {
    // from level 80, 200,000 XP: level 864; rewards at 85, 90, ..., 860
    const journey = playerJourney(atLevel(80));
    const leap = journey.run(grantXpPacks('get_xp_5000', 40));
    const levels = automaticLevels(leap.events);
    expect(levels).toEqual(Array.from({ length: 156 }, (_, i) => 85 + 5 * i));
    expect(journey.state.inventory.get('terrain_level_200')).toBe(1);
    expect(journey.state.battlePassAutomaticThrough).toBe(860);
    // 250 XP more: level 865, and its chest only
    expect(automaticLevels(journey.run(grantXpPacks('get_xp_250')).events)).toEqual([865]);
  });
});
