/**
 * Bodies of the HTTP API the site reads, under the names the site's code uses. Each is the 200
 * answer of its route in libs/contract's route table (`ResponseOf`), or a part of one; the
 * vocabulary types (a localized text, a rank) are the contract's own. Types only: nothing of the
 * server reaches the bundle.
 */
import type { BadgeFields as ContractBadgeFields, LocalizedText, ResponseOf } from '@arena/contract';

export type Localized = LocalizedText;
/** A rank as the badge draws it: the live site's `badge` (the rank's name) and `pips`, our `rank_tier`, and the ladder rating they come from. */
export type RankFields = ContractBadgeFields & { ladder_mmr: number };
export type PlayerProfile = ResponseOf<'get', '/api/players/{steam_id}'>;
type PlayerGamesPage = ResponseOf<'get', '/api/players/{steam_id}/games'>;
export type PlayerGameSummary = PlayerGamesPage[number];
export type PlayerStats = ResponseOf<'get', '/api/players/{steam_id}/stats'>;
type GamesPage = ResponseOf<'get', '/api/games'>;
export type GameSummary = GamesPage[number];
/** A recorded game (the route answers null for a game nobody recorded). */
export type GameDetail = NonNullable<ResponseOf<'get', '/api/games/{game_id}'>>;
export type GamePlayer = GameDetail['players'][number];
export type GameHero = GamePlayer['heroes'][number];
export type GameAbility = GameHero['abilities'][number];
type Leaderboard = ResponseOf<'get', '/api/leaderboard'>;
export type LeaderboardEntry = Leaderboard[number];
export type Spell = ResponseOf<'get', '/api/spells'>[number];
export type God = ResponseOf<'get', '/api/gods'>[number];
export type Hero = ResponseOf<'get', '/api/heroes'>[number];
export type Session = ResponseOf<'get', '/api/auth/steam/success'>;
export type SessionUser = NonNullable<Session['user']>;
export type AuthConfig = ResponseOf<'get', '/api/auth/config'>;
