import { achievementsList, playerProfile } from '@arena/contract';
import { gameResultRecorded, type GivenEvent, hero, playerRegistered, projectionTest } from '../core/testing';
import { readPlayerProfile } from '../players';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readAchievements } from './index';

const A = '76561198000000001';
const AT = '2026-03-10T11:00:00.000Z';
const NOW = new Date('2026-03-10T12:00:00.000Z');
const keys = readModelKeys('test', 'v1');
const registered = playerRegistered(A, 'Ann', AT, 'sign_in');
/** A first place with one Gaben ability (and so one Super). */
const win = gameResultRecorded({ steamID: A, matchID: 'm1', place: 1, wins: 12, heroes: [hero('npc_dota_hero_axe', 3)] }, {}, AT);
const claimed = (achievementId: string, tier: number): GivenEvent => ({
  stream: `player-${A}`,
  type: 'AchievementClaimed',
  data: { achievementId, tier },
  decidedAt: AT,
});

const readerOf = (events: GivenEvent[]) =>
  projectionTest(projectEvent, keys)
    .givenEvents([registered, ...events])
    .reader();
const achievementsAfter = async (events: GivenEvent[]) => achievementsList.parse(await readAchievements(readerOf(events), keys, A));
const achievement = (list: Awaited<ReturnType<typeof achievementsAfter>>, id: string) =>
  list.achievements.find((entry) => entry.achievement_id === id)!;

describe("a player's achievements", () => {
  test('each lists its stat, its tiers reached and claimed; a reached tier not claimed is claimable', async () => {
    const list = await achievementsAfter([win]);
    expect(achievement(list, 'first_place')).toMatchObject({
      stat: 'first_place',
      value: 1,
      tiers: [
        { tier: 1, goal: 1, reached: true, claimed: false },
        { tier: 2, goal: 10, reached: false, claimed: false },
        { tier: 3, goal: 100, reached: false, claimed: false },
      ],
      claimable: true,
    });
    expect(achievement(list, 'first_place').tiers[0].reward).toEqual({ gold: 30, xp: 500, items: [] });
    expect(achievement(list, 'supers')).toMatchObject({ value: 1, claimable: false });
    // games played, first place and Gaben, one tier each
    expect(list.to_claim).toBe(3);
  });

  test('a claimed tier is no longer claimable; the profile counts the tiers left to claim', async () => {
    const events = [win, claimed('games_played', 1), claimed('first_place', 1)];
    const list = await achievementsAfter(events);
    expect(achievement(list, 'games_played')).toMatchObject({ claimable: false, tiers: [{ reached: true, claimed: true }] });
    expect(achievement(list, 'gabens').claimable).toBe(true);
    expect(list.to_claim).toBe(1);
    expect(playerProfile.parse(await readPlayerProfile(readerOf(events), keys, A, NOW)).achievements_to_claim).toBe(1);
  });

  test('chests opened count', async () => {
    expect(
      achievement(
        await achievementsAfter([
          {
            stream: `player-${A}`,
            type: 'ChestOpened',
            data: { chestId: 'chest_basic', seed: 1, openedAt: AT, drops: [], unique: null },
            decidedAt: AT,
          },
        ]),
        'chests_opened',
      ),
    ).toMatchObject({ value: 1, claimable: true });
  });

  test('an unknown player has none', async () => {
    expect(await readAchievements(readerOf([]), keys, '76561198000000009')).toBeNull();
  });
});
