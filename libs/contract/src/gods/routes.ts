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
import { godBanQuery, godBanReply, playerGods } from './views';

/** A player's gods, and the bans of gods from their own pool. */
export const godsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/gods',
    readModels: true,
    tag: 'store',
    summary:
      "Every god as a bare list (the live site's fields): whether the player owns it (and why), has its gold card, banned it, and its progress towards the gold card",
    params: playerPathParams,
    headers: readAfterHeaders,
    responses: {
      200: json(playerGods, "The player's gods"),
      400: errors('invalid_steam_id', 'bad_request'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/players/{steam_id}/gods/{god}/ban',
    tag: 'store',
    summary: "Bans a god from the player's own pool (`?banned=true`) or lifts the ban (`?banned=false`); no body",
    description: `${ACTING_ON_A_PLAYER} Only an owned god can be banned (409 \`god_not_owned\`); a ban is lifted whether or not the god is still owned. Asking for the state that already holds changes nothing. The game server learns the bans at \`POST /api/games/start\` (\`banned_gods\`).`,
    params: playerPathParams.extend({ god: z.string().describe('God id of the catalog, e.g. `pudge`') }),
    query: godBanQuery,
    headers: idempotencyKeyHeaders,
    responses: {
      ...mutationResponses(godBanReply, 'The ban after the request', ['god_not_owned'], ['invalid_payload']),
      404: errors('player_not_found', 'god_not_found'),
    },
  }),
] as const satisfies readonly RouteSpec[];
