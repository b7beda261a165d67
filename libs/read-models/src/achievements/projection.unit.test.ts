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
const achievement = (list: Awaited<ReturnType<typeof achievementsAfter>>, id: string) => list.find((entry) => entry.achievement_id === id)!;

describe("a player's achievements", () => {
  test('each lists its stat, its tiers reached and claimed; a reached tier not claimed is claimable', async () => {
    const list = await achievementsAfter([win]);
    // the live site's fields for the current tier, then ours
    expect(achievement(list, 'first_place')).toMatchObject({
      quest_id: 'first_place:1',
      quest_name: 'First places, tier 1',
      quest_description: 'Finish first in 1 game',
      questTier: 1,
      required_amount: 1,
      quest_progress: 1,
      capped_quest_progress: 1,
      quest_completed: true,
      claimed: false,
      coin_reward: 30,
      xp_reward: 500,
      stat: 'first_place',
      tiers: [
        { tier: 1, goal: 1, reached: true, claimed: false },
        { tier: 2, goal: 10, reached: false, claimed: false },
        { tier: 3, goal: 100, reached: false, claimed: false },
      ],
      claimable: true,
    });
    expect(achievement(list, 'first_place').tiers[0].reward).toEqual({ gold: 30, xp: 500, items: [] });
    expect(achievement(list, 'supers')).toMatchObject({ quest_progress: 1, required_amount: 10, claimable: false });
    // games played, first place and Gaben, one tier each
    expect(list.filter((entry) => entry.claimable).map((entry) => entry.quest_id)).toEqual(['games_played:1', 'first_place:1', 'gabens:1']);
  });

  test('a claimed tier is no longer claimable; the profile counts the tiers left to claim', async () => {
    const events = [win, claimed('games_played', 1), claimed('first_place', 1)];
    const list = await achievementsAfter(events);
    // every tier claimed: the row shows the last one, claimed
    expect(achievement(list, 'games_played')).toMatchObject({
      quest_id: 'games_played:1',
      claimed: true,
      claimable: false,
      tiers: [{ reached: true, claimed: true }],
    });
    // the next tier once the first is claimed
    expect(achievement(list, 'first_place')).toMatchObject({
      quest_id: 'first_place:2',
      questTier: 2,
      required_amount: 10,
      quest_completed: false,
    });
    expect(achievement(list, 'gabens').claimable).toBe(true);
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
    ).toMatchObject({ quest_progress: 1, quest_completed: true, claimable: true });
  });

  test('an unknown player has none', async () => {
    expect(await readAchievements(readerOf([]), keys, '76561198000000009')).toBeNull();
  });
});
