export { AvatarsModule } from './avatars.module';
