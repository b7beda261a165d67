/**
 * Players: registration (by a first game or a first sign-in), the name a player registered
 * with, and their user type (role), set by admins and bootstrapped at sign-in, decided on the
 * one `user-types` stream.
 */
export type { PlayersEvent, PlayerRegistered, UserTypeChanged } from './events';
export type { BootstrapUserType, ChangeUserType, SignIn, SignInAnswer, UserTypeAnswer } from './commands';
export { decideSignIn } from './decide';
export {
  decideBootstrapUserType,
  decideChangeUserType,
  evolveUserTypes,
  initialUserTypesState,
  USER_TYPES_STREAM,
  userTypeOf,
} from './user-types-stream';
export type { UserTypesState } from './user-types-stream';
export { decodePlayersSlice, encodePlayersSlice, evolvePlayersSlice, initialPlayersSlice } from './state';
export type { PlayersSlice } from './state';
export { isUserType, ranksAbove, USER_TYPES } from './user-types';
export type { UserType } from './user-types';
