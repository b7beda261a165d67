import type { AdminAnnouncementView, ChangelogEntryView, PublicAnnouncementView, TournamentView } from '@arena/contract';
import { errorOf, visit } from '../support/command-service';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * The site's content (docs/api.md "Site content"): the console's CRUD as ra-data-simple-rest asks
 * it (`range`, `sort`, `filter`, `Content-Range`, `getMany`'s `filter={"id":[...]}`), on the
 * `site-content` stream with the acting admin and the reason, and the public bare lists.
 */

const ADMIN = '76561198000000951';
const PLAYER = '76561198000000952';
const NOW = new Date('2026-11-22T12:00:00.000Z');

describe('site content: the admin CRUD and the public lists', () => {
  let stack: TestStack;
  let admin: string;

  const signIn = async (steamId: string) => {
    const answer = await visit(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: steamId, display_name: `Content ${steamId.slice(-3)}` },
      headers: { origin: stack.baseUrl },
    });
    expect(answer.status).toBe(200);
    return answer.setCookie!;
  };
  const write = <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, cookie = admin) =>
    visit<T>(`${stack.baseUrl}${path}`, { method, body, cookie, headers: { origin: stack.baseUrl, ...headers } });
  const read = <T>(path: string, cookie: string | undefined = admin) => visit<T>(`${stack.baseUrl}${path}`, { cookie });
  const events = async () => stack.projectorStore.readStream('site-content');
  const list = (resource: string, query: Record<string, unknown>) =>
    read<{ id: string }[]>(
      `/api/admin/${resource}?${Object.entries(query)
        .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
        .join('&')}`,
    );

  beforeAll(async () => {
    stack = await startTestStack({ ADMIN_STEAM_IDS: ADMIN, RATE_LIMIT_PER_MINUTE: '1000000' }, { clock: { now: () => NOW } });
    admin = await signIn(ADMIN);
  });
  afterAll(async () => stack?.stop());

  test('tournaments: created with and without an id, listed by page and sort with Content-Range, changed, deleted; the public list follows', async () => {
    const monthly = {
      id: 'monthly',
      name: 'Monthly community tournament',
      date: '2026-12-05',
      prize_pool_usd_cents: 100_000,
      reason: 'monthly',
    };
    const created = await write<TournamentView>('POST', '/api/admin/tournaments', monthly);
    expect([created.status, created.body]).toEqual([
      200,
      { id: 'monthly', name: monthly.name, date: '2026-12-05', signup_url: null, results_url: null, prize_pool_usd_cents: 100_000 },
    ]);
    const unnamed = await write<TournamentView>('POST', '/api/admin/tournaments', { name: 'Autumn cup', date: '2026-10-01' });
    expect(unnamed.body.id).toMatch(/^[0-9a-f-]{36}$/);
    await write('POST', '/api/admin/tournaments', { id: 'spring', name: 'Spring cup', date: '2027-03-01' });

    const page = await list('tournaments', { range: [0, 1], sort: ['date', 'DESC'] });
    expect(page.headers.get('content-range')).toBe('tournaments 0-1/3');
    expect(page.body.map((row) => row.id)).toEqual(['spring', 'monthly']);
    const many = await list('tournaments', { filter: { id: ['monthly', unnamed.body.id] }, sort: ['name', 'ASC'] });
    expect(many.body.map((row) => row.id)).toEqual([unnamed.body.id, 'monthly']);
    expect((await list('tournaments', { filter: { q: 'SPRING' } })).body.map((row) => row.id)).toEqual(['spring']);

    const results = { ...monthly, results_url: 'https://example.org/results' };
    const changed = await write<TournamentView>('PUT', '/api/admin/tournaments/monthly', { ...results, id: 'monthly' });
    expect(changed.body.results_url).toBe('https://example.org/results');
    const deleted = await write<TournamentView>('DELETE', '/api/admin/tournaments/spring?reason=cancelled');
    expect([deleted.status, deleted.body.id]).toEqual([200, 'spring']);
    expect((await write('DELETE', '/api/admin/tournaments/spring')).status).toBe(200);
    expect((await read('/api/admin/tournaments/spring')).status).toBe(404);

    await stack.settle();
    const publicList = await read<TournamentView[]>('/api/tournaments', undefined);
    expect(publicList.body.map((row) => [row.id, row.date])).toEqual([
      ['monthly', '2026-12-05'],
      [unnamed.body.id, '2026-10-01'],
    ]);
    expect(publicList.body[0]).toMatchObject({ prize_pool_usd_cents: 100_000, results_url: 'https://example.org/results' });

    const recorded = (await events()).filter((event) => event.type.startsWith('Tournament'));
    expect(recorded.map((event) => event.type)).toEqual([
      'TournamentCreated',
      'TournamentCreated',
      'TournamentCreated',
      'TournamentChanged',
      'TournamentDeleted',
    ]);
    expect(recorded.every((event) => event.metadata.actor === ADMIN)).toBe(true);
    expect(recorded.map((event) => (event.data as { reason: string | null }).reason)).toEqual([
      'monthly',
      null,
      null,
      'monthly',
      'cancelled',
    ]);
  });

  test('the changelog newest first in both languages; a retry with the same Idempotency-Key records once', async () => {
    const key = { 'idempotency-key': 'changelog-create-1' };
    const entry = { date: '2026-11-20', text: { en: 'New gods', cn: '新神' } };
    const first = await write<ChangelogEntryView>('POST', '/api/admin/changelog', entry, key);
    const retry = await write<ChangelogEntryView>('POST', '/api/admin/changelog', entry, key);
    expect(retry.body).toEqual(first.body);
    await write('POST', '/api/admin/changelog', { id: 'older', date: '2026-11-01', text: { en: 'Older', cn: '较早' } });
    expect((await events()).filter((event) => event.type === 'ChangelogEntryCreated')).toHaveLength(2);
    await stack.settle();
    const publicList = await read<ChangelogEntryView[]>('/api/changelog', undefined);
    expect(publicList.body).toEqual([
      { id: first.body.id, date: '2026-11-20', text: { en: 'New gods', cn: '新神' } },
      { id: 'older', date: '2026-11-01', text: { en: 'Older', cn: '较早' } },
    ]);
  });

  test('announcements: only the active ones are public, in the live fields; the console filters by language and status', async () => {
    const at = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();
    await write('POST', '/api/admin/announcements', {
      id: 'now-en',
      text: 'Hello',
      language: 'en',
      starts_at: at(-1),
      link: 'https://example.org',
    });
    await write('POST', '/api/admin/announcements', { id: 'now-cn', text: '你好', language: 'cn', starts_at: at(-2), ends_at: at(1) });
    await write('POST', '/api/admin/announcements', { id: 'later', text: 'Soon', language: 'en', starts_at: at(1) });
    await write('POST', '/api/admin/announcements', { id: 'over', text: 'Gone', language: 'en', starts_at: at(-3), ends_at: at(-1) });
    const active = await list('announcements', { filter: { status: 'active' }, sort: ['id', 'ASC'] });
    expect(active.body.map((row) => row.id)).toEqual(['now-cn', 'now-en']);
    expect((await list('announcements', { filter: { language: 'en' } })).headers.get('content-range')).toBe('announcements 0-2/3');
    expect((await read<AdminAnnouncementView>('/api/admin/announcements/later')).body.status).toBe('upcoming');
    await stack.settle();
    const publicList = await read<PublicAnnouncementView[]>('/api/announcements', undefined);
    expect(publicList.body).toEqual([
      { announcement_id: 'now-en', text: 'Hello', link: 'https://example.org', language: 'en', starts_at: at(-1), ends_at: null },
      { announcement_id: 'now-cn', text: '你好', link: null, language: 'cn', starts_at: at(-2), ends_at: at(1) },
    ]);
  });

  test('bad input is a 4xx and records nothing; a player may not write', async () => {
    const before = (await events()).length;
    const refusals = [
      await write('POST', '/api/admin/tournaments', { name: 'Cup', date: '2026-02-30' }),
      await write('POST', '/api/admin/tournaments', { name: 'Cup', date: '2026-12-01', signup_url: 'javascript:alert(1)' }),
      await write('POST', '/api/admin/tournaments', { id: 'Bad Id', name: 'Cup', date: '2026-12-01' }),
      await write('POST', '/api/admin/announcements', { text: 'x', language: 'ru', starts_at: NOW.toISOString() }),
      await write('POST', '/api/admin/announcements', {
        text: 'x',
        language: 'en',
        starts_at: NOW.toISOString(),
        ends_at: '2026-01-01T00:00:00Z',
      }),
      await write('PUT', '/api/admin/tournaments/monthly', { id: 'other', name: 'Cup', date: '2026-12-01' }),
      await write('POST', '/api/admin/tournaments', { id: 'monthly', name: 'Another cup', date: '2026-12-01' }),
      await write('PUT', '/api/admin/changelog/missing', { date: '2026-12-01', text: { en: 'a', cn: 'b' } }),
      await read('/api/admin/tournaments?range=[5,1]'),
      await read('/api/admin/tournaments?filter={"color":"red"}'),
      await write('POST', '/api/admin/tournaments', { name: 'Cup', date: '2026-12-01' }, {}, await signIn(PLAYER)),
    ];
    expect(refusals.map((answer) => [answer.status, errorOf(answer)?.code])).toEqual([
      [400, 'invalid_payload'],
      [400, 'invalid_payload'],
      [400, 'invalid_payload'],
      [400, 'invalid_payload'],
      [400, 'invalid_content'],
      [400, 'invalid_payload'],
      [409, 'content_exists'],
      [404, 'content_not_found'],
      [400, 'invalid_payload'],
      [400, 'invalid_payload'],
      [403, 'forbidden'],
    ]);
    expect((await events()).length).toBe(before);
  });
});
