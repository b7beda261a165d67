import { randomUUID } from 'node:crypto';
import { DomainError, SITE_CONTENT_STREAM, siteContentDecider, type ContentItem } from '@arena/domain';
import type { EventStore } from '@arena/eventstore';
import { EventSourcedRepository } from '../platform/event-sourced-repository';

const DAY_MS = 86_400_000;
const DEMO_ACTOR = 'system:demo';

/** The first Saturday of the month after `now`'s, `YYYY-MM-DD` (UTC). */
function firstSaturdayOfNextMonth(now: number): string {
  const today = new Date(now);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  first.setUTCDate(1 + ((6 - first.getUTCDay() + 7) % 7));
  return first.toISOString().slice(0, 10);
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The demo's site content, marked as demo: the monthly community tournament with its prize pool
 * of 1,000 dollars (100000 US cents), two changelog entries in English and Chinese, and one
 * announcement per site language from a day before loading, with no end.
 */
function demoContent(now: number): ContentItem[] {
  return [
    {
      kind: 'tournament',
      record: {
        id: 'monthly-community',
        name: 'Monthly community tournament (demo)',
        date: firstSaturdayOfNextMonth(now),
        signupUrl: null,
        resultsUrl: null,
        prizePoolUsdCents: 100_000,
      },
    },
    {
      kind: 'changelog',
      record: {
        id: 'demo-store',
        date: day(now - 7 * DAY_MS),
        text: { en: 'Demo entry: the store sells cosmetics and chests for gold.', cn: '演示条目：商店用金币出售饰品和宝箱。' },
      },
    },
    {
      kind: 'changelog',
      record: {
        id: 'demo-gods',
        date: day(now - DAY_MS),
        text: { en: 'Demo entry: the gods pages show which gods you own.', cn: '演示条目：神明页面显示你拥有哪些神明。' },
      },
    },
    {
      kind: 'announcement',
      record: {
        id: 'demo-welcome-en',
        language: 'en',
        text: 'Demo announcement: welcome to Arena.',
        link: null,
        startsAt: new Date(now - DAY_MS).toISOString(),
        endsAt: null,
      },
    },
    {
      kind: 'announcement',
      record: {
        id: 'demo-welcome-cn',
        language: 'cn',
        text: '演示公告：欢迎来到 Arena。',
        link: null,
        startsAt: new Date(now - DAY_MS).toISOString(),
        endsAt: null,
      },
    },
  ];
}

/**
 * Loads the demo's site content through the decider, as an admin would, on the `site-content`
 * stream. A record whose id is taken already (an earlier load) is left as it is.
 */
export async function loadDemoContent(store: EventStore, now = Date.now()): Promise<void> {
  const repository = new EventSourcedRepository(store, { now: () => new Date(now) });
  for (const item of demoContent(now)) {
    const context = { actor: DEMO_ACTOR, correlationId: 'demo-data', causationId: randomUUID() };
    try {
      await repository.execute(
        SITE_CONTENT_STREAM,
        siteContentDecider,
        (state) => siteContentDecider.decide({ type: 'CreateContent', item, reason: 'demo data' }, state),
        context,
      );
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'content_exists')) throw error;
    }
  }
}
