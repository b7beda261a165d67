export { LeaderboardModule } from './leaderboard.module';
