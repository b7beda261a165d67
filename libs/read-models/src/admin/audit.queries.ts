import type Redis from 'ioredis';
import type { AuditEntry } from '@arena/contract';
import type { PlayerKeys } from '../players';
import type { AdminKeys } from './keys';
import type { StoredAuditEntry } from './projection';

/** What the audit list is narrowed to: exact actor, action and target; `from`/`to` in ms since the epoch, inclusive. */
export interface AuditQuery {
  actor?: string;
  action?: string;
  target?: string;
  fromMs?: number;
  toMs?: number;
}

/**
 * The admin actions that match `query`, newest first, each with the actor's current username
 * (`actor_name`, null for an actor without a profile). Two round trips: the audit list holds
 * admins' actions, a few per day, so it is read whole.
 */
export async function readAuditEntries(
  redis: Redis,
  keys: Pick<AdminKeys, 'audit'> & Pick<PlayerKeys, 'player'>,
  query: AuditQuery = {},
): Promise<AuditEntry[]> {
  const stored = await redis.hgetall(keys.audit);
  const entries = Object.entries(stored)
    .map(([position, json]) => ({ position: Number(position), entry: JSON.parse(json) as StoredAuditEntry }))
    .filter(({ entry }) => matches(entry, query))
    .sort((a, b) => b.position - a.position);
  const actors = [...new Set(entries.flatMap(({ entry }) => (entry.actor ? [entry.actor] : [])))];
  const names = new Map<string, string | null>();
  if (actors.length > 0) {
    const pipeline = redis.pipeline();
    for (const actor of actors) pipeline.hget(keys.player(actor), 'username');
    const replies = await pipeline.exec();
    actors.forEach((actor, i) => names.set(actor, (replies![i][1] as string | null) ?? null));
  }
  return entries.map(({ position, entry }) => ({
    id: String(position),
    ...entry,
    actor_name: entry.actor ? (names.get(entry.actor) ?? null) : null,
  }));
}

function matches(entry: StoredAuditEntry, query: AuditQuery): boolean {
  const at = Date.parse(entry.at);
  return (
    (query.actor === undefined || entry.actor === query.actor) &&
    (query.action === undefined || entry.action === query.action) &&
    (query.target === undefined || entry.target === query.target) &&
    (query.fromMs === undefined || at >= query.fromMs) &&
    (query.toMs === undefined || at <= query.toMs)
  );
}
