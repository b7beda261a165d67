import { z } from 'zod';
import {
  ACTING_ON_A_PLAYER,
  defineRoute,
  errors,
  idempotencyKeyHeaders,
  json,
  mutationResponses,
  playerPathParams,
  readAfterHeaders,
  type RouteSpec,
} from '../shared';
import {
  buyItemReply,
  cosmeticsList,
  currentSaleReply,
  dailyGoldReply,
  equipQuery,
  equipReply,
  playerCosmeticsList,
  playerCosmeticsQuery,
  plusBenefitsView,
  salesList,
  useItemReply,
  walletView,
} from './views';

const TAG = 'store';

/** Path parameters of `/api/players/{steam_id}/.../{cosmetic_id}`; an unknown item id is the route's own 409, not a 400. */
const playerItemPathParams = playerPathParams.extend({
  cosmetic_id: z.string().describe('Cosmetic id of the catalog, e.g. `chest_basic`'),
});

/** The public catalog pages: what is sold and what is on sale. */
const publicRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/cosmetics',
    tag: TAG,
    summary: 'The cosmetic catalog with prices, pack contents and the sale running on each item (a bare list, as the live site)',
    responses: { 200: json(cosmeticsList, 'Every item, in catalog order'), 429: errors('rate_limited') },
  }),
  defineRoute({
    method: 'get',
    path: '/api/sales/current_sale',
    tag: TAG,
    summary: "The item on sale now in the live site's shape (`cost_coins` the sale price, `expiration` its end), or null",
    responses: { 200: json(currentSaleReply, 'The item on sale, or null when no sale runs'), 429: errors('rate_limited') },
  }),
  defineRoute({
    method: 'get',
    path: '/api/sales',
    tag: TAG,
    summary: 'Running and upcoming sales (ended ones are not listed)',
    responses: { 200: json(salesList, 'The sales, soonest start first'), 429: errors('rate_limited') },
  }),
] as const satisfies readonly RouteSpec[];

/** A player's own wallet and inventory, and what they do with them. */
const playerRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/cosmetics',
    readModels: true,
    tag: TAG,
    summary: "The items a player owns, a bare list with the live site's fields (the player or an ADMIN)",
    description:
      "`?filter=equipped` lists the equipped ones only. Private to the player, unlike the live site's (inventory is the player's business). Send `X-Read-After` with the `position` of your last action to see its result.",
    params: playerPathParams,
    query: playerCosmeticsQuery,
    headers: readAfterHeaders,
    responses: {
      200: json(playerCosmeticsList, 'The items owned'),
      400: errors('invalid_steam_id', 'invalid_payload'),
      401: errors('sign_in_required'),
      403: errors('forbidden'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/wallet',
    readModels: true,
    tag: TAG,
    summary: "A player's gold, Plus, owned and equipped items and chest history (the player or an ADMIN; ours)",
    description: 'Send `X-Read-After` with the `position` of your last action to see its result.',
    params: playerPathParams,
    headers: readAfterHeaders,
    responses: {
      200: json(walletView, 'The wallet and inventory'),
      400: errors('invalid_steam_id'),
      401: errors('sign_in_required'),
      403: errors('forbidden'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/plus_benefits',
    readModels: true,
    tag: TAG,
    summary: "What Plus offers the player now: the week's free double-down, the day's gold bonus (the player or an ADMIN)",
    description: "The live site's path and fields (`hasWeeklyDoubleDown`, `canClaimGold`), then ours. Private to the player.",
    params: playerPathParams,
    headers: readAfterHeaders,
    responses: {
      200: json(plusBenefitsView, 'The Plus benefits'),
      400: errors('invalid_steam_id'),
      401: errors('sign_in_required'),
      403: errors('forbidden'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/buy_item/{cosmetic_id}',
    tag: TAG,
    summary: 'Buys an item with gold, at its sale price when a sale runs (no body)',
    description: `${ACTING_ON_A_PLAYER} A pack (bundle, gold, XP or Plus pack) is granted as its contents. A bundle is bought once (409 \`already_owned\` the second time).`,
    params: playerItemPathParams,
    headers: idempotencyKeyHeaders,
    responses: mutationResponses(buyItemReply, 'Bought: the price paid and the balance after', [
      'not_for_sale',
      'already_owned',
      'daily_limit_reached',
      'insufficient_gold',
    ]),
  }),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/cosmetics/{cosmetic_id}/equip',
    tag: TAG,
    summary: 'Equips an owned item in its group (replacing the one there) with `?equip=true`, or unequips it with `?equip=false` (no body)',
    description: ACTING_ON_A_PLAYER,
    params: playerItemPathParams,
    query: equipQuery,
    headers: idempotencyKeyHeaders,
    responses: mutationResponses(equipReply, 'Every equipped item after the change', ['not_equippable', 'not_owned'], ['invalid_payload']),
  }),
  defineRoute({
    method: 'put',
    path: '/api/players/{steam_id}/cosmetics/{cosmetic_id}/equip',
    tag: TAG,
    summary: 'Equips an owned item in its group, replacing the one there (no body)',
    description: ACTING_ON_A_PLAYER,
    params: playerItemPathParams,
    headers: idempotencyKeyHeaders,
    responses: mutationResponses(equipReply, 'Every equipped item after the change', ['not_equippable', 'not_owned']),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/players/{steam_id}/cosmetics/{cosmetic_id}/equip',
    tag: TAG,
    summary: 'Unequips an item (no body)',
    description: ACTING_ON_A_PLAYER,
    params: playerItemPathParams,
    headers: idempotencyKeyHeaders,
    responses: mutationResponses(equipReply, 'Every equipped item after the change', ['not_equippable', 'not_owned']),
  }),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/use_item/{cosmetic_id}',
    tag: TAG,
    summary: 'Uses a consumable from the inventory; none is used this way yet (no body)',
    description: `${ACTING_ON_A_PLAYER} A chest is opened with \`open_chest\`, not used: 409 \`chest_not_usable\`.`,
    params: playerItemPathParams,
    headers: idempotencyKeyHeaders,
    responses: mutationResponses(useItemReply, 'Used: the item and the balance after', ['not_usable', 'chest_not_usable']),
  }),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/claim_daily_gold',
    tag: TAG,
    summary: "Claims Plus's free daily gold bonus (+100 gold once a UTC day); no body",
    description: ACTING_ON_A_PLAYER,
    params: playerPathParams,
    headers: idempotencyKeyHeaders,
    responses: mutationResponses(dailyGoldReply, 'Claimed: the gold and the balance after', ['plus_required', 'already_claimed_today']),
  }),
] as const satisfies readonly RouteSpec[];

/** The store feature's routes: the public catalog pages, then a player's own. */
export const storeRoutes = [...publicRoutes, ...playerRoutes] as const satisfies readonly RouteSpec[];
