export { AchievementsModule } from './achievements.module';
