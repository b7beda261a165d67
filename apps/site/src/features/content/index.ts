/**
 * Content: the tournaments, the change log (both fed by the console), the FAQ, the credits and the
 * privacy notice (from the locale files), and the home page's current announcement.
 */
export { contentRoutes } from './routes';
export { CurrentAnnouncement } from './components/CurrentAnnouncement';
