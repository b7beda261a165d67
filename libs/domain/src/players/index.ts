/** Players: registration (by a first game or a first sign-in) and the name a player registered with. */
export type { PlayersEvent, PlayerRegistered } from './events';
export type { RegisterPlayer, RegistrationAnswer } from './commands';
export { decideRegisterPlayer } from './decide';
export { decodePlayersSlice, encodePlayersSlice, evolvePlayersSlice, initialPlayersSlice } from './state';
export type { PlayersSlice } from './state';
