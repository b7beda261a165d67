export { PlayersModule } from './players.module';
export { SignInPlayerCommand, type SignInPlayerAnswer } from './sign-in-player.handler';
export { ChangeUserTypeCommand, GetUserTypeQuery } from './user-types';
export { executePlayerCommand, PlayerStreamCommand } from './player-command.handler';
export { PlayerViews } from './player-views';
export { actOnPlayer } from './act-on-player';
