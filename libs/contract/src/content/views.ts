import { z } from 'zod';
import { isoTime } from '../shared';

/** A calendar day, `YYYY-MM-DD`. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A calendar day, `YYYY-MM-DD`');

/** A tournament of the tournaments page (docs/api.md, "Content"). */
export const tournamentView = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    date: isoDate,
    signup_url: z.string().nullable().describe('Where to sign up; null when there is none (yet)'),
    results_url: z.string().nullable().describe('Where the results are; null until there are some'),
    prize_pool_usd_cents: z.number().int().nonnegative().nullable().describe('The prize pool in US cents; null when none is announced'),
  })
  .meta({ id: 'Tournament' });
export type TournamentView = z.infer<typeof tournamentView>;

/** `GET /api/tournaments`: a bare list, newest date first. */
export const tournamentsReply = z.array(tournamentView).meta({ id: 'TournamentsReply' });

/** An entry of the change log, its text in both site languages. */
export const changelogEntryView = z
  .strictObject({
    id: z.string(),
    date: isoDate,
    text: z.strictObject({ en: z.string(), cn: z.string() }),
  })
  .meta({ id: 'ChangelogEntry' });
export type ChangelogEntryView = z.infer<typeof changelogEntryView>;

/** `GET /api/changelog`: a bare list, newest first. */
export const changelogReply = z.array(changelogEntryView).meta({ id: 'ChangelogReply' });

/** An announcement active now: the live site's fields, plus its date range. */
export const announcementView = z
  .strictObject({
    announcement_id: z.string(),
    text: z.string(),
    link: z.string().nullable().describe('Where the announcement leads; null for none'),
    language: z.enum(['en', 'cn']),
    starts_at: isoTime,
    ends_at: isoTime.nullable().describe('null: until it is taken down'),
  })
  .meta({ id: 'Announcement' });
export type AnnouncementView = z.infer<typeof announcementView>;

/** `GET /api/announcements`: a bare list of the announcements active now. */
export const announcementsReply = z.array(announcementView).meta({ id: 'AnnouncementsReply' });
