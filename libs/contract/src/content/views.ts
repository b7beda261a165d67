import { z } from 'zod';
import { isoTime } from '../shared';

/**
 * The site's content (docs/game-rules.md "Site content"): tournaments, changelog entries and
 * announcements, written by admins on the `site-content` stream. Public reads are bare lists;
 * the admin console's records (ra-data-simple-rest) have an `id`.
 */

/** An id chosen by the admin, or given by the server (a UUID) when a creation names none. */
export const contentId = z.string().regex(/^[a-z0-9_-]{1,64}$/, 'must be 1..64 characters of a-z, 0-9, - and _');

/** A calendar day, `YYYY-MM-DD` (a real date). */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD', abort: true })
  .refine((text) => new Date(`${text}T00:00:00.000Z`).toISOString().startsWith(text), 'must be a real date')
  .describe('A calendar day, `YYYY-MM-DD`');

/** An http(s) address, at most 500 characters. */
const webAddress = z
  .string()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) address');

/** What an admin may say about a change (kept with its event; the audit list shows it). */
const reason = z.string().trim().max(500).nullable().optional().describe('Why (optional): kept with the change, shown in the audit list');

/** `?reason=` of a DELETE (ra-data-simple-rest sends no body with a delete). */
export const contentDeleteQuery = z.object({ reason: z.string().max(500).optional() });

export const contentIdParams = z.object({ id: contentId });

// --- tournaments

/** A tournament as everyone sees it (`GET /api/tournaments`) and as the console's record. */
export const tournamentView = z
  .strictObject({
    id: contentId,
    name: z.string(),
    date: calendarDate,
    signup_url: z.string().nullable().describe('Where to sign up; null when there is none (yet)'),
    results_url: z.string().nullable().describe('Where the results are; null before they are out'),
    prize_pool_usd_cents: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe('The prize pool in US cents (100000 = 1,000 dollars); null: none said'),
  })
  .meta({ id: 'Tournament' });
export type TournamentView = z.infer<typeof tournamentView>;

/** Body of `POST /api/admin/tournaments` and `PUT /api/admin/tournaments/{id}` (other fields of a record are ignored). */
export const tournamentBody = z
  .object({
    id: contentId.optional().describe('Chosen by the admin; the server gives one when absent. On PUT, the one in the path'),
    name: z.string().trim().min(1).max(120),
    date: calendarDate,
    signup_url: webAddress.nullable().default(null),
    results_url: webAddress.nullable().default(null),
    prize_pool_usd_cents: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
    reason,
  })
  .meta({ id: 'TournamentBody' });
export type TournamentBody = z.output<typeof tournamentBody>;

// --- changelog

const changelogText = z.strictObject({ en: z.string().trim().min(1).max(4000), cn: z.string().trim().min(1).max(4000) });

/** A changelog entry (`GET /api/changelog`, and the console's record). */
export const changelogEntryView = z
  .strictObject({
    id: contentId,
    date: calendarDate,
    text: z.strictObject({ en: z.string(), cn: z.string().describe('Simplified Chinese') }),
  })
  .meta({ id: 'ChangelogEntry' });
export type ChangelogEntryView = z.infer<typeof changelogEntryView>;

/** Body of `POST /api/admin/changelog` and `PUT /api/admin/changelog/{id}`. */
export const changelogEntryBody = z
  .object({
    id: contentId.optional().describe('Chosen by the admin; the server gives one when absent. On PUT, the one in the path'),
    date: calendarDate,
    text: changelogText,
    reason,
  })
  .meta({ id: 'ChangelogEntryBody' });
export type ChangelogEntryBody = z.output<typeof changelogEntryBody>;

// --- announcements

export const announcementLanguage = z.enum(['en', 'cn']).describe('The site language it is shown in');

/**
 * An announcement active now, as `GET /api/announcements` lists it: the live site's fields
 * (`announcement_id`, `text`, `link`, `language`) and ours (`starts_at`, `ends_at`).
 */
export const publicAnnouncementView = z
  .strictObject({
    announcement_id: contentId,
    text: z.string(),
    link: z.string().nullable(),
    language: announcementLanguage,
    starts_at: isoTime,
    ends_at: isoTime.nullable().describe('null: until an admin ends it'),
  })
  .meta({ id: 'Announcement' });
export type PublicAnnouncementView = z.infer<typeof publicAnnouncementView>;

/** An announcement as the console's record (every announcement, past and future ones too). */
export const adminAnnouncementView = z
  .strictObject({
    id: contentId,
    text: z.string(),
    link: z.string().nullable(),
    language: announcementLanguage,
    starts_at: isoTime,
    ends_at: isoTime.nullable(),
    status: z.enum(['upcoming', 'active', 'ended']).describe('At the time of the request'),
  })
  .meta({ id: 'AdminAnnouncement' });
export type AdminAnnouncementView = z.infer<typeof adminAnnouncementView>;

/** Body of `POST /api/admin/announcements` and `PUT /api/admin/announcements/{id}`. */
export const announcementBody = z
  .object({
    id: contentId.optional().describe('Chosen by the admin; the server gives one when absent. On PUT, the one in the path'),
    text: z.string().trim().min(1).max(1000),
    link: webAddress.nullable().default(null),
    language: announcementLanguage,
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
    reason,
  })
  .meta({ id: 'AnnouncementBody' });
export type AnnouncementBody = z.output<typeof announcementBody>;
