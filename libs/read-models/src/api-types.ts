import type { RankName } from '@arena/domain';
import type { StoredHero } from './hero-codec';

/** Shapes served by the HTTP API (docs/api.md); field names follow the specification. */

export interface RankFields {
  rank: RankName;
  rank_tier: number;
  badge: number;
  pips: number | null;
}

export interface PlayerProfile extends RankFields {
  steam_id: string;
  username: string;
  avatar: string | null;
  ladder_mmr: number;
  leaderboard_rank: number | null;
  games_played: number;
  ranked_games: number;
  first_places: number;
  top_fours: number;
  rounds_won: number;
  average_place: number | null;
  gods: { god: string; games: number; first_places: number }[];
  bp_level: number;
  has_plus: boolean;
  user_type: string;
  created_at: string;
  last_game_at: string | null;
}

export interface AbilityView {
  name: string;
  level: number;
  is_ultimate: boolean;
  icon: string;
}

export interface HeroView {
  name: string;
  tier: number;
  abilities: AbilityView[];
}

/** One player's row of a game document. */
export interface GamePlayerRow {
  steam_id: string;
  username: string;
  avatar: string | null;
  place: number;
  rounds: number;
  wins: number;
  losses: number;
  god: string;
  /** Ladder rating after the game; null in unranked games. */
  ladder_mmr: number | null;
  /** Signed change; null in unranked games. */
  ladder_change: number | null;
  /** Seconds after the start the player finished. */
  end_time: number;
  heroes: HeroView[];
}

/** A game row as the read model stores it: heroes in their compact form. */
export type StoredGameRow = Omit<GamePlayerRow, 'heroes'> & { heroes: StoredHero[] };

export interface GameDocument {
  game_id: string;
  created_at: string;
  /** Seconds: the summary's duration, or the last finishing player's time until it arrives. */
  duration: number;
  rounds: number;
  ranked: boolean;
  cheats_enabled: boolean | null;
  players: GamePlayerRow[];
}

export interface GameListEntry {
  game_id: string;
  created_at: string;
  duration: number;
  rounds: number;
  ranked: boolean;
  players: { steam_id: string; username: string; place: number; god: string }[];
}

export interface PlayerGameEntry {
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

export interface Page<T> {
  page: number;
  per_page: number;
  total: number;
  games: T[];
}

export interface LeaderboardEntry extends RankFields {
  position: number;
  steam_id: string;
  username: string;
  avatar: string | null;
  ladder_mmr: number;
  games_played: number;
}

export interface BattlePassView {
  bp_level: number;
  total_xp: number;
  upgraded: boolean;
  requirements: { level: number; total_xp: number; next_level_xp: number };
}
