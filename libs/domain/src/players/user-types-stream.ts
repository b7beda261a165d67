import { DomainError, type Decision } from '../shared/decision';
import { isEventOf, type StreamEvent } from '../shared/decider';
import type { BootstrapUserType, ChangeUserType, UserTypeAnswer } from './commands';
import type { UserTypeChanged } from './events';
import { ranksAbove, type UserType } from './user-types';

/**
 * The one stream every user type is decided and recorded on (docs/architecture.md, "Rules that
 * span streams"): its state knows every admin, so a change that would leave no admin is refused
 * there, and two changes racing on two instances cannot both pass (the append expects the revision
 * the decision was made on; the loser decides again on what the winner recorded).
 */
export const USER_TYPES_STREAM = 'user-types';

/** What the `user-types` stream knows: each player's type other than PLAYER, and who an admin has set. */
export interface UserTypesState {
  /** Steam id → user type, for players whose type is not PLAYER. */
  types: ReadonlyMap<string, UserType>;
  /** Steam ids whose type an admin has set at least once (the configuration's lists no longer grant them). */
  setByAdmin: ReadonlySet<string>;
}

export const initialUserTypesState: UserTypesState = { types: new Map(), setByAdmin: new Set() };

/** A player's user type in `state`: PLAYER for anyone never granted one (a visitor's id too). */
export function userTypeOf(state: UserTypesState, steamId: string): UserType {
  return state.types.get(steamId) ?? 'PLAYER';
}

/** How many admins `state` knows. */
function adminCount(state: UserTypesState): number {
  let count = 0;
  for (const type of state.types.values()) if (type === 'ADMIN') count += 1;
  return count;
}

/** Folds a `user-types` event (`UserTypeChanged`); any other event leaves the state as it is. */
export function evolveUserTypes(state: UserTypesState, event: StreamEvent): UserTypesState {
  if (!isEventOf<UserTypeChanged>(event, 'UserTypeChanged')) return state;
  const { steamId, userType, source } = event.data;
  const types = new Map(state.types);
  if (userType === 'PLAYER') types.delete(steamId);
  else types.set(steamId, userType);
  const setByAdmin = source === 'admin' && !state.setByAdmin.has(steamId) ? new Set(state.setByAdmin).add(steamId) : state.setByAdmin;
  return { types, setByAdmin };
}

/**
 * A listed player signs in (docs/game-rules.md, "User types"): granted the user type the
 * server's configuration lists them with when that ranks above their own and no admin has ever
 * set their type. So the lists bootstrap the first admins once; an admin's decision (a demotion,
 * say) is never overturned by them, and taking a role away is always an admin's event.
 * Answers the player's type after the sign-in.
 */
export function decideBootstrapUserType(command: BootstrapUserType, state: UserTypesState): Decision<UserTypeChanged, UserType> {
  const current = userTypeOf(state, command.steamId);
  const { userType, reason } = command.bootstrap;
  if (state.setByAdmin.has(command.steamId) || !ranksAbove(userType, current)) return { events: [], answer: current };
  const event: UserTypeChanged = {
    type: 'UserTypeChanged',
    data: { steamId: command.steamId, userType, previousUserType: current, source: 'bootstrap', reason },
  };
  return { events: [event], answer: userType };
}

/**
 * An admin sets a registered player's user type (docs/game-rules.md, "User types"); setting the
 * type the player has decides nothing. Decided on the `user-types` stream, which knows every
 * admin: whoever acts must still be an admin there, and no change may leave the site without one.
 * @throws DomainError `player_not_found` for a player never registered (a mistyped id must not
 *         get a role), `own_user_type` when the admin names themselves (another admin must),
 *         `last_admin` when the change would leave no admin (two admins demoting each other at
 *         once: the second decided is refused), `forbidden` when the actor is no longer an admin
 *         (demoted by a change decided just before).
 */
export function decideChangeUserType(command: ChangeUserType, state: UserTypesState): Decision<UserTypeChanged, UserTypeAnswer> {
  if (!command.playerRegistered) throw new DomainError('player_not_found', `No player with Steam id ${command.steamId}`);
  if (command.changedBy === command.steamId)
    throw new DomainError('own_user_type', 'An admin cannot change their own user type; another admin can');
  const current = userTypeOf(state, command.steamId);
  const actorIsAdmin = userTypeOf(state, command.changedBy) === 'ADMIN';
  const leavesNoAdmin = current === 'ADMIN' && command.userType !== 'ADMIN' && adminCount(state) <= 1;
  if (leavesNoAdmin) throw new DomainError('last_admin', 'This would leave no admin: the last admin keeps their type');
  if (!actorIsAdmin) throw new DomainError('forbidden', 'Only an admin can change a user type, and this user no longer is one');
  if (command.userType === current) return { events: [], answer: { userType: current, changed: false } };
  return {
    events: [
      {
        type: 'UserTypeChanged',
        data: { steamId: command.steamId, userType: command.userType, previousUserType: current, source: 'admin', reason: command.reason },
      },
    ],
    answer: { userType: command.userType, changed: true },
  };
}
