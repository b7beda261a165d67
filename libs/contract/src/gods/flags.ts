import { z } from 'zod';
import { godView, localizedText } from '../catalog';
import { defineRoute, errors, idempotencyKeyHeaders, json, type RouteSpec } from '../shared';

/**
 * The global god flags (docs/game-rules.md "Global god flags"): whether a god is offered in
 * games at all, free for everyone, or Plus-exclusive; admins' decisions on the `catalog` stream.
 */

/** A god as the admin console's record (`id`: the god id). */
export const adminGodView = z
  .strictObject({
    id: z.string().describe('The god id'),
    name: localizedText,
    enabled: z.boolean().describe('Offered in games; a disabled god is banned for everyone'),
    free: z.boolean().describe('Every player owns it'),
    plus_exclusive: z.boolean().describe('Owned while the player has Plus'),
  })
  .meta({ id: 'AdminGod' });
export type AdminGodView = z.infer<typeof adminGodView>;

/** Body of `PUT /api/admin/gods/{id}`: the flags to set (others stay); other fields of a record are ignored. */
export const godFlagsBody = z
  .object({
    enabled: z.boolean().optional(),
    free: z.boolean().optional(),
    plus_exclusive: z.boolean().optional(),
    reason: z.string().trim().max(500).nullable().optional().describe('Why (optional): kept with the change, shown in the audit list'),
  })
  .meta({ id: 'GodFlagsBody' });
export type GodFlagsBody = z.output<typeof godFlagsBody>;

const trueOrFalse = z.enum(['true', 'false']);
export const godEnabledQuery = z.object({ enabled: trueOrFalse });
export const godFreeQuery = z.object({ isFree: trueOrFalse });
export const godPlusExclusiveQuery = z.object({ plusExclusive: trueOrFalse });
const godIdParams = z.object({ id: z.string().max(64) });
const godNameParams = z.object({ name: z.string().max(64) });

const ADMIN_ERRORS = { 401: errors('sign_in_required'), 403: errors('forbidden', 'csrf_rejected'), 429: errors('rate_limited') } as const;
const WRITE_ERRORS = {
  400: errors('invalid_payload', 'invalid_god_flags', 'bad_request'),
  404: errors('god_not_found'),
  422: errors('idempotency_key_reused'),
  503: errors('busy'),
} as const;
const SAME_AGAIN = 'Recorded on the `catalog` stream with the acting admin (and `reason`); asking for what already holds records nothing.';

/** A live-site admin path that sets one flag (`?{query}=true|false`) and answers the god as `GET /api/gods` lists it. */
function liveFlagRoute<const P extends string>(path: P, summary: string, query: z.ZodObject) {
  return defineRoute({
    method: 'post',
    path,
    tag: 'admin',
    summary: `${summary} (ADMIN only; the live site's path)`,
    description: `${SAME_AGAIN} The same as \`PUT /api/admin/gods/{id}\` with one flag.`,
    params: godNameParams,
    query,
    headers: idempotencyKeyHeaders,
    responses: { 200: json(godView, 'The god, as `GET /api/gods` lists it'), ...WRITE_ERRORS, ...ADMIN_ERRORS },
  });
}

/** The admin routes of the global god flags (ra-data-simple-rest, and the live site's paths). */
export const godFlagsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/gods',
    tag: 'admin',
    summary: 'Every god with its global flags (ADMIN and STATS_GUY)',
    description:
      'ra-data-simple-rest list: `range`, `sort` (id, enabled, free, plus_exclusive), `filter` (`q`: in the id or name; `enabled`, `free`, `plus_exclusive`: true or false; `id`: one id or a list); the total is in `Content-Range`.',
    query: z.object({ range: z.string().optional(), sort: z.string().optional(), filter: z.string().optional() }),
    responses: { 200: json(z.array(adminGodView), 'The page of gods'), 400: errors('invalid_payload'), ...ADMIN_ERRORS },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/gods/{id}',
    tag: 'admin',
    summary: 'One god with its global flags (ADMIN and STATS_GUY)',
    params: godIdParams,
    responses: { 200: json(adminGodView, 'The god'), 404: errors('god_not_found'), ...ADMIN_ERRORS },
  }),
  defineRoute({
    method: 'put',
    path: '/api/admin/gods/{id}',
    tag: 'admin',
    summary: "Sets a god's global flags: enabled, free, Plus-exclusive (ADMIN only)",
    description: `${SAME_AGAIN} A god cannot be both free and Plus-exclusive (400 \`invalid_god_flags\`).`,
    params: godIdParams,
    headers: idempotencyKeyHeaders,
    body: { description: 'The flags to set', schema: godFlagsBody },
    responses: { 200: json(adminGodView, 'The god'), ...WRITE_ERRORS, ...ADMIN_ERRORS },
  }),
  liveFlagRoute('/api/gods/{name}/set_enabled', 'Enables or disables a god for everyone', godEnabledQuery),
  liveFlagRoute('/api/gods/{name}/set_is_free', 'Makes a god free for everyone, or not', godFreeQuery),
  liveFlagRoute('/api/gods/{name}/set_plus_exclusive', 'Makes a god Plus-exclusive, or not', godPlusExclusiveQuery),
] as const satisfies readonly RouteSpec[];
