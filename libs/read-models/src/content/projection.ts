import type {
  AnnouncementChanged,
  AnnouncementCreated,
  AnnouncementDeleted,
  ChangelogEntryChanged,
  ChangelogEntryCreated,
  ChangelogEntryDeleted,
  TournamentChanged,
  TournamentCreated,
  TournamentDeleted,
} from '@arena/domain';
import { defineProjection, type BatchWriter } from '../core';
import type { ContentKeys } from './keys';

type Handled =
  | TournamentCreated
  | TournamentChanged
  | TournamentDeleted
  | ChangelogEntryCreated
  | ChangelogEntryChanged
  | ChangelogEntryDeleted
  | AnnouncementCreated
  | AnnouncementChanged
  | AnnouncementDeleted;

/** Stores a record whole under its id, without the admin's reason. */
function put(writes: BatchWriter, key: string, { reason: _reason, ...record }: { id: string; reason: string | null }): void {
  writes.hset(key, { [record.id]: JSON.stringify(record) });
}

/**
 * The site's content (docs/game-rules.md "Site content"): one hash per kind, each record set
 * whole when created or changed and removed when deleted. Writes only.
 */
export const contentProjection = defineProjection<ContentKeys, Handled>('content', {
  TournamentCreated: (writes, keys, data) => put(writes, keys.tournaments, data),
  TournamentChanged: (writes, keys, data) => put(writes, keys.tournaments, data),
  TournamentDeleted: (writes, keys, { id }) => writes.hdel(keys.tournaments, id),
  ChangelogEntryCreated: (writes, keys, data) => put(writes, keys.changelog, data),
  ChangelogEntryChanged: (writes, keys, data) => put(writes, keys.changelog, data),
  ChangelogEntryDeleted: (writes, keys, { id }) => writes.hdel(keys.changelog, id),
  AnnouncementCreated: (writes, keys, data) => put(writes, keys.announcements, data),
  AnnouncementChanged: (writes, keys, data) => put(writes, keys.announcements, data),
  AnnouncementDeleted: (writes, keys, { id }) => writes.hdel(keys.announcements, id),
});
