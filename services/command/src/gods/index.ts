export { GodsModule } from './gods.module';
