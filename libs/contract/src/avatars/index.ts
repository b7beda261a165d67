export { avatarQuery, avatarsRoutes } from './routes';
