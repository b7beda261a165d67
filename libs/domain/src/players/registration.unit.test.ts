import { deciderSpecification } from '../shared/testing';
import { decideRegisterPlayer, evolvePlayersSlice, initialPlayersSlice } from './index';

const spec = deciderSpecification({ decide: decideRegisterPlayer, evolve: evolvePlayersSlice, initialState: initialPlayersSlice });

describe('players: registration on sign-in', () => {
  test('a new player is registered once', () => {
    const first = spec
      .given([])
      .when({ type: 'RegisterPlayer', steamId: '1', displayName: 'A' })
      .then([{ type: 'PlayerRegistered', data: { steamId: '1', displayName: 'A', via: 'sign_in' } }], { created: true });
    spec.given(first.events).when({ type: 'RegisterPlayer', steamId: '1', displayName: 'A' }).thenNothingHappened({ created: false });
  });
});
