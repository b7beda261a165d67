import { z } from 'zod';
import { defineRoute, errors, gamePathParams, json, listQuery, playerPathParams, readAfterHeaders, type RouteSpec } from '../shared';
import { gameStartPayload, gameSummaryPayload, ingestionBody, playerResultPayload, serverKeyHeaders } from './payloads';
import {
  gameList,
  gameReply,
  gameStartReply,
  gameSummaryReply,
  playerAbilityStats,
  playerGameList,
  playerGodStats,
  playerResultReply,
  playerStats,
  seasonResults,
} from './views';

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
    readModels: true,
    tag: TAG,
    summary: 'Recent games, newest first: a bare list',
    description:
      "The live site's row of a game (`players`: how many played) with the standings as an extra. `?limit=&offset=` page the list; `Content-Range: games {first}-{last}/{total}` tells where the page lies in the whole.",
    query: listQuery,
    responses: {
      200: json(gameList, 'A page of recent games'),
      400: errors('invalid_payload'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/games/{game_id}',
    readModels: true,
    tag: TAG,
    summary: 'A game: its players in place order with gods, heroes and abilities',
    description:
      "A game nobody recorded answers 200 with the JSON body `null` (the specification's \"empty\"): a client that tests the body shows 'Game not found' instead of failing on an error object.",
    params: gamePathParams,
    responses: {
      200: json(gameReply, 'The game, or null when there is no such game'),
      400: errors('invalid_game_id'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/games',
    readModels: true,
    tag: TAG,
    summary: "A player's match history, newest first: a bare list",
    description:
      "`?limit=&offset=` page the list (the live site's player page asks `?limit=20`, its match history nothing: 100); `Content-Range: games {first}-{last}/{total}`.",
    params: playerPathParams,
    query: listQuery,
    responses: {
      200: json(playerGameList, "A page of the player's games"),
      400: errors('invalid_steam_id', 'invalid_payload'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/stats',
    readModels: true,
    tag: TAG,
    summary: "A player's stats: the live site's `games` and `results`, and our placements, rates, gods, heroes, rounds and records",
    params: playerPathParams,
    headers: readAfterHeaders,
    responses: {
      200: json(playerStats, 'The stats'),
      400: errors('invalid_steam_id'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/god_stats',
    readModels: true,
    tag: TAG,
    summary: "A player's ranked games by god: games, places, average place, pick rate",
    params: playerPathParams,
    responses: {
      200: json(playerGodStats, 'One line per god played in ranked games; empty before the first'),
      400: errors('invalid_steam_id'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/ability_stats',
    readModels: true,
    tag: TAG,
    summary: "A player's ranked games by ability: how often picked, in wins and in top fours",
    params: playerPathParams,
    responses: {
      200: json(playerAbilityStats, 'One line per ability picked in ranked games; empty before the first'),
      400: errors('invalid_steam_id'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/players/{steam_id}/season_results',
    readModels: true,
    tag: TAG,
    summary: "A player's final rating and leaderboard position of each past season",
    description: 'No season end is recorded yet (docs/game-rules.md, "Not in the code yet"), so the list is empty for every player.',
    params: playerPathParams,
    responses: {
      200: json(seasonResults, 'Latest season first'),
      400: errors('invalid_steam_id'),
      404: errors('player_not_found'),
      429: errors('rate_limited'),
    },
  }),
] as const satisfies readonly RouteSpec[];
