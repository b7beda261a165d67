import { z } from 'zod';
import { adminReasonQuery, defineRoute, errors, idempotencyKeyHeaders, json, type RouteSpec } from '../shared';
import { adminSaleView, saleBody, saleIdParams } from './views';

const TAG = 'admin';
const ADMIN_ERRORS = { 401: errors('sign_in_required'), 403: errors('forbidden', 'csrf_rejected'), 429: errors('rate_limited') } as const;

/** The admin API of the sales on the `catalog` stream (ra-data-simple-rest conventions, ADMIN only). */
export const salesRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/sales',
    tag: TAG,
    summary: 'Every sale, ended ones too (ADMIN only)',
    description:
      'ra-data-simple-rest list: `range=[first,last]`, `sort=["field","ASC"|"DESC"]` (starts_at, ends_at, percent_off, id); the total is in `Content-Range`.',
    query: z.object({ range: z.string().optional(), sort: z.string().optional(), filter: z.string().optional() }),
    responses: { 200: json(z.array(adminSaleView), 'The page of sales'), 400: errors('invalid_payload'), ...ADMIN_ERRORS },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/sales/{id}',
    tag: TAG,
    summary: 'One sale (ADMIN only)',
    params: saleIdParams,
    responses: { 200: json(adminSaleView, 'The sale'), 404: errors('sale_not_found'), ...ADMIN_ERRORS },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/sales',
    tag: TAG,
    summary: 'Schedules a sale (ADMIN only)',
    description: 'Recorded on the `catalog` stream with the acting admin. The same body again answers the sale and records nothing.',
    headers: idempotencyKeyHeaders,
    body: { description: 'The sale', schema: saleBody },
    responses: {
      200: json(adminSaleView, 'The sale'),
      400: errors('invalid_payload', 'invalid_sale', 'bad_request'),
      409: errors('sale_exists'),
      422: errors('idempotency_key_reused'),
      503: errors('busy'),
      ...ADMIN_ERRORS,
    },
  }),
  defineRoute({
    method: 'put',
    path: '/api/admin/sales/{id}',
    tag: TAG,
    summary: "Changes a sale's terms (ADMIN only)",
    params: saleIdParams,
    headers: idempotencyKeyHeaders,
    body: { description: 'The new terms (its `id` must be the one in the path)', schema: saleBody },
    responses: {
      200: json(adminSaleView, 'The sale'),
      400: errors('invalid_payload', 'invalid_sale', 'bad_request'),
      404: errors('sale_not_found'),
      422: errors('idempotency_key_reused'),
      503: errors('busy'),
      ...ADMIN_ERRORS,
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/admin/sales/{id}',
    tag: TAG,
    summary: 'Ends a sale now (ADMIN only)',
    description:
      'Nothing is erased: the sale ends at the time of the request and stays in the list as ended. Ending an ended sale records nothing.',
    params: saleIdParams,
    query: adminReasonQuery,
    headers: idempotencyKeyHeaders,
    responses: {
      200: json(adminSaleView, 'The sale, ended'),
      400: errors('bad_request'),
      404: errors('sale_not_found'),
      503: errors('busy'),
      ...ADMIN_ERRORS,
    },
  }),
] as const satisfies readonly RouteSpec[];
