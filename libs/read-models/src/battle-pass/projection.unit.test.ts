import { battlePassLevels, battlePassView, playerProfile } from '@arena/contract';
import { type GivenEvent, playerRegistered, projectionTest } from '../core/testing';
import { readPlayerProfile } from '../players';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readBattlePass, readBattlePassLevels } from './index';

const A = '76561198000000001';
const NOW = new Date('2026-03-10T12:00:00.000Z');
const AT = '2026-03-10T11:00:00.000Z';
const keys = readModelKeys('test', 'v1');
const onPlayer = (type: string, data: object): GivenEvent => ({ stream: `player-${A}`, type, data, decidedAt: AT });
const registered = playerRegistered(A, 'Ann', AT, 'sign_in');
const xp = (amount: number) => onPlayer('XpGranted', { amount, reason: 'game', ref: 'g1' });
const claimed = (track: 'free' | 'upgraded' | 'automatic', level: number) => onPlayer('BattlePassRewardClaimed', { level, track });
const upgrade = onPlayer('ItemsGranted', { items: [{ itemId: 'buy_bp', count: 1 }], reason: 'purchase', ref: 'buy_bp' });

const readerOf = (events: GivenEvent[]) =>
  projectionTest(projectEvent, keys)
    .givenEvents([registered, ...events])
    .reader();
const levelsAfter = async (events: GivenEvent[]) => battlePassLevels.parse(await readBattlePassLevels(readerOf(events), keys, A));

describe("a player's battle pass", () => {
  test('XP from any source makes the level, 255 XP a level, with the requirements of the level reached', async () => {
    const view = await readBattlePass(readerOf([xp(300), xp(255)]), keys, A);
    expect(battlePassView.parse(view)).toEqual({
      bp_level: 2,
      total_xp: 555,
      unlocked: false,
      requirements: { total_xp: 510, next_level_xp: 255 },
    });
    expect(await readBattlePass(readerOf([]), keys, A)).toEqual({
      bp_level: 0,
      total_xp: 0,
      unlocked: false,
      requirements: { total_xp: 0, next_level_xp: 255 },
    });
  });

  test('owning buy_bp unlocks the upgraded track', async () => {
    expect((await readBattlePass(readerOf([upgrade]), keys, A))?.unlocked).toBe(true);
  });

  test("the levels, a bare list of the live site's rows: free rewards at level 1 and every 5th, an upgraded one at every level; the badge counts the claimable", async () => {
    const events = [xp(10 * 255), claimed('free', 1), claimed('free', 5)];
    const rows = await levelsAfter(events);
    const track = rows.filter((row) => row.track !== 'automatic');
    expect(track.filter((row) => row.free)).toHaveLength(17);
    expect(track.filter((row) => !row.free)).toHaveLength(80);
    // the live client finds a level's row by bp_level: the free one comes first
    expect(rows.find((row) => row.bp_level === 1)).toMatchObject({
      track: 'free',
      free: true,
      total_xp: 255,
      next_level_xp: 255,
      cosmetic_id: 'chest_basic',
      cosmetic_name: 'chest_basic',
      amount: 1,
      coins_reward: 0,
      claimed: true,
      can_claim: false,
      reached: true,
    });
    expect(rows.find((row) => row.bp_level === 2)).toMatchObject({ track: 'upgraded', free: false, reached: true, can_claim: false });
    expect(rows.find((row) => row.bp_level === 11)).toMatchObject({ reached: false, can_claim: false });
    // level 10's free reward is left; the upgraded track counts only once unlocked
    expect(rows.filter((row) => row.can_claim).map((row) => [row.bp_level, row.track])).toEqual([[10, 'free']]);
    const profile = await readPlayerProfile(readerOf(events), keys, A, NOW);
    expect(playerProfile.parse(profile)).toMatchObject({ bp_level: 10, unclaimed_bp_rewards: 1 });

    const upgraded = await levelsAfter([...events, upgrade, claimed('upgraded', 3)]);
    expect(upgraded.filter((row) => row.can_claim)).toHaveLength(1 + 9);
    expect(upgraded.find((row) => row.bp_level === 3 && row.track === 'upgraded')).toMatchObject({ claimed: true, can_claim: false });
  });

  test('past level 80: the automatic rewards up to 20 levels ahead, granted through the last claimed', async () => {
    const rows = await levelsAfter([xp(95 * 255), claimed('automatic', 85), claimed('automatic', 90)]);
    const automatic = rows.filter((row) => row.track === 'automatic');
    expect(automatic.map(({ bp_level, claimed }) => [bp_level, claimed])).toEqual([
      [85, true],
      [90, true],
      [95, false],
      [100, false],
      [105, false],
      [110, false],
      [115, false],
    ]);
    expect(automatic.every((row) => !row.can_claim)).toBe(true);
    expect(automatic[1].reward.items).toEqual([{ item_id: 'doubledown', count: 1 }]);
    // before level 80, the 20 levels past 80
    expect((await levelsAfter([])).filter((row) => row.track === 'automatic').map(({ bp_level }) => bp_level)).toEqual([85, 90, 95, 100]);
  });

  test('one batch or one per event: the same battle pass', async () => {
    const events = [registered, xp(600), claimed('free', 1), claimed('automatic', 90), claimed('automatic', 85)];
    const read = (perBatch: number) =>
      readBattlePassLevels(projectionTest(projectEvent, keys).givenEvents(events, { eventsPerBatch: perBatch }).reader(), keys, A);
    expect(await read(1)).toEqual(await read(events.length));
  });

  test('an unknown player has no battle pass', async () => {
    const redis = readerOf([xp(300)]);
    expect(await readBattlePass(redis, keys, '76561198000000009')).toBeNull();
    expect(await readBattlePassLevels(redis, keys, '76561198000000009')).toBeNull();
  });
});
