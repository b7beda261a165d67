import { DomainError, type Decision } from '../shared/decision';
import { CONTENT_EVENT_STEMS, type ContentEvent, type ContentItem, type ContentKind } from './events';
import type { ContentSlice, Stored } from './state';

/** An admin creates a record (its id chosen by the admin or given by the service). */
export interface CreateContent {
  type: 'CreateContent';
  item: ContentItem;
  reason: string | null;
}

/** An admin replaces a record's content whole. */
export interface ChangeContent {
  type: 'ChangeContent';
  item: ContentItem;
  reason: string | null;
}

/** An admin deletes a record. */
export interface DeleteContent {
  type: 'DeleteContent';
  kind: ContentKind;
  id: string;
  reason: string | null;
}

export type ContentCommand = CreateContent | ChangeContent | DeleteContent;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WEB_ADDRESS = /^https?:\/\/\S+$/;

function invalid(message: string): DomainError {
  return new DomainError('invalid_content', message);
}

function checkDay(date: string): void {
  if (!DAY.test(date) || !new Date(`${date}T00:00:00.000Z`).toISOString().startsWith(date)) throw invalid('date must be a day, YYYY-MM-DD');
}

function checkAddress(address: string | null, name: string): void {
  if (address !== null && !WEB_ADDRESS.test(address)) throw invalid(`${name} must be an http(s) address`);
}

function checkText(text: string, name: string): void {
  if (text.trim() === '') throw invalid(`${name} must not be empty`);
}

/**
 * Checks a record (docs/game-rules.md "Site content"): a real day, http(s) addresses, a prize
 * pool of whole cents, texts that say something, an announcement that ends after it starts.
 * @throws DomainError `invalid_content` naming what is wrong.
 */
function checkItem(item: ContentItem): void {
  switch (item.kind) {
    case 'tournament': {
      const { name, date, signupUrl, resultsUrl, prizePoolUsdCents } = item.record;
      checkText(name, 'name');
      checkDay(date);
      checkAddress(signupUrl, 'signup_url');
      checkAddress(resultsUrl, 'results_url');
      if (prizePoolUsdCents !== null && (!Number.isSafeInteger(prizePoolUsdCents) || prizePoolUsdCents < 0)) {
        throw invalid('prize_pool_usd_cents must be a whole number of cents, at least 0');
      }
      return;
    }
    case 'changelog':
      checkDay(item.record.date);
      checkText(item.record.text.en, 'text.en');
      checkText(item.record.text.cn, 'text.cn');
      return;
    case 'announcement': {
      const { text, link, startsAt, endsAt, language } = item.record;
      checkText(text, 'text');
      checkAddress(link, 'link');
      if (language !== 'en' && language !== 'cn') throw invalid('language must be en or cn');
      const start = Date.parse(startsAt);
      if (!Number.isFinite(start)) throw invalid('starts_at must be a time');
      if (endsAt !== null && !(Date.parse(endsAt) > start)) throw invalid('ends_at must be a time after starts_at');
      return;
    }
  }
}

function storedOf(state: ContentSlice, kind: ContentKind, id: string): Stored<ContentItem['record']> | undefined {
  return (state[kind] as ReadonlyMap<string, Stored<ContentItem['record']>>).get(id);
}

const sameRecord = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function event(kind: ContentKind, action: 'Created' | 'Changed' | 'Deleted', data: object): ContentEvent {
  return { type: `${CONTENT_EVENT_STEMS[kind]}${action}`, data } as ContentEvent;
}

/**
 * Decides an admin's change to the site's content on the `site-content` stream
 * (docs/game-rules.md "Site content"). Creating a record under an id that holds the same
 * record, changing a record to what it is, or deleting a deleted record decides nothing and
 * answers the record (a retry changes nothing).
 * @throws DomainError `invalid_content` (see `checkItem`), `content_exists` (the id holds
 *         another record, or held a deleted one), `content_not_found` (no record, or a deleted one, to change).
 */
export function decideContent(command: ContentCommand, state: ContentSlice): Decision<ContentEvent, ContentItem> {
  switch (command.type) {
    case 'CreateContent': {
      const { kind, record } = command.item;
      checkItem(command.item);
      const stored = storedOf(state, kind, record.id);
      if (stored) {
        if (!stored.deleted && sameRecord(stored.record, record)) return { events: [], answer: command.item };
        throw new DomainError('content_exists', `A ${kind} ${record.id} exists already`);
      }
      return { events: [event(kind, 'Created', { ...record, reason: command.reason })], answer: command.item };
    }
    case 'ChangeContent': {
      const { kind, record } = command.item;
      const stored = storedOf(state, kind, record.id);
      if (!stored || stored.deleted) throw new DomainError('content_not_found', `No ${kind} ${record.id}`);
      checkItem(command.item);
      if (sameRecord(stored.record, record)) return { events: [], answer: command.item };
      return { events: [event(kind, 'Changed', { ...record, reason: command.reason })], answer: command.item };
    }
    case 'DeleteContent': {
      const stored = storedOf(state, command.kind, command.id);
      if (!stored) throw new DomainError('content_not_found', `No ${command.kind} ${command.id}`);
      const answer = { kind: command.kind, record: stored.record } as ContentItem;
      if (stored.deleted) return { events: [], answer };
      return { events: [event(command.kind, 'Deleted', { id: command.id, reason: command.reason })], answer };
    }
  }
}
