export { QuestsModule } from './quests.module';
