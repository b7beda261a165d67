import { z } from 'zod';
import { defineRoute, errors, html, json, type RouteSpec, text } from '../shared';
import { healthReply, openApiDocumentShape } from './views';

const TAG = 'ops';

/** What every service answers (health, metrics), the API's own documentation, and the site. */
export const opsRoutes = [
  defineRoute({
    method: 'get',
    path: '/healthz',
    tag: TAG,
    summary: 'Health: 200 while Redis answers (status degraded while the read models are missing or rebuilt), 503 otherwise',
    description:
      'After a Redis flush or a failover to an empty replica the projector rebuilds the read models by itself; meanwhile this answers 200 with `status: "degraded"`, since results are still recorded.',
    responses: {
      200: json(healthReply, 'Serving (status ok, or degraded while the read models are missing or rebuilt)'),
      503: json(healthReply, 'Redis does not answer'),
    },
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
    summary: "Any other path: the player site's index.html, or under `/admin` the admin console's (their routers decide what to show)",
    description:
      "Built assets are served as files (the console's under `/admin/assets/`). Unknown paths under `/api` answer a JSON 404. The console's page carries a style nonce in its Content-Security-Policy.",
    params: z.object({ path: z.string().describe('Any path no other route takes, slashes included') }),
    catchAll: true,
    responses: {
      200: html('The player site'),
      404: errors('not_found', 'site_not_built', 'console_not_built'),
      416: errors('range_not_satisfiable'),
    },
  }),
] as const satisfies readonly RouteSpec[];
