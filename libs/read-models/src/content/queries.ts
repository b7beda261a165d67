import type Redis from 'ioredis';
import type { ChangelogEntryView, PublicAnnouncementView, TournamentView } from '@arena/contract';
import type { Announcement, ChangelogEntry, Tournament } from '@arena/domain';
import type { ContentKeys } from './keys';

/** Every record of a kind's hash (a few hundred at most), parsed. */
async function records<T>(redis: Redis, key: string): Promise<T[]> {
  return Object.values(await redis.hgetall(key)).map((json) => JSON.parse(json) as T);
}

/** Newest first by `field`, then by id, so the order is the same on every read. */
function newestFirst<T extends { id: string }>(rows: T[], field: (row: T) => string): T[] {
  return rows.sort((a, b) => (field(a) === field(b) ? a.id.localeCompare(b.id) : field(a) < field(b) ? 1 : -1));
}

/** A tournament in the API's shape. */
export function tournamentView(tournament: Tournament): TournamentView {
  return {
    id: tournament.id,
    name: tournament.name,
    date: tournament.date,
    signup_url: tournament.signupUrl,
    results_url: tournament.resultsUrl,
    prize_pool_usd_cents: tournament.prizePoolUsdCents,
  };
}

/** A changelog entry in the API's shape. */
export function changelogEntryView(entry: ChangelogEntry): ChangelogEntryView {
  return { id: entry.id, date: entry.date, text: { en: entry.text.en, cn: entry.text.cn } };
}

/** Whether an announcement shows at `now`: started, and not ended. */
export function isAnnouncementActive(announcement: Announcement, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(announcement.startsAt) <= at && (announcement.endsAt === null || at < Date.parse(announcement.endsAt));
}

/** `GET /api/tournaments`: every tournament, the latest date first. */
export async function readTournaments(redis: Redis, keys: Pick<ContentKeys, 'tournaments'>): Promise<TournamentView[]> {
  return newestFirst(await records<Tournament>(redis, keys.tournaments), (row) => row.date).map(tournamentView);
}

/** `GET /api/changelog`: every entry, the latest date first. */
export async function readChangelog(redis: Redis, keys: Pick<ContentKeys, 'changelog'>): Promise<ChangelogEntryView[]> {
  return newestFirst(await records<ChangelogEntry>(redis, keys.changelog), (row) => row.date).map(changelogEntryView);
}

/**
 * `GET /api/announcements`: the announcements active at `now` (see `isAnnouncementActive`), the
 * latest start first, in the live site's fields (`announcement_id`, `text`, `link`, `language`) and ours.
 */
export async function readActiveAnnouncements(
  redis: Redis,
  keys: Pick<ContentKeys, 'announcements'>,
  now: Date,
): Promise<PublicAnnouncementView[]> {
  const active = (await records<Announcement>(redis, keys.announcements)).filter((row) => isAnnouncementActive(row, now));
  return newestFirst(active, (row) => row.startsAt).map((row) => ({
    announcement_id: row.id,
    text: row.text,
    link: row.link,
    language: row.language,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
  }));
}
