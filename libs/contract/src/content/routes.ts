import { z } from 'zod';
import { defineRoute, errors, idempotencyKeyHeaders, json, type RouteSpec } from '../shared';
import {
  adminAnnouncementView,
  announcementBody,
  changelogEntryBody,
  changelogEntryView,
  contentDeleteQuery,
  contentIdParams,
  publicAnnouncementView,
  tournamentBody,
  tournamentView,
} from './views';

const ADMIN_ERRORS = { 401: errors('sign_in_required'), 403: errors('forbidden', 'csrf_rejected'), 429: errors('rate_limited') } as const;
const LIST_QUERY = z.object({ range: z.string().optional(), sort: z.string().optional(), filter: z.string().optional() });
const WRITE_ERRORS = {
  400: errors('invalid_payload', 'invalid_content', 'bad_request'),
  422: errors('idempotency_key_reused'),
  503: errors('busy'),
} as const;

/**
 * The admin CRUD of one kind of content (ra-data-simple-rest: list with `range`, `sort`,
 * `filter` and `Content-Range`, one, create, update, delete), ADMIN only.
 */
function adminCrud<const P extends string, V extends z.ZodType, B extends z.ZodType>(
  path: P,
  what: string,
  view: V,
  body: B,
  sortFields: string,
  filters: string,
) {
  const one = `${path}/{id}` as const;
  const notFound = { 404: errors('content_not_found') } as const;
  return [
    defineRoute({
      method: 'get',
      path,
      tag: 'admin',
      summary: `Every ${what} (ADMIN only)`,
      description: `ra-data-simple-rest list: \`range=[first,last]\`, \`sort=["field","ASC"|"DESC"]\` (${sortFields}), \`filter={...}\` (${filters}; \`id\`: one id or a list, as \`getMany\` asks); the total is in \`Content-Range\`.`,
      query: LIST_QUERY,
      responses: { 200: json(z.array(view), `The page of ${what}`), 400: errors('invalid_payload'), ...ADMIN_ERRORS },
    }),
    defineRoute({
      method: 'get',
      path: one,
      tag: 'admin',
      summary: `One ${what} (ADMIN only)`,
      params: contentIdParams,
      responses: { 200: json(view, `The ${what}`), ...notFound, ...ADMIN_ERRORS },
    }),
    defineRoute({
      method: 'post',
      path,
      tag: 'admin',
      summary: `Creates a ${what} (ADMIN only)`,
      description:
        'Recorded on the `site-content` stream with the acting admin and the optional `reason`. Without `id` the server gives one (a UUID); the same body under the same `id` again answers the record and records nothing, another body under a taken `id` is 409 `content_exists`. With an `Idempotency-Key` a retry answers the first answer.',
      headers: idempotencyKeyHeaders,
      body: { description: `The ${what}`, schema: body },
      responses: { 200: json(view, `The ${what}`), 409: errors('content_exists'), ...WRITE_ERRORS, ...ADMIN_ERRORS },
    }),
    defineRoute({
      method: 'put',
      path: one,
      tag: 'admin',
      summary: `Changes a ${what} (ADMIN only)`,
      description:
        'The whole record is replaced by the body (an `id` in the body must be the one in the path). The same record again records nothing.',
      params: contentIdParams,
      headers: idempotencyKeyHeaders,
      body: { description: `The ${what}`, schema: body },
      responses: { 200: json(view, `The ${what}`), ...notFound, ...WRITE_ERRORS, ...ADMIN_ERRORS },
    }),
    defineRoute({
      method: 'delete',
      path: one,
      tag: 'admin',
      summary: `Deletes a ${what} (ADMIN only)`,
      description:
        'The record leaves every list; its events stay (the audit list shows them). Deleting it again answers the same and records nothing; its id is not given again.',
      params: contentIdParams,
      query: contentDeleteQuery,
      headers: idempotencyKeyHeaders,
      responses: { 200: json(view, `The ${what} deleted`), ...notFound, ...WRITE_ERRORS, ...ADMIN_ERRORS },
    }),
  ] as const;
}

/** The site's content: public reads (the live site's `/api/announcements`) and the admin console's CRUD. */
export const contentRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/tournaments',
    readModels: true,
    tag: 'content',
    summary: 'The tournaments, newest date first (a bare list)',
    responses: { 200: json(z.array(tournamentView), 'The tournaments'), 429: errors('rate_limited') },
  }),
  defineRoute({
    method: 'get',
    path: '/api/changelog',
    readModels: true,
    tag: 'content',
    summary: 'The changelog, newest date first (a bare list; text in English and Chinese)',
    responses: { 200: json(z.array(changelogEntryView), 'The changelog entries'), 429: errors('rate_limited') },
  }),
  defineRoute({
    method: 'get',
    path: '/api/announcements',
    readModels: true,
    tag: 'content',
    summary: "The announcements active now (the live site's path and fields, a bare list), the latest start first",
    description:
      'Active: started (`starts_at` ≤ now) and not ended (`ends_at` null or later than now). `language` is `en` or `cn` (the live site says `english`, `schinese`); the site shows the first of its language.',
    responses: { 200: json(z.array(publicAnnouncementView), 'The active announcements'), 429: errors('rate_limited') },
  }),
  ...adminCrud(
    '/api/admin/tournaments',
    'tournament',
    tournamentView,
    tournamentBody,
    'id, date, name, prize_pool_usd_cents',
    '`q`: in the name',
  ),
  ...adminCrud('/api/admin/changelog', 'changelog entry', changelogEntryView, changelogEntryBody, 'id, date', '`q`: in either text'),
  ...adminCrud(
    '/api/admin/announcements',
    'announcement',
    adminAnnouncementView,
    announcementBody,
    'id, starts_at, ends_at, language',
    '`q`: in the text; `language`: `en` or `cn`; `status`: `upcoming`, `active` or `ended`',
  ),
] as const satisfies readonly RouteSpec[];
