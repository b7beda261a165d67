import type { GameResultRecorded, GoldChanged, PlayerRegistered } from '@arena/domain';
import { defineProjection, steamIdOfStream, type Projection } from '../core';
import { AUDITED_EVENTS } from './audit-registry';
import type { AdminKeys } from './keys';

/** How many gold changes a player's ledger keeps (the newest). */
export const GOLD_LEDGER_LIMIT = 200;

/** A gold ledger entry as stored (JSON): when, the signed amount (gold), the balance after it, why and what it relates to. */
export interface LedgerEntry {
  at: string;
  amount: number;
  balance: number;
  reason: string;
  ref: string | null;
}

/** An audit entry as stored (JSON), keyed by its event's position. */
export interface StoredAuditEntry {
  at: string;
  actor: string | null;
  action: string;
  target: string;
  reason: string | null;
  details: Record<string, unknown>;
}

/**
 * The console's player and game indexes: every player by first sight (registration or first
 * game), each player's gold ledger (`GoldChanged`, newest first, capped), and the ranked games and
 * the games of each god, scored as the recent games are. Writes only.
 */
export const adminIndexProjection = defineProjection<AdminKeys, PlayerRegistered | GameResultRecorded | GoldChanged>('admin-index', {
  PlayerRegistered(writes, keys, data, at) {
    writes.zaddnx(keys.adminPlayers, Date.parse(at), data.steamId);
  },

  GameResultRecorded(writes, keys, { result, rating }, at) {
    const atMs = Date.parse(at);
    writes.zaddnx(keys.adminPlayers, atMs, result.steamID);
    if (rating.ranked) writes.zaddnx(keys.rankedGames, atMs, result.matchID);
    writes.zaddnx(keys.godGames(result.god), atMs, result.matchID);
  },

  GoldChanged(writes, keys, data, at, event) {
    const steamId = steamIdOfStream(event.stream);
    if (!steamId) return;
    const entry: LedgerEntry = { at, amount: data.amount, balance: data.balance, reason: data.reason, ref: data.ref };
    writes.lpushCapped(keys.goldLedger(steamId), JSON.stringify(entry), GOLD_LEDGER_LIMIT);
  },
});

/**
 * The audit list: one entry per admin action event (`AUDITED_EVENTS`), keyed by the event's
 * position, with the acting user from the metadata (`actor`) and the admin's reason. Writes only.
 */
export const auditProjection: Projection<AdminKeys> = {
  name: 'audit',
  canHandle: Object.keys(AUDITED_EVENTS),
  project(writes, keys, event) {
    const facts = AUDITED_EVENTS[event.type]?.(event.data as never, event);
    if (!facts) return;
    const entry: StoredAuditEntry = {
      at: event.metadata.decidedAt,
      actor: event.metadata.actor ?? null,
      action: facts.action,
      target: facts.target,
      reason: facts.reason ?? event.metadata.reason ?? null,
      details: facts.details ?? {},
    };
    writes.hset(keys.audit, { [String(event.position)]: JSON.stringify(entry) });
  },
};
