import { DomainError, type Decision } from '../shared/decision';
import type { ChangeUserType, SignIn, SignInAnswer, UserTypeAnswer } from './commands';
import type { PlayerRegistered, UserTypeChanged } from './events';
import type { PlayersSlice } from './state';
import { ranksAbove } from './user-types';

/**
 * A sign-in: registers a new player, and grants a listed player the user type the server's
 * configuration lists them with when that ranks above their own and no admin has ever set
 * their type. So the lists bootstrap the first admins once; an admin's decision (a demotion,
 * say) is never overturned by them, and taking a role away is always an admin's event.
 * A player signing in again with nothing to change decides nothing.
 */
export function decideSignIn(
  command: SignIn,
  state: Pick<PlayersSlice, 'registered' | 'userType' | 'userTypeSetByAdmin'>,
): Decision<PlayerRegistered | UserTypeChanged, SignInAnswer> {
  const events: Array<PlayerRegistered | UserTypeChanged> = [];
  if (!state.registered) {
    events.push({ type: 'PlayerRegistered', data: { steamId: command.steamId, displayName: command.displayName, via: 'sign_in' } });
  }
  const { bootstrap } = command;
  if (!bootstrap || state.userTypeSetByAdmin || !ranksAbove(bootstrap.userType, state.userType)) {
    return { events, answer: { created: !state.registered, userType: state.userType } };
  }
  events.push({
    type: 'UserTypeChanged',
    data: {
      steamId: command.steamId,
      userType: bootstrap.userType,
      previousUserType: state.userType,
      source: 'bootstrap',
      reason: bootstrap.reason,
    },
  });
  return { events, answer: { created: !state.registered, userType: bootstrap.userType } };
}

/**
 * An admin sets a registered player's user type; setting the type the player has decides nothing.
 * @throws DomainError `player_not_found` for a player never registered (a mistyped id must not
 *         open a stream), `own_user_type` when the admin names themselves (another admin must:
 *         the last admin cannot lock everyone out).
 */
export function decideChangeUserType(
  command: ChangeUserType,
  state: Pick<PlayersSlice, 'registered' | 'userType'>,
): Decision<UserTypeChanged, UserTypeAnswer> {
  if (!state.registered) throw new DomainError('player_not_found', `No player with Steam id ${command.steamId}`);
  if (command.changedBy === command.steamId)
    throw new DomainError('own_user_type', 'An admin cannot change their own user type; another admin can');
  if (command.userType === state.userType) return { events: [], answer: { userType: state.userType, changed: false } };
  return {
    events: [
      {
        type: 'UserTypeChanged',
        data: {
          steamId: command.steamId,
          userType: command.userType,
          previousUserType: state.userType,
          source: 'admin',
          reason: command.reason,
        },
      },
    ],
    answer: { userType: command.userType, changed: true },
  };
}
