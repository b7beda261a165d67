/**
 * Players: registration (by a first game or a first sign-in), the name a player registered
 * with, and their user type (role), set by admins and bootstrapped at sign-in.
 */
export type { PlayersEvent, PlayerRegistered, UserTypeChanged } from './events';
export type { ChangeUserType, SignIn, SignInAnswer, UserTypeAnswer } from './commands';
export { decideChangeUserType, decideSignIn } from './decide';
export { decodePlayersSlice, encodePlayersSlice, evolvePlayersSlice, initialPlayersSlice } from './state';
export type { PlayersSlice } from './state';
export { isUserType, ranksAbove, USER_TYPES } from './user-types';
export type { UserType } from './user-types';
