import { z } from 'zod';
import { setUserTypeBody } from '../players';
import { defineRoute, errors, json, playerPathParams, type RouteSpec } from '../shared';
import {
  adminGame,
  adminGameDetail,
  adminPlayer,
  adminPlayerDetail,
  auditEntry,
  ratingCheckBody,
  ratingCheckRow,
  simpleRestQuery,
} from './views';

const TAG = 'admin';
const GUARDS = { 401: errors('sign_in_required'), 403: errors('forbidden'), 429: errors('rate_limited') } as const;
const LIST = (what: string, fields: string, filters: string) =>
  `ra-data-simple-rest list: \`range=[first,last]\`, \`sort=["field","ASC"|"DESC"]\` (${fields}), \`filter\` (${filters}; \`{"id": [...]}\` for getMany); the total is in \`Content-Range: ${what} first-last/total\`.`;

/** The console's reads of players and games, its audit list and its rating check (docs/api.md, "Administration"). */
export const adminRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/players',
    tag: TAG,
    summary: 'Players, searched and filtered (ADMIN, SUPPORT)',
    description: `${LIST('players', 'username, ladder_mmr, games, coins, created_at, last_game_at, id', '`q` a Steam id or a part of the name, case-insensitive; `user_type`; `has_plus`; `rank` a rank name')} The hidden \`mmr\` is answered to ADMIN callers only.`,
    query: simpleRestQuery,
    responses: { 200: json(z.array(adminPlayer), 'The page of players'), 400: errors('invalid_payload'), ...GUARDS },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/players/{steam_id}',
    tag: TAG,
    summary: "A player's page: profile, wallet and gold ledger, inventory, games, rating history, god bans, audit (ADMIN, SUPPORT)",
    params: playerPathParams,
    responses: {
      200: json(adminPlayerDetail, 'The player'),
      400: errors('invalid_steam_id'),
      404: errors('player_not_found'),
      ...GUARDS,
    },
  }),
  defineRoute({
    method: 'put',
    path: '/api/admin/players/{steam_id}',
    tag: TAG,
    summary: "Sets a player's user type from the console's edit form (ADMIN only)",
    description:
      'ra-data-simple-rest `update`: the body is the edited record; only `user_type` and `reason` are read (other fields are ignored), and the change is decided as `POST /api/admin/players/{steam_id}/user_type` decides it. Answers the record with the type after the request.',
    params: playerPathParams,
    body: { description: 'The record with the new `user_type` and a `reason`', schema: setUserTypeBody },
    responses: {
      200: json(adminPlayer, 'The player'),
      400: errors('invalid_payload', 'invalid_steam_id', 'bad_request'),
      401: errors('sign_in_required'),
      403: errors('forbidden', 'csrf_rejected'),
      404: errors('player_not_found'),
      409: errors('own_user_type', 'last_admin'),
      429: errors('rate_limited'),
      503: errors('busy'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/games',
    tag: TAG,
    summary: 'Games, filtered (ADMIN, STATS_GUY, SUPPORT)',
    description: LIST(
      'games',
      'created_at, id',
      '`hours` the last N hours, `from`/`to` dates or times, `ranked`, `player` a Steam id, `god`',
    ),
    query: simpleRestQuery,
    responses: { 200: json(z.array(adminGame), 'The page of games'), 400: errors('invalid_payload'), ...GUARDS },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/games/{id}',
    tag: TAG,
    summary: 'A game with its copy-game-data summary (ADMIN, STATS_GUY, SUPPORT)',
    params: z.object({ id: z.string() }),
    responses: { 200: json(adminGameDetail, 'The game'), 404: errors('game_not_found'), ...GUARDS },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/audit',
    tag: TAG,
    summary: 'Admin actions, newest first (ADMIN only)',
    description: LIST('audit', 'at, actor, action, target, id', '`actor` a Steam id, `action`, `target`, `from`/`to` dates or times'),
    query: simpleRestQuery,
    responses: { 200: json(z.array(auditEntry), 'The page of the audit list'), 400: errors('invalid_payload'), ...GUARDS },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/checks/ratings',
    tag: TAG,
    summary: 'Ladder ratings and ranks of a list of names or Steam ids; the hidden MMR for ADMIN (ADMIN, STATS_GUY, SUPPORT)',
    description:
      'The lines of an uploaded file, one entry a line: a SteamID64 is looked up as an id, anything else as the name a player goes by now (case-insensitive). Reads only. The hidden MMR (`mmr`) is answered to ADMIN callers only.',
    body: { description: 'The entries', schema: ratingCheckBody },
    responses: {
      200: json(z.array(ratingCheckRow), 'One row per entry, in order'),
      400: errors('invalid_payload'),
      401: errors('sign_in_required'),
      403: errors('forbidden', 'csrf_rejected'),
      429: errors('rate_limited'),
    },
  }),
] as const satisfies readonly RouteSpec[];
