import type { StreamEvent } from '../shared/decider';
import { CONTENT_EVENT_STEMS, type Announcement, type ChangelogEntry, type ContentKind, type Tournament } from './events';

/** A record as the stream knows it: its content, and whether it was deleted (its id is never given again). */
export interface Stored<T> {
  record: T;
  deleted: boolean;
}

/** The `site-content` stream's records by kind, then by id (Maps: ids come from admins). */
export interface ContentSlice {
  tournament: ReadonlyMap<string, Stored<Tournament>>;
  changelog: ReadonlyMap<string, Stored<ChangelogEntry>>;
  announcement: ReadonlyMap<string, Stored<Announcement>>;
}

export const initialContentSlice: ContentSlice = { tournament: new Map(), changelog: new Map(), announcement: new Map() };

const KINDS = Object.keys(CONTENT_EVENT_STEMS) as ContentKind[];

/** The kind and action of a content event type (`TournamentChanged` → tournament, Changed); null for another event. */
function contentEventKind(type: string): { kind: ContentKind; action: 'Created' | 'Changed' | 'Deleted' } | null {
  for (const kind of KINDS) {
    for (const action of ['Created', 'Changed', 'Deleted'] as const) {
      if (type === `${CONTENT_EVENT_STEMS[kind]}${action}`) return { kind, action };
    }
  }
  return null;
}

/** A record's content from an event's data: the data without the admin's `reason`. */
function recordOf<T>(data: T & { reason: string | null }): T {
  const { reason: _reason, ...record } = data;
  return record as T;
}

/** Folds the content events; other events give the slice back as it is (the same object). */
export function evolveContentSlice(slice: ContentSlice, event: StreamEvent): ContentSlice {
  const found = contentEventKind(event.type);
  if (!found) return slice;
  const records = new Map(slice[found.kind] as ReadonlyMap<string, Stored<unknown>>);
  if (found.action === 'Deleted') {
    const { id } = event.data as { id: string };
    const stored = records.get(id);
    if (!stored) return slice;
    records.set(id, { record: stored.record, deleted: true });
  } else {
    const data = event.data as { id: string; reason: string | null };
    records.set(data.id, { record: recordOf(data), deleted: false });
  }
  return { ...slice, [found.kind]: records };
}
