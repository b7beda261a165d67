/**
 * Bodies of the HTTP API the site reads and sends (contract: docs/api.md), in one place.
 * Field names and units are the API's: snake_case, times as ISO-8601 UTC strings, durations in
 * seconds.
 */

export type Localized = { en: string; cn: string };

export type RankName =
  | 'Herald'
  | 'Guardian'
  | 'Crusader'
  | 'Archon'
  | 'Legend'
  | 'Ancient'
  | 'Divine'
  | 'Immortal';

export interface RankFields {
  ladder_mmr: number;
  rank: RankName | string;
  rank_tier: number;
  badge: number;
  pips: number | null;
}

export interface PlayerGodStats {
  god: string;
  games: number;
  first_places: number;
}

export interface PlayerProfile extends RankFields {
  steam_id: string;
  username: string;
  avatar: string | null;
  leaderboard_rank: number | null;
  games_played: number;
  ranked_games: number;
  first_places: number;
  top_fours: number;
  rounds_won: number;
  average_place: number | null;
  gods: PlayerGodStats[];
  bp_level: number;
  has_plus: boolean;
  user_type: string;
  created_at: string | null;
  last_game_at: string | null;
}

export interface BattlePass {
  bp_level: number;
  total_xp: number;
  upgraded: boolean;
  requirements: { level: number; total_xp: number; next_level_xp: number };
}

export interface Paged {
  page: number;
  per_page: number;
  total: number;
}

export interface PlayerGameSummary {
  game_id: string;
  created_at: string;
  duration: number;
  ranked: boolean;
  place: number;
  god: string;
  rounds: number;
  wins: number;
  losses: number;
  ladder_mmr: number | null;
  ladder_change: number | null;
}

export interface PlayerGamesPage extends Paged {
  games: PlayerGameSummary[];
}

export interface GameListPlayer {
  steam_id: string;
  username: string;
  place: number;
  god: string;
}

export interface GameSummary {
  game_id: string;
  created_at: string;
  duration: number;
  rounds: number;
  ranked: boolean;
  players: GameListPlayer[];
}

export interface GamesPage extends Paged {
  games: GameSummary[];
}

export interface GameAbility {
  name: string;
  level: number;
  is_ultimate: boolean;
  icon?: string;
}

export interface GameHero {
  name: string;
  tier: number;
  abilities: GameAbility[];
}

export interface GamePlayer {
  steam_id: string;
  username: string;
  avatar: string | null;
  place: number;
  rounds: number;
  wins: number;
  losses: number;
  god: string;
  ladder_mmr: number | null;
  ladder_change: number | null;
  heroes: GameHero[];
}

export interface GameDetail {
  game_id: string;
  created_at: string;
  duration: number;
  rounds: number;
  ranked: boolean;
  cheats_enabled: boolean;
  players: GamePlayer[];
}

export interface LeaderboardEntry extends RankFields {
  position: number;
  steam_id: string;
  username: string;
  avatar: string | null;
  games_played: number;
}

export interface Leaderboard {
  players: LeaderboardEntry[];
}

export interface Spell {
  id: string;
  image?: string;
  hero: string;
  ultimate: boolean;
  name: Localized;
  description: Localized;
  super: Localized;
  gaben: Localized;
}

export interface GodPower {
  name: Localized;
  description: Localized;
  levels: number[];
}

export interface God {
  id: string;
  name: Localized;
  title?: Localized;
  icon: string;
  powers: GodPower[];
}

export interface SessionUser {
  id: string;
  isAdmin: boolean;
  displayName: string;
  photos?: { value: string }[];
  userType?: string;
}

export type Session = { success: true; user: SessionUser } | { success: false; user: null };

export interface AuthConfig {
  dev_sign_in: boolean;
  steam_sign_in: boolean;
}
