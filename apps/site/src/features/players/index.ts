/** Players: the player profile (with the battle-pass stub) and the rank badge other features show. */
export { playersRoutes } from './routes';
export { RankBadge } from './components/RankBadge';
