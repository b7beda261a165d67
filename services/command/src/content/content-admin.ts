import { randomUUID } from 'node:crypto';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  announcementBody,
  changelogEntryBody,
  contentId,
  tournamentBody,
  type AdminAnnouncementView,
  type AnnouncementBody,
  type ChangelogEntryBody,
  type ChangelogEntryView,
  type TournamentBody,
  type TournamentView,
} from '@arena/contract';
import type {
  Announcement,
  ChangelogEntry,
  ContentItem,
  ContentKind,
  SiteContentCommand,
  SiteContentState,
  Stored,
  Tournament,
} from '@arena/domain';
import { changelogEntryView, isAnnouncementActive, tournamentView } from '@arena/read-models';
import type { SessionUser } from '../auth';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import { ApiError } from '../platform/http/api-error';
import { commandContext } from '../platform/http/command-context';
import { clientRequest } from '../platform/http/idempotency-key';
import { filterRows, simpleRestList } from '../platform/http/simple-rest';
import { parseOrThrow } from '../platform/http/validation';
import type { Clock } from '../platform/tokens';
import { ChangeContentCommand, ReadSiteContentQuery } from './content.handler';

/** How one kind of content is served to the console: its body, its record and view, its list's sort and filters. */
interface ContentKindSpec<V extends { id: string }, B extends { id?: string; reason?: string | null }> {
  kind: ContentKind;
  /** The resource's name in `Content-Range` and in the actions of `Idempotency-Key`s. */
  resource: string;
  body: z.ZodType<B>;
  item: (body: B, id: string) => ContentItem;
  view: (item: ContentItem, now: Date) => V;
  sortFields: readonly (keyof V & string)[];
  defaultSort: [keyof V & string, 'ASC' | 'DESC'];
  search: (row: V) => string[];
  filterFields: readonly (keyof V & string)[];
}

function announcementView(announcement: Announcement, now: Date): AdminAnnouncementView {
  const status = isAnnouncementActive(announcement, now)
    ? 'active'
    : Date.parse(announcement.startsAt) > now.getTime()
      ? 'upcoming'
      : 'ended';
  const { id, text, link, language, startsAt, endsAt } = announcement;
  return { id, text, link, language, starts_at: startsAt, ends_at: endsAt, status };
}

const iso = (time: string) => new Date(time).toISOString();

export const TOURNAMENTS: ContentKindSpec<TournamentView, TournamentBody> = {
  kind: 'tournament',
  resource: 'tournaments',
  body: tournamentBody,
  item: (body, id) => ({
    kind: 'tournament',
    record: {
      id,
      name: body.name,
      date: body.date,
      signupUrl: body.signup_url,
      resultsUrl: body.results_url,
      prizePoolUsdCents: body.prize_pool_usd_cents,
    },
  }),
  view: (item) => tournamentView(item.record as Tournament),
  sortFields: ['id', 'date', 'name', 'prize_pool_usd_cents'],
  defaultSort: ['date', 'DESC'],
  search: (row) => [row.name],
  filterFields: [],
};

export const CHANGELOG: ContentKindSpec<ChangelogEntryView, ChangelogEntryBody> = {
  kind: 'changelog',
  resource: 'changelog',
  body: changelogEntryBody,
  item: (body, id) => ({ kind: 'changelog', record: { id, date: body.date, text: { en: body.text.en, cn: body.text.cn } } }),
  view: (item) => changelogEntryView(item.record as ChangelogEntry),
  sortFields: ['id', 'date'],
  defaultSort: ['date', 'DESC'],
  search: (row) => [row.text.en, row.text.cn],
  filterFields: [],
};

export const ANNOUNCEMENTS: ContentKindSpec<AdminAnnouncementView, AnnouncementBody> = {
  kind: 'announcement',
  resource: 'announcements',
  body: announcementBody,
  item: (body, id) => ({
    kind: 'announcement',
    record: {
      id,
      language: body.language,
      text: body.text,
      link: body.link,
      startsAt: iso(body.starts_at),
      endsAt: body.ends_at === null ? null : iso(body.ends_at),
    },
  }),
  view: (item, now) => announcementView(item.record as Announcement, now),
  sortFields: ['id', 'starts_at', 'ends_at', 'language'],
  defaultSort: ['starts_at', 'DESC'],
  search: (row) => [row.text],
  filterFields: ['language', 'status'],
};

