import {
  ACTING_ON_A_PLAYER,
  defineRoute,
  errors,
  idempotencyKeyHeaders,
  json,
  mutationResponses,
  playerPathParams,
  privateRead,
  readAfterHeaders,
  type RouteSpec,
} from '../shared';
import { battlePassClaimQuery, battlePassClaimReply, battlePassLevels, battlePassView } from './views';

const TAG = 'progression';

/** The battle pass: the public summary, the levels, and the player's claims. */
export const battlePassRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/battle_pass',
    readModels: true,
    tag: TAG,
    summary: "A player's battle pass: level, XP, whether the upgraded track is unlocked, and the next level's requirements",
    params: playerPathParams,
    headers: readAfterHeaders,
    responses: {
      200: json(battlePassView, 'The battle pass'),
      400: errors('invalid_steam_id'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
  privateRead(
    '/api/players/{steam_id}/battle_pass/levels',
    TAG,
    "Every level's free and upgraded rewards, whether claimed and claimable, then the automatic rewards past level 80, as a bare list of rows (the live site's shape; the player or an ADMIN)",
    battlePassLevels,
    'The levels',
  ),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/battle_pass/claim',
    tag: TAG,
    summary: 'Claims the rewards of one level reached (free track, and upgraded when unlocked); no body',
    description: ACTING_ON_A_PLAYER,
    params: playerPathParams,
    query: battlePassClaimQuery,
    headers: idempotencyKeyHeaders,
    responses: mutationResponses(
      battlePassClaimReply,
      'Claimed: `success`, the rewards and the battle pass after',
      ['level_not_reached', 'nothing_to_claim'],
      ['invalid_payload'],
    ),
  }),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/battle_pass/claim_all',
    tag: TAG,
    summary: 'Claims every claimable reward, including levels the claimed XP reaches; no body',
    description: ACTING_ON_A_PLAYER,
    params: playerPathParams,
    headers: idempotencyKeyHeaders,
    responses: mutationResponses(battlePassClaimReply, 'Claimed: the rewards and the battle pass after', ['nothing_to_claim']),
  }),
] as const satisfies readonly RouteSpec[];
