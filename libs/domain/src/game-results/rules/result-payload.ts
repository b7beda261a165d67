import type { GameBonus } from './ladder';

/**
 * One player's result as a game server posts it (docs/game-rules.md, "Result
 * ingestion"), after validation at the edge. Times are in seconds.
 */
export interface PlayerResult {
  steamID: string;
  username: string;
  matchID: string;
  playerID: number;
  /** 1..8 */
  place: number;
  /** God id as the game uses it; may be unknown to the catalog (e.g. `cloudGod`). */
  god: string;
  rounds: number;
  /** Seconds since the game started when this player finished (float). */
  endTime: number;
  wins: number;
  losses: number;
  team: number;
  ranked: boolean;
  heroes: HeroResult[];
  players: LobbyPlayer[];
  doubledown?: boolean;
  bonus?: GameBonus;
  items?: unknown;
  pantheonPicks?: unknown;
}

export interface HeroResult {
  /** `npc_dota_hero_*` */
  name: string;
  /** 1..5 */
  tier: number;
  /** 0..4 abilities */
  abilities: AbilityResult[];
}

export interface AbilityResult {
  name: string;
  /** Points from duplicates: Super style from 6, Gaben at 9. */
  level: number;
  isUltimate: boolean;
  icon: string;
}

/** An entry of the payload's `players` list: everyone in the game as the server saw them. */
export interface LobbyPlayer {
  steamID: string;
  mmr: number;
  /** True once that player has been eliminated. */
  hasLost: boolean;
}

/** The game-wide summary a game server posts once per game. */
export interface GameSummary {
  matchID: string;
  /** Seconds. */
  duration: number;
  rounds: number;
  cheatsEnabled: boolean;
  roundResults?: unknown;
}
