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
import { dailyQuests, doubledownReply, loginQuests, questClaimReply, questRerollReply, welcomeQuests } from './views';

const TAG = 'progression';

const questPathParams = playerPathParams.extend({ quest_id: z.string().describe('An active daily quest, e.g. `first_place_1`') });

/** Daily quests, login and welcome rewards, and the double-down. */
export const questsRoutes = [
  privateRead(
    '/api/players/{steam_id}/daily_quests',
    TAG,
    "The player's daily quests with progress, today's earnings against the daily caps, the daily gold bonus and the double-down",
    dailyQuests,
    'The daily quests',
  ),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/daily_quests/{quest_id}/claim',
    tag: TAG,
    summary: 'Claims a completed daily quest; a new quest takes its place; no body',
    description: ACTING_ON_A_PLAYER,
    params: questPathParams,
    headers: idempotencyKeyHeaders,
    responses: {
      ...mutationResponses(questClaimReply, 'Claimed: the quest and the balance after', ['quest_not_complete']),
      404: errors('player_not_found', 'quest_not_found'),
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/daily_quests/{quest_id}/reroll',
    tag: TAG,
    summary: 'Swaps a daily quest active for 23 hours or more for another; no body',
    description: ACTING_ON_A_PLAYER,
    params: questPathParams,
    headers: idempotencyKeyHeaders,
    responses: {
      ...mutationResponses(questRerollReply, 'Rerolled: the quest dropped and the new one', ['reroll_not_ready']),
      404: errors('player_not_found', 'quest_not_found'),
    },
  }),
  privateRead(
    '/api/players/{steam_id}/login_quests',
    TAG,
    "This week's login rewards: completed, claimed, and when the week resets",
    loginQuests,
    'The login rewards',
  ),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/login_quests/claim',
    tag: TAG,
    summary: 'Claims the next completed login reward of this week (the claim completes today first); no body',
    description: ACTING_ON_A_PLAYER,
    params: playerPathParams,
    headers: idempotencyKeyHeaders,
    responses: mutationResponses(questClaimReply, 'Claimed: `login:{index}` and the balance after', ['nothing_to_claim']),
  }),
  privateRead(
    '/api/players/{steam_id}/welcome_quests',
    TAG,
    'The welcome rewards: claimed, and when the next can be',
    welcomeQuests,
    'The welcome rewards',
  ),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/welcome_quests/claim',
    tag: TAG,
    summary: 'Claims the next welcome reward (24 hours after the previous one); no body',
    description: ACTING_ON_A_PLAYER,
    params: playerPathParams,
    headers: idempotencyKeyHeaders,
    responses: mutationResponses(questClaimReply, 'Claimed: `welcome:{index}` and the balance after', [
      'nothing_to_claim',
      'welcome_reward_not_ready',
    ]),
  }),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/use_doubledown',
    tag: TAG,
    summary: "Arms a double-down for the player's next ranked game: Plus's free one of the week first, else a `doubledown` item; no body",
    description: ACTING_ON_A_PLAYER,
    params: playerPathParams,
    headers: idempotencyKeyHeaders,
    responses: mutationResponses(doubledownReply, 'Armed', ['no_doubledown', 'doubledown_already_active']),
  }),
] as const satisfies readonly RouteSpec[];
