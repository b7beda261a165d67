/**
 * The site's content (docs/game-rules.md "Site content"): tournaments, changelog entries and
 * announcements, written by admins on the `site-content` stream; each event carries the admin's
 * optional reason, and the admin as its actor.
 */
export type {
  Announcement,
  AnnouncementChanged,
  AnnouncementCreated,
  AnnouncementDeleted,
  ChangelogEntry,
  ChangelogEntryChanged,
  ChangelogEntryCreated,
  ChangelogEntryDeleted,
  ContentEvent,
  ContentItem,
  ContentKind,
  Tournament,
  TournamentChanged,
  TournamentCreated,
  TournamentDeleted,
} from './events';
export type { ChangeContent, ContentCommand, CreateContent, DeleteContent } from './decide';
export type { ContentSlice, Stored } from './state';
export { SITE_CONTENT_STREAM, siteContentDecider } from './stream';
export { CONTENT_EVENT_STEMS } from './events';
export type { SiteContentCommand, SiteContentEvent, SiteContentState } from './stream';
