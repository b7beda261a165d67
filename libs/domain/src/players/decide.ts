import type { Decision } from '../shared/decision';
import type { RegisterPlayer, RegistrationAnswer } from './commands';
import type { PlayerRegistered } from './events';
import type { PlayersSlice } from './state';

/** Registers a player on first sign-in; an existing player decides nothing. */
export function decideRegisterPlayer(
  command: RegisterPlayer,
  state: Pick<PlayersSlice, 'registered'>,
): Decision<PlayerRegistered, RegistrationAnswer> {
  if (state.registered) return { events: [], answer: { created: false } };
  return {
    events: [{ type: 'PlayerRegistered', data: { steamId: command.steamId, displayName: command.displayName, via: 'sign_in' } }],
    answer: { created: true },
  };
}
