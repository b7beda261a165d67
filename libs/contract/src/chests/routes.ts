import { z } from 'zod';
import {
  ACTING_ON_A_PLAYER,
  defineRoute,
  errors,
  idempotencyKeyHeaders,
  json,
  mutationResponses,
  playerPathParams,
  type RouteSpec,
} from '../shared';
import { chestOddsList, openChestReply } from './views';

const TAG = 'chests';

/** Path parameters of `/api/players/{steam_id}/open_chest/{cosmetic_id}`; an unknown item id is the route's own 409, not a 400. */
const playerChestPathParams = playerPathParams.extend({
  cosmetic_id: z.string().describe('Cosmetic id of the catalog, e.g. `chest_basic`'),
});

/** The chests feature's routes: the published odds (public), and opening one of the player's chests. */
export const chestsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/chests/odds',
    tag: TAG,
    summary: "Every chest's published odds: entries, extra rolls, unique tiers and the duplicate refund",
    responses: { 200: json(chestOddsList, 'The odds of each chest'), 429: errors('rate_limited') },
  }),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/open_chest/{cosmetic_id}',
    tag: TAG,
    summary: 'Opens one owned chest (no body)',
    description: `${ACTING_ON_A_PLAYER} A duplicate of a non-stacking item is refunded in gold.`,
    params: playerChestPathParams,
    headers: idempotencyKeyHeaders,
    responses: mutationResponses(openChestReply, 'Opened: the drops and the balance after', ['not_a_chest', 'no_chest']),
  }),
] as const satisfies readonly RouteSpec[];
