export { PlayersModule } from './players.module';
export { SignInPlayerCommand, type SignInPlayerAnswer } from './sign-in-player.handler';
export { ChangeUserTypeCommand, GetUserTypeQuery } from './user-types';
export { PlayerStreamCommand } from './player-command.handler';
export { readPlayerView } from './player-read.query';
export { actOnPlayer } from './act-on-player';
