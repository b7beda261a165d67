import type { Decision } from '../shared/decision';
import type { SignIn, SignInAnswer } from './commands';
import type { PlayerRegistered } from './events';
import type { PlayersSlice } from './state';

/**
 * A sign-in on `player-{steamId}`: registers a new player; a player signing in again decides
 * nothing here. A listed player's user type is decided on the `user-types` stream
 * (`decideBootstrapUserType`).
 */
export function decideSignIn(command: SignIn, state: Pick<PlayersSlice, 'registered'>): Decision<PlayerRegistered, SignInAnswer> {
  if (state.registered) return { events: [], answer: { created: false } };
  return {
    events: [{ type: 'PlayerRegistered', data: { steamId: command.steamId, displayName: command.displayName, via: 'sign_in' } }],
    answer: { created: true },
  };
}
