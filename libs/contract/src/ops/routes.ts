import { z } from 'zod';
import { defineRoute, errors, html, json, type RouteSpec, text } from '../shared';
import { healthReply, openApiDocumentShape } from './views';

const TAG = 'ops';

/** What every service answers (health, metrics), the API's own documentation, and the site. */
export const opsRoutes: readonly RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/healthz',
    tag: TAG,
    summary: 'Health: 200 while Redis answers, 503 otherwise',
    responses: { 200: json(healthReply, 'Serving'), 503: json(healthReply, 'Redis does not answer') },
  }),
  defineRoute({
    method: 'get',
    path: '/metrics',
    tag: TAG,
    summary: 'Process metrics in the Prometheus text format',
    responses: { 200: text('Prometheus exposition format') },
  }),
  defineRoute({
    method: 'get',
    path: '/api/docs',
    tag: TAG,
    summary: 'This reference, as a page (Swagger UI)',
    responses: { 200: html('The Swagger UI page') },
  }),
  defineRoute({
    method: 'get',
    path: '/api/docs-json',
    tag: TAG,
    summary: 'This reference: the OpenAPI 3.1 document',
    responses: { 200: json(openApiDocumentShape, 'The OpenAPI document') },
  }),
  defineRoute({
    method: 'get',
    path: '/{path}',
    tag: TAG,
    summary: "Any other path: the player site's index.html (its router decides what to show)",
    description: 'Built assets are served as files. Unknown paths under `/api` answer a JSON 404.',
    params: z.object({ path: z.string().describe('Any path no other route takes, slashes included') }),
    catchAll: true,
    responses: { 200: html('The player site'), 404: errors('not_found', 'site_not_built') },
  }),
];
