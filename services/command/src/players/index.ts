export { PlayersModule } from './players.module';
export { RegisterPlayerCommand, type RegisterPlayerAnswer } from './register-player.handler';
