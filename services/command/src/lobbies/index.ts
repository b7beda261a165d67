export { LobbiesModule } from './lobbies.module';
