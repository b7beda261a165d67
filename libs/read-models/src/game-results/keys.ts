import type { KeySchema } from '../core';

/** The keys of games and of each player's list of games, under a version's prefix. */
export interface GameResultKeys {
  /** Hash: `p:{steamId}` -> JSON row per player, `v:{steamId}` -> the row as the API serves it, `doc_duration` and `doc_cheats` (the summary's, as served), `summary` -> JSON, `created_at`, `rounds`, `last_end_time`, `ranked`. */
  game(matchId: string): string;
  /** String: the game's ready JSON document, `GET /api/games/{id}`'s body (`GAME_DOCUMENT_SCRIPT`). */
  gameDocument(matchId: string): string;
  /** Sorted set of match ids by creation time (ms). */
  recentGames: string;
  /** Sorted set of match ids, scored by the time the player's result was recorded (ms). */
  playerGames(steamId: string): string;
}

/** The game-results feature's keys under `prefix` (`{namespace}:{version}:`). */
export const gameResultKeys: KeySchema<GameResultKeys> = (prefix) => ({
  game: (matchId) => `${prefix}game:${matchId}`,
  gameDocument: (matchId) => `${prefix}game:${matchId}:document`,
  recentGames: `${prefix}games:recent`,
  playerGames: (steamId) => `${prefix}player:${steamId}:games`,
});
