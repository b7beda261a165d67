export { ChestsModule } from './chests.module';
