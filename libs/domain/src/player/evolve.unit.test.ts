import { evolveGame, evolveGameResultsSlice, initialGameState } from '../game-results';
import { evolvePlayersSlice } from '../players';
import { foldEvents, StreamEvent } from '../shared/decider';
import { evolvePlayer, initialPlayerState, PlayerState } from './index';
import { recordInTurn, sampleResult } from './testing';

const FROM_THE_FUTURE: StreamEvent = { type: 'SomethingFromTheFuture', data: { chest: 'gold', opened: true } };

const load = (events: readonly StreamEvent[]): PlayerState => foldEvents(evolvePlayer, initialPlayerState, events);

describe("the player stream: its state from the features' slices", () => {
  test('an event type no feature knows leaves the state as it was, wherever it comes', () => {
    const { events } = recordInTurn([sampleResult({ matchID: 'a' }), sampleResult({ matchID: 'b' }, 3)]);
    const before = load(events);
    expect(evolvePlayer(before, FROM_THE_FUTURE)).toBe(before);
    expect(load([FROM_THE_FUTURE, ...events, FROM_THE_FUTURE])).toEqual(before);
    expect(load([FROM_THE_FUTURE])).toBe(initialPlayerState);
    expect(evolveGame(initialGameState, FROM_THE_FUTURE)).toBe(initialGameState);
  });

  test("each feature's evolve handles only its own events", () => {
    const [registered, recorded] = recordInTurn([sampleResult()]).events;
    expect(evolvePlayersSlice(initialPlayerState, recorded)).toBe(initialPlayerState);
    expect(evolveGameResultsSlice(initialPlayerState, registered)).toBe(initialPlayerState);
  });

  test('the name shown is the one of the latest game, else the one registered with', () => {
    const signedIn = load([{ type: 'PlayerRegistered', data: { steamId: '1', displayName: 'Signed in', via: 'sign_in' } }]);
    expect(signedIn).toMatchObject({ registered: true, registeredName: 'Signed in', displayName: 'Signed in' });
    const [recorded] = recordInTurn([sampleResult({ steamID: '1', username: 'In game' })]).events.slice(1);
    const renamed = evolvePlayer(signedIn, recorded);
    expect(renamed).toMatchObject({ registeredName: 'Signed in', nameInGames: 'In game', displayName: 'In game' });
    expect(initialPlayerState.displayName).toBe('');
  });
});
