import { GOLDEN_BATCH_PER_EVENT, GOLDEN_EVENTS, GOLDEN_ONE_BATCH } from './__fixtures__/legacy-projection-commands';
import { projectionTest } from './core/testing';
import { PROJECTIONS, projectEvent } from './projections';
import { readModelKeys } from './read-model-keys';

const keys = readModelKeys('t', 'v1');
const { givenEvents } = projectionTest(projectEvent, keys);

describe('projectEvent: the registry of every read model', () => {
  test('registers the leaderboard, game results, players and store projections', () => {
    expect(PROJECTIONS.map((projection) => projection.name)).toEqual(['leaderboard', 'game-results', 'players', 'store']);
  });

  test('makes, byte for byte, the commands of the single projection it replaced', () => {
    expect(givenEvents(GOLDEN_EVENTS).commands).toEqual(GOLDEN_ONE_BATCH);
    expect(givenEvents(GOLDEN_EVENTS, { eventsPerBatch: 1 }).commands).toEqual(GOLDEN_BATCH_PER_EVENT);
  });

  test('a batch leaves the read models as its events one batch each would', () => {
    const oneBatch = givenEvents(GOLDEN_EVENTS).readModel();
    expect(givenEvents(GOLDEN_EVENTS, { eventsPerBatch: 1 }).readModel()).toEqual(oneBatch);
    expect(givenEvents(GOLDEN_EVENTS, { eventsPerBatch: 3 }).readModel()).toEqual(oneBatch);
  });

  test('one event feeds each read model that lists it: a ranked result writes the game, the profile and the leaderboard', () => {
    const ranked = GOLDEN_EVENTS[1];
    expect(Object.keys(givenEvents([ranked]).readModel()).sort()).toEqual(
      [keys.game('g1'), keys.recentGames, keys.playerGames('A'), keys.player('A'), keys.playerGods('A'), keys.leaderboard].sort(),
    );
  });

  test('an event type no projection handles is skipped', () => {
    givenEvents([{ stream: 'player-A', type: 'NothingProjectsThis', data: { steamId: 'A' }, decidedAt: '2025-03-01T12:02:00.000Z' }]).thenReadModel({});
  });
});
