import { z } from 'zod';
import {
  ACTING_ON_A_PLAYER,
  defineRoute,
  errors,
  idempotencyKeyHeaders,
  mutationResponses,
  playerPathParams,
  privateRead,
  type RouteSpec,
} from '../shared';
import { achievementClaimReply, achievementsList } from './views';

const TAG = 'progression';

/** A player's achievements and their claims. */
export const achievementsRoutes = [
  privateRead(
    '/api/players/{steam_id}/achievements',
    TAG,
    "The player's achievements: each stat's value and tiers, reached and claimed",
    achievementsList,
    'The achievements',
  ),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/achievements/{achievement_id}/claim',
    tag: TAG,
    summary: 'Claims the next tier of an achievement once reached; no body',
    description: ACTING_ON_A_PLAYER,
    params: playerPathParams.extend({ achievement_id: z.string().describe('An achievement id, e.g. `first_place`') }),
    headers: idempotencyKeyHeaders,
    responses: {
      ...mutationResponses(achievementClaimReply, 'Claimed: the tier and the balance after', [
        'achievement_not_complete',
        'nothing_to_claim',
      ]),
      404: errors('player_not_found', 'achievement_not_found'),
    },
  }),
] as const satisfies readonly RouteSpec[];
