/**
 * Partner (docs/game-rules.md "Partner link", "Tournament checks"): `/gaimin` (what connecting Gaimin gives, in four steps),
 * `/connect_gaimin` (a signed-in player pastes their Gaimin player token) and
 * `/tournaments/check_gaimin` (public check tools: Gaimin connections by Steam id, ladder
 * ratings by username, from uploaded text files).
 */
export { partnerRoutes } from './routes';
