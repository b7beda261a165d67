/** Home: the landing page. */
export { homeRoutes } from './routes';
