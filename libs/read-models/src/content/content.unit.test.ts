import { projectionTest, type GivenEvent } from '../core/testing';
import { contentKeys, contentProjection, readActiveAnnouncements, readChangelog, readTournaments } from './index';

const AT = '2026-11-22T12:00:00.000Z';
const on = (type: string, data: object): GivenEvent => ({ type, data, decidedAt: AT, stream: 'site-content' });
const tournament = (id: string, date: string) => ({
  id,
  name: `Cup ${id}`,
  date,
  signupUrl: null,
  resultsUrl: null,
  prizePoolUsdCents: 100_000,
  reason: null,
});
const announcement = (id: string, startsAt: string, endsAt: string | null) => ({
  id,
  language: 'en',
  text: `Notice ${id}`,
  link: null,
  startsAt,
  endsAt,
  reason: 'demo',
});

describe('site content read model', () => {
  const keys = contentKeys('test:v1:');

  test('tournaments newest date first, as last changed, without the deleted ones', async () => {
    const redis = projectionTest(contentProjection, keys)
      .givenEvents([
        on('TournamentCreated', tournament('a', '2026-10-01')),
        on('TournamentCreated', tournament('b', '2026-12-01')),
        on('TournamentCreated', tournament('c', '2026-11-01')),
        on('TournamentChanged', { ...tournament('a', '2026-10-01'), resultsUrl: 'https://example.org/r' }),
        on('TournamentDeleted', { id: 'c', reason: 'cancelled' }),
      ])
      .reader();
    expect(await readTournaments(redis, keys)).toEqual([
      { id: 'b', name: 'Cup b', date: '2026-12-01', signup_url: null, results_url: null, prize_pool_usd_cents: 100_000 },
      { id: 'a', name: 'Cup a', date: '2026-10-01', signup_url: null, results_url: 'https://example.org/r', prize_pool_usd_cents: 100_000 },
    ]);
  });

  test('the changelog newest first, in both languages', async () => {
    const redis = projectionTest(contentProjection, keys)
      .givenEvents([
        on('ChangelogEntryCreated', { id: 'one', date: '2026-11-01', text: { en: 'One', cn: '一' }, reason: null }),
        on('ChangelogEntryCreated', { id: 'two', date: '2026-11-15', text: { en: 'Two', cn: '二' }, reason: null }),
      ])
      .reader();
    expect((await readChangelog(redis, keys)).map((entry) => [entry.id, entry.text.cn])).toEqual([
      ['two', '二'],
      ['one', '一'],
    ]);
  });

  test('only the announcements active now, the latest start first, in the live fields', async () => {
    const redis = projectionTest(contentProjection, keys)
      .givenEvents([
        on('AnnouncementCreated', announcement('past', '2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')),
        on('AnnouncementCreated', announcement('open', '2026-11-01T00:00:00.000Z', null)),
        on('AnnouncementCreated', announcement('now', '2026-11-20T00:00:00.000Z', '2026-11-22T12:00:00.001Z')),
        on('AnnouncementCreated', announcement('future', '2026-11-23T00:00:00.000Z', null)),
        on('AnnouncementCreated', announcement('gone', '2026-11-01T00:00:00.000Z', null)),
        on('AnnouncementDeleted', { id: 'gone', reason: null }),
      ])
      .reader();
    const active = await readActiveAnnouncements(redis, keys, new Date(AT));
    expect(active.map((row) => row.announcement_id)).toEqual(['now', 'open']);
    expect(active[1]).toEqual({
      announcement_id: 'open',
      text: 'Notice open',
      link: null,
      language: 'en',
      starts_at: '2026-11-01T00:00:00.000Z',
      ends_at: null,
    });
    expect(await readActiveAnnouncements(redis, keys, new Date('2026-11-22T12:00:00.001Z'))).toHaveLength(1);
  });
});
