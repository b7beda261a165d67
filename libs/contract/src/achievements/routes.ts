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
import { achievementClaimQuery, achievementClaimReply, achievementsList } from './views';

const TAG = 'progression';

/** A player's achievements and their claims. */
export const achievementsRoutes = [
  privateRead(
    '/api/players/{steam_id}/achievements',
    TAG,
    "The player's achievements as a bare list (the live site's shape): each one's current tier, and every tier reached and claimed",
    achievementsList,
    'The achievements',
  ),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/achievements/claim',
    tag: TAG,
    summary: 'Claims the achievement tier `?questID=` once reached (tiers are claimed in order); no body',
    description: ACTING_ON_A_PLAYER,
    params: playerPathParams,
    query: achievementClaimQuery,
    headers: idempotencyKeyHeaders,
    responses: {
      ...mutationResponses(
        achievementClaimReply,
        'Claimed: the reward, the tier and the balance after',
        ['achievement_not_complete', 'nothing_to_claim'],
        ['invalid_payload'],
      ),
      404: errors('player_not_found', 'achievement_not_found'),
    },
  }),
] as const satisfies readonly RouteSpec[];
