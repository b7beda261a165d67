import { deciderSpecification } from '../shared/testing';
import { siteContentDecider, type Announcement, type ChangelogEntry, type Tournament } from './index';

const spec = deciderSpecification(siteContentDecider);
const monthly: Tournament = {
  id: 'monthly',
  name: 'Monthly community tournament',
  date: '2026-12-05',
  signupUrl: 'https://example.org/signup',
  resultsUrl: null,
  prizePoolUsdCents: 100_000,
};
const entry: ChangelogEntry = { id: 'patch-1', date: '2026-11-20', text: { en: 'New gods', cn: '新神' } };
const notice: Announcement = {
  id: 'welcome-en',
  language: 'en',
  text: 'Welcome',
  link: null,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
};
const created = { type: 'TournamentCreated' as const, data: { ...monthly, reason: null } };

describe('site content on the site-content stream (docs/game-rules.md "Site content")', () => {
  test('an admin creates a tournament with a reason; the same creation again decides nothing; another record under its id is refused', () => {
    spec
      .given([])
      .when({ type: 'CreateContent', item: { kind: 'tournament', record: monthly }, reason: 'monthly cup' })
      .then([{ type: 'TournamentCreated', data: { ...monthly, reason: 'monthly cup' } }], { kind: 'tournament', record: monthly });
    spec
      .given([created])
      .when({ type: 'CreateContent', item: { kind: 'tournament', record: monthly }, reason: null })
      .thenNothingHappened();
    spec
      .given([created])
      .when({ type: 'CreateContent', item: { kind: 'tournament', record: { ...monthly, name: 'Other' } }, reason: null })
      .thenThrows('content_exists');
  });

  test('a record is changed whole and deleted; deleting again decides nothing; its id is not given again', () => {
    const results = { ...monthly, resultsUrl: 'https://example.org/results' };
    spec
      .given([created])
      .when({ type: 'ChangeContent', item: { kind: 'tournament', record: results }, reason: null })
      .then([{ type: 'TournamentChanged', data: { ...results, reason: null } }]);
    const deleted = spec
      .given([created])
      .when({ type: 'DeleteContent', kind: 'tournament', id: 'monthly', reason: 'cancelled' })
      .then([{ type: 'TournamentDeleted', data: { id: 'monthly', reason: 'cancelled' } }], { kind: 'tournament', record: monthly });
    expect(deleted.state.tournament.get('monthly')?.deleted).toBe(true);
    const gone = [created, { type: 'TournamentDeleted' as const, data: { id: 'monthly', reason: null } }];
    spec.given(gone).when({ type: 'DeleteContent', kind: 'tournament', id: 'monthly', reason: null }).thenNothingHappened();
    spec
      .given(gone)
      .when({ type: 'ChangeContent', item: { kind: 'tournament', record: monthly }, reason: null })
      .thenThrows('content_not_found');
    spec
      .given(gone)
      .when({ type: 'CreateContent', item: { kind: 'tournament', record: monthly }, reason: null })
      .thenThrows('content_exists');
    spec.given([]).when({ type: 'DeleteContent', kind: 'changelog', id: 'monthly', reason: null }).thenThrows('content_not_found');
  });

  test('kinds keep their own ids: a changelog entry and an announcement beside a tournament of the same id', () => {
    const state = spec
      .given([created])
      .when({ type: 'CreateContent', item: { kind: 'changelog', record: { ...entry, id: 'monthly' } }, reason: null })
      .then([{ type: 'ChangelogEntryCreated', data: { ...entry, id: 'monthly', reason: null } }]).state;
    expect([state.tournament.size, state.changelog.size, state.announcement.size]).toEqual([1, 1, 0]);
    spec
      .given([])
      .when({ type: 'CreateContent', item: { kind: 'announcement', record: notice }, reason: null })
      .then([{ type: 'AnnouncementCreated', data: { ...notice, reason: null } }]);
  });

  test.each([
    ['a day that does not exist', { kind: 'tournament', record: { ...monthly, date: '2026-02-30' } }],
    ['an empty name', { kind: 'tournament', record: { ...monthly, name: '  ' } }],
    ['a prize pool in fractions of a cent', { kind: 'tournament', record: { ...monthly, prizePoolUsdCents: 10.5 } }],
    ['a sign-up link that is not http(s)', { kind: 'tournament', record: { ...monthly, signupUrl: 'javascript:alert(1)' } }],
    ['a changelog text missing in Chinese', { kind: 'changelog', record: { ...entry, text: { en: 'x', cn: '' } } }],
    ['an announcement ending before it starts', { kind: 'announcement', record: { ...notice, endsAt: '2026-10-01T00:00:00.000Z' } }],
    ['an announcement in another language', { kind: 'announcement', record: { ...notice, language: 'ru' } }],
  ])('%s is refused', (_, item) => {
    spec
      .given([])
      .when({ type: 'CreateContent', item: item as never, reason: null })
      .thenThrows('invalid_content');
  });

  test('a retried request answers the first answer and records nothing', () => {
    const request = { requestId: 'k1', action: 'create:tournament', receivedAt: new Date('2026-11-22T12:00:00Z') };
    const first = spec
      .given([])
      .when({ type: 'CreateContent', item: { kind: 'tournament', record: monthly }, reason: null, request })
      .outcome();
    const retry = siteContentDecider.decide(
      { type: 'CreateContent', item: { kind: 'tournament', record: monthly }, reason: null, request },
      first.state,
    );
    expect(retry).toMatchObject({ events: [], answer: { kind: 'tournament', record: monthly } });
    expect(() =>
      siteContentDecider.decide(
        { type: 'DeleteContent', kind: 'tournament', id: 'monthly', reason: null, request: { ...request, action: 'delete:tournament' } },
        first.state,
      ),
    ).toThrow(expect.objectContaining({ code: 'idempotency_key_reused' }) as Error);
  });
});
