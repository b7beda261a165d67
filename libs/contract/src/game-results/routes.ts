import { z } from 'zod';
import { defineRoute, errors, gamePathParams, json, pagingQuery, playerPathParams, readAfterHeaders, type RouteSpec } from '../shared';
import { gameStartPayload, gameSummaryPayload, ingestionBody, playerResultPayload, serverKeyHeaders } from './payloads';
import { gameDocument, gameListPage, gameStartReply, gameSummaryReply, playerGamesPage, playerResultReply, playerStats } from './views';

const TAG = 'game-results';

/** Game-server ingestion and the game pages. */
export const gameResultsRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/games/players',
    tag: TAG,
    summary: "A game server posts one player's result",
    description:
      'Answers the post-match ladder rating, its change, rank, badge and pips. Posting the same (matchID, steamID) again answers the same and records nothing.',
    headers: serverKeyHeaders,
    body: {
      description: '`{"data": "<JSON string>"}` holding the result (an object is accepted too)',
      schema: ingestionBody(playerResultPayload, 'The result'),
    },
    responses: {
      200: json(playerResultReply, 'Recorded (or recorded before with the same payload)'),
      400: errors('invalid_payload', 'malformed_json'),
      401: errors('invalid_server_key'),
      409: errors('result_conflict'),
      503: errors('busy'),
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/games/start',
    tag: TAG,
    summary: 'A game server asks, as a game starts, what each player brings: equipped cosmetics, owned gods, Plus, double-downs',
    description: 'Reads only. A player never seen answers the defaults of a new player (`known: false`).',
    headers: serverKeyHeaders,
    body: {
      description: '`{"data": {matchID, steamIDs}}` (a JSON string, or the object itself without `data`)',
      schema: z.union([ingestionBody(gameStartPayload, 'The game start'), gameStartPayload]),
    },
    responses: {
      200: json(gameStartReply, "Each player's loadout, in the order asked"),
      400: errors('invalid_payload', 'malformed_json'),
      401: errors('invalid_server_key'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/games',
    tag: TAG,
    summary: "A game server posts a game's summary",
    description: 'Sets the duration and the cheats flag of the game. Posting the same summary again records nothing.',
    headers: serverKeyHeaders,
    body: {
      description: '`{"data": {...}}` holding the summary (a JSON string is accepted too)',
      schema: ingestionBody(gameSummaryPayload, 'The summary'),
    },
    responses: {
      200: json(gameSummaryReply, 'Recorded (or recorded before with the same payload)'),
      400: errors('invalid_payload', 'malformed_json'),
      401: errors('invalid_server_key'),
      409: errors('summary_conflict'),
      503: errors('busy'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/games',
    tag: TAG,
    summary: 'Recent games, newest first',
    query: pagingQuery,
    responses: {
      200: json(gameListPage, 'A page of recent games; players in place order'),
      400: errors('invalid_payload'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/games/{game_id}',
    tag: TAG,
    summary: 'A game: its players in place order with gods, heroes and abilities',
    params: gamePathParams,
    responses: {
      200: json(gameDocument, 'The game'),
      400: errors('invalid_game_id'),
      404: errors('game_not_found'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/games',
    tag: TAG,
    summary: "A player's match history, newest first",
    params: playerPathParams,
    query: pagingQuery,
    responses: {
      200: json(playerGamesPage, "A page of the player's games"),
      400: errors('invalid_steam_id', 'invalid_payload'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/stats',
    tag: TAG,
    summary: "A player's stats: placements, win rate, average place, gods, heroes, rounds and records",
    params: playerPathParams,
    headers: readAfterHeaders,
    responses: {
      200: json(playerStats, 'The stats'),
      400: errors('invalid_steam_id'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
] as const satisfies readonly RouteSpec[];
