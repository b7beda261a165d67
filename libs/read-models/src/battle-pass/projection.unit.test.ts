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

  test('the levels: free rewards at level 1 and every 5th, reached and claimed; the badge counts the rest', async () => {
    const events = [xp(10 * 255), claimed('free', 1), claimed('free', 5)];
    const levels = await levelsAfter(events);
    expect(levels.levels).toHaveLength(80);
    expect(levels.levels[0]).toMatchObject({ level: 1, reached: true, free_claimed: true, upgraded_claimed: false });
    expect(levels.levels[0].free).toEqual({ gold: 0, xp: 0, items: [{ item_id: 'chest_basic', count: 1 }] });
    expect(levels.levels[1]).toMatchObject({ level: 2, reached: true, free: null, free_claimed: false });
    expect(levels.levels[10]).toMatchObject({ level: 11, reached: false });
    // level 10's free reward is left; the upgraded track counts only once unlocked
    expect(levels.unclaimed_rewards).toBe(1);
    const profile = await readPlayerProfile(readerOf(events), keys, A, NOW);
    expect(playerProfile.parse(profile)).toMatchObject({ bp_level: 10, unclaimed_bp_rewards: 1 });

    const upgraded = await levelsAfter([...events, upgrade, claimed('upgraded', 3)]);
    expect(upgraded).toMatchObject({ unlocked: true, unclaimed_rewards: 1 + 9 });
    expect(upgraded.levels[2]).toMatchObject({ level: 3, upgraded_claimed: true });
  });

  test('past level 80: the automatic rewards up to 20 levels ahead, granted through the last claimed', async () => {
    const levels = await levelsAfter([xp(95 * 255), claimed('automatic', 85), claimed('automatic', 90)]);
    expect(levels.bp_level).toBe(95);
    expect(levels.automatic.map(({ level, granted }) => [level, granted])).toEqual([
      [85, true],
      [90, true],
      [95, false],
      [100, false],
      [105, false],
      [110, false],
      [115, false],
    ]);
    expect(levels.automatic[1].reward.items).toEqual([{ item_id: 'doubledown', count: 1 }]);
    // before level 80, the 20 levels past 80
    expect((await levelsAfter([])).automatic.map(({ level }) => level)).toEqual([85, 90, 95, 100]);
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
