import type { Localized } from '../catalog';

/** A tournament the site lists (docs/game-rules.md "Site content"). */
export interface Tournament {
  id: string;
  name: string;
  /** The day it is held, `YYYY-MM-DD`. */
  date: string;
  signupUrl: string | null;
  resultsUrl: string | null;
  /** The prize pool in US cents (100000 = 1,000 dollars); null when none is said. */
  prizePoolUsdCents: number | null;
}

/** A changelog entry: a day and its text in English and Chinese. */
export interface ChangelogEntry {
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
  text: Localized;
}

/** An announcement for the site's home in one language, shown from `startsAt` until `endsAt` (ISO-8601 UTC; null: no end). */
export interface Announcement {
  id: string;
  language: 'en' | 'cn';
  text: string;
  link: string | null;
  startsAt: string;
  endsAt: string | null;
}

/** A record of the site's content, by kind. */
export type ContentItem =
  | { kind: 'tournament'; record: Tournament }
  | { kind: 'changelog'; record: ChangelogEntry }
  | { kind: 'announcement'; record: Announcement };
export type ContentKind = ContentItem['kind'];

/** The admin's optional reason, kept in every event's data (the admin is the event's actor, in its metadata). */
interface Reasoned {
  reason: string | null;
}

/** Events of the `site-content` stream: a record created, changed (replaced whole) or deleted, by kind. */
export type ContentEvent =
  | TournamentCreated
  | TournamentChanged
  | TournamentDeleted
  | ChangelogEntryCreated
  | ChangelogEntryChanged
  | ChangelogEntryDeleted
  | AnnouncementCreated
  | AnnouncementChanged
  | AnnouncementDeleted;

export interface TournamentCreated {
  type: 'TournamentCreated';
  data: Tournament & Reasoned;
}
export interface TournamentChanged {
  type: 'TournamentChanged';
  data: Tournament & Reasoned;
}
export interface TournamentDeleted {
  type: 'TournamentDeleted';
  data: { id: string } & Reasoned;
}
export interface ChangelogEntryCreated {
  type: 'ChangelogEntryCreated';
  data: ChangelogEntry & Reasoned;
}
export interface ChangelogEntryChanged {
  type: 'ChangelogEntryChanged';
  data: ChangelogEntry & Reasoned;
}
export interface ChangelogEntryDeleted {
  type: 'ChangelogEntryDeleted';
  data: { id: string } & Reasoned;
}
export interface AnnouncementCreated {
  type: 'AnnouncementCreated';
  data: Announcement & Reasoned;
}
export interface AnnouncementChanged {
  type: 'AnnouncementChanged';
  data: Announcement & Reasoned;
}
export interface AnnouncementDeleted {
  type: 'AnnouncementDeleted';
  data: { id: string } & Reasoned;
}

/** The event types' stem by kind: `{stem}Created`, `{stem}Changed`, `{stem}Deleted`. */
export const CONTENT_EVENT_STEMS = { tournament: 'Tournament', changelog: 'ChangelogEntry', announcement: 'Announcement' } as const;
