import { defineRoute, json, type RouteSpec } from '../shared';
import { announcementsReply, changelogReply, tournamentsReply } from './views';

const TAG = 'content';

/** The site's content pages: tournaments, the change log, announcements (public reads). */
export const contentRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/tournaments',
    tag: TAG,
    summary: 'The tournaments, newest date first',
    responses: { 200: json(tournamentsReply, 'The tournaments') },
  }),
  defineRoute({
    method: 'get',
    path: '/api/changelog',
    tag: TAG,
    summary: 'The change log, newest first, in English and Chinese',
    responses: { 200: json(changelogReply, 'The change log') },
  }),
  defineRoute({
    method: 'get',
    path: '/api/announcements',
    tag: TAG,
    summary: 'The announcements active now (every language)',
    responses: { 200: json(announcementsReply, 'The active announcements') },
  }),
] as const satisfies readonly RouteSpec[];
