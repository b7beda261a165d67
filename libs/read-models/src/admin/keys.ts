import type { KeySchema } from '../core';

/** The admin console's read models under a version's prefix (docs/api.md, "Administration"). */
export interface AdminKeys {
  /** Sorted set: every player's Steam id, scored by when they were first seen (ms since the epoch). */
  adminPlayers: string;
  /** List: the player's gold ledger, newest first, one JSON `LedgerEntry` a change, the `GOLD_LEDGER_LIMIT` newest. */
  goldLedger(steamId: string): string;
  /** Sorted set: ranked games' match ids, scored by the game's creation time (ms), as `recentGames` scores them. */
  rankedGames: string;
  /** Sorted set: the match ids of the games where someone played `god`, scored by the game's creation time (ms). */
  godGames(god: string): string;
  /** Hash: the global position of an admin action's event -> its audit entry (JSON `StoredAuditEntry`). */
  audit: string;
}

/** The admin feature's keys under `prefix` (`{namespace}:{version}:`). */
export const adminKeys: KeySchema<AdminKeys> = (prefix) => ({
  adminPlayers: `${prefix}admin:players`,
  goldLedger: (steamId) => `${prefix}player:${steamId}:gold_ledger`,
  rankedGames: `${prefix}admin:games:ranked`,
  godGames: (god) => `${prefix}admin:games:god:${god}`,
  audit: `${prefix}admin:audit`,
});
