import { GOLDEN_BATCH_PER_EVENT, GOLDEN_EVENTS, GOLDEN_ONE_BATCH } from './__fixtures__/legacy-projection-commands';
import type { RedisCommand } from './core';
import { projectionTest } from './core/testing';
import { PROJECTIONS, projectEvent } from './projections';
import { readModelKeys } from './read-model-keys';

const keys = readModelKeys('t', 'v1');
const { givenEvents } = projectionTest(projectEvent, keys);

describe('projectEvent: the registry of every read model', () => {
  test("registers every feature's projection", () => {
    expect(PROJECTIONS.map((projection) => projection.name)).toEqual([
      'leaderboard',
      'game-results',
      'players',
      'store',
      'chests',
      'redeem-codes',
      'gods',
      'partner',
      'username-index',
      'battle-pass',
      'quests',
      'achievements',
      'player-stats',
      'admin-index',
      'audit',
      'god-flags',
      'content',
      'stats',
      'orders',
      'subscriptions',
      'leaderboard-document',
    ]);
  });

  /** A player's keys of the read models that came after the split: the progression's and the player stats. */
  const progressionKeys = (steamId: string) => [
    keys.battlePass(steamId),
    keys.quests(steamId),
    keys.achievements(steamId),
    keys.playerStats(steamId),
    keys.playerAbilityStats(steamId),
    keys.playerRecords(steamId),
  ];
  /** The admin console's keys (its player and game indexes, the gold ledgers, the audit list), which came after the split. */
  const adminKeysOf = (batches: RedisCommand[][]) =>
    batches.flat().flatMap(([, key]) => (key.startsWith(`${keys.prefix}admin:`) || key.endsWith(':gold_ledger') ? [key] : []));
  /** Keys of the read models that came after the split (the username index, the progression, the player stats, the console's) in the golden events. */
  const addedKeys = new Set([
    keys.usernames,
    keys.leaderboardBadges,
    ...['A', 'B', 'C'].flatMap(progressionKeys),
    ...adminKeysOf(givenEvents(GOLDEN_EVENTS, { eventsPerBatch: 1 }).commands),
  ]);
  /** The statistics' counters (`stats:*` keys), added after the split. */
  const isStatsKey = (key: string) => key.startsWith(`${keys.prefix}stats:`);
  /** The commands of a batch but those on the keys of the read models that came after the split (derived documents too). */
  const legacyCommands = (batches: RedisCommand[][]) =>
    batches.map((batch) =>
      batch.filter(([name, key]) => !addedKeys.has(key) && !isStatsKey(key) && name !== 'eval').map(withoutDocumentFields),
    );
  /** A game's HSET without the fields its ready document is made of (`v:{steamId}`, `doc_duration`, `doc_cheats`), added after the split. */
  const withoutDocumentFields = (command: RedisCommand): RedisCommand => {
    const [name, key, ...args] = command;
    if (name !== 'hset' || !key.startsWith(`${keys.prefix}game:`)) return command;
    const kept = args.flatMap((arg, i) =>
      i % 2 === 0 && !arg.startsWith('v:') && arg !== 'doc_duration' && arg !== 'doc_cheats' ? [arg, args[i + 1]] : [],
    );
    return [name, key, ...kept];
  };

  test('makes, byte for byte, the commands of the single projection it replaced, besides those of read models added since', () => {
    const oneBatch = givenEvents(GOLDEN_EVENTS).commands;
    expect(legacyCommands(oneBatch)).toEqual(GOLDEN_ONE_BATCH);
    expect(legacyCommands(givenEvents(GOLDEN_EVENTS, { eventsPerBatch: 1 }).commands)).toEqual(GOLDEN_BATCH_PER_EVENT);
    // the username index adds one HSET of its own key to the batch
    expect(oneBatch[0].filter(([, key]) => key === keys.usernames)).toEqual([
      ['hset', keys.usernames, 'ann', 'A', 'bob', 'B', 'cy', 'C', 'ann2', 'A', 'bobby', 'B'],
    ]);
  });

  test('a batch leaves the read models as its events one batch each would', () => {
    const oneBatch = givenEvents(GOLDEN_EVENTS).readModel();
    expect(givenEvents(GOLDEN_EVENTS, { eventsPerBatch: 1 }).readModel()).toEqual(oneBatch);
    expect(givenEvents(GOLDEN_EVENTS, { eventsPerBatch: 3 }).readModel()).toEqual(oneBatch);
  });

  test('one event feeds each read model that lists it: a ranked result writes the game, the profile, the leaderboard, the quest stats and the player stats', () => {
    const ranked = GOLDEN_EVENTS[1];
    const written = Object.keys(givenEvents([ranked]).readModel());
    expect(written.filter(isStatsKey).length).toBeGreaterThan(0);
    expect(written.filter((key) => !isStatsKey(key)).sort()).toEqual(
      [
        keys.game('g1'),
        keys.gameDocument('g1'),
        keys.recentGames,
        keys.playerGames('A'),
        keys.player('A'),
        keys.playerGods('A'),
        keys.leaderboard,
        keys.leaderboardDocument,
        keys.leaderboardBadges,
        keys.usernames,
        keys.quests('A'),
        keys.playerStats('A'),
        keys.playerAbilityStats('A'),
        keys.playerRecords('A'),
        keys.adminPlayers,
        keys.rankedGames,
        keys.godGames((ranked.data as { result: { god: string } }).result.god),
      ].sort(),
    );
  });

  test('an event type no projection handles is skipped', () => {
    givenEvents([
      { stream: 'player-A', type: 'NothingProjectsThis', data: { steamId: 'A' }, decidedAt: '2025-03-01T12:02:00.000Z' },
    ]).thenReadModel({});
  });
});
