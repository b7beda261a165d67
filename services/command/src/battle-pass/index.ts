export { BattlePassModule } from './battle-pass.module';
