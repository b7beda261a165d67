import type { PlayerStats } from '@arena/contract';
import type { KeySchema } from '../core';

/** The records a player's stats show: the game they lasted longest in, won most rounds in, made most Super abilities in. */
export type PlayerRecord = keyof PlayerStats['records'];

/**
 * The keys of each player's stats over every recorded game (ranked or not), under a version's
 * prefix. The games, ranked games and rounds won are the profile hash's counters.
 */
export interface PlayerStatsKeys {
  /**
   * Hash of counters: `place_{1..8}` games finished at each place, `rounds_played`, `supers` and
   * `gabens` (abilities at level 6+, at 9), `god:{god}:{place}` and `hero:{hero}:{place}` games
   * finished at that place with that god, with that hero (`npc_dota_hero_*`) among the heroes;
   * of ranked games only: `ranked_place_{1..8}` and `ranked_god:{god}:{place}`.
   */
  playerStats(steamId: string): string;
  /**
   * Hash of the player's ranked games by ability: `{ability}:{place}` heroes that had the ability
   * in a ranked game the player finished at that place, `icon:{ability}` its image name as last posted.
   */
  playerAbilityStats(steamId: string): string;
  /**
   * Hash: record name (`PlayerRecord`) -> `{figure} {recorded at, ISO-8601} {matchId}` of the
   * player's record game (figure in seconds, rounds or abilities), kept by `BatchWriter.hsetbest`.
   */
  playerRecords(steamId: string): string;
}

/** The player stats' keys under `prefix` (`{namespace}:{version}:`). */
export const playerStatsKeys: KeySchema<PlayerStatsKeys> = (prefix) => ({
  playerStats: (steamId) => `${prefix}player:${steamId}:stats`,
  playerAbilityStats: (steamId) => `${prefix}player:${steamId}:ability-stats`,
  playerRecords: (steamId) => `${prefix}player:${steamId}:records`,
});