/** The id in a path, or 404 `content_not_found` for one no record can have. */
function idOf(text: string): string {
  if (!contentId.safeParse(text).success) throw new ApiError(404, 'content_not_found', `No record ${text}`);
  return text;
}

/**
 * The admin CRUD of one kind of content (ra-data-simple-rest), shared by the three controllers:
 * lists and records read from the `site-content` stream, changes decided on it with the acting
 * admin and the optional `reason`, once per `Idempotency-Key`.
 */
export class ContentAdmin<V extends { id: string }, B extends { id?: string; reason?: string | null }> {
  constructor(
    private readonly spec: ContentKindSpec<V, B>,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  /** Every live record, filtered, sorted and paged, with `Content-Range`. */
  async list(query: { range?: string; sort?: string; filter?: string }, reply: FastifyReply): Promise<V[]> {
    const rows = (await this.live()).map((item) => this.spec.view(item, this.clock.now()));
    const admitted = filterRows(query.filter, rows, { search: this.spec.search, fields: this.spec.filterFields });
    return simpleRestList(
      reply,
      this.spec.resource,
      admitted,
      { range: query.range, sort: query.sort },
      this.spec.sortFields,
      this.spec.defaultSort,
    );
  }

  /** One live record; 404 `content_not_found` for none or a deleted one. */
  async one(id: string): Promise<V> {
    const found = (await this.live()).find((item) => item.record.id === idOf(id));
    if (!found) throw new ApiError(404, 'content_not_found', `No record ${id}`);
    return this.spec.view(found, this.clock.now());
  }

  /** Creates a record under the body's id, or a new UUID. */
  create(body: unknown, admin: SessionUser, request: FastifyRequest): Promise<V> {
    const input = parseOrThrow(this.spec.body, body, this.spec.resource);
    const id = input.id ?? randomUUID();
    const action = `create_${this.spec.resource}${input.id ? `:${id}` : ''}`;
    return this.decide({ type: 'CreateContent', item: this.spec.item(input, id), reason: input.reason ?? null }, action, admin, request);
  }

  /** Replaces a record whole; an id in the body must be the one in the path. */
  update(id: string, body: unknown, admin: SessionUser, request: FastifyRequest): Promise<V> {
    const input = parseOrThrow(this.spec.body, body, this.spec.resource);
    if (input.id !== undefined && input.id !== id) throw new ApiError(400, 'invalid_payload', "The body's id must be the one in the path");
    const item = this.spec.item(input, idOf(id));
    return this.decide({ type: 'ChangeContent', item, reason: input.reason ?? null }, `change_${this.spec.resource}:${id}`, admin, request);
  }

  /** Deletes a record (its events stay). */
  remove(id: string, reason: string | undefined, admin: SessionUser, request: FastifyRequest): Promise<V> {
    const command = { type: 'DeleteContent' as const, kind: this.spec.kind, id: idOf(id), reason: reason ?? null };
    return this.decide(command, `delete_${this.spec.resource}:${id}`, admin, request);
  }

  private async live(): Promise<ContentItem[]> {
    const state = await this.queryBus.execute<ReadSiteContentQuery, SiteContentState>(new ReadSiteContentQuery());
    const records = [...(state[this.spec.kind] as ReadonlyMap<string, Stored<ContentItem['record']>>).values()];
    return records.filter((stored) => !stored.deleted).map((stored) => ({ kind: this.spec.kind, record: stored.record }) as ContentItem);
  }

  private async decide(command: SiteContentCommand, action: string, admin: SessionUser, request: FastifyRequest): Promise<V> {
    const { answer } = await this.commandBus.execute<ChangeContentCommand, ExecuteResult<ContentItem>>(
      new ChangeContentCommand({ ...command, request: clientRequest(request, action) }, commandContext(request, admin.steamId)),
    );
    return this.spec.view(answer, this.clock.now());
  }
}
