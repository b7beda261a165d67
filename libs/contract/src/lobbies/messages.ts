import {
  CHAT_MAX_LENGTH,
  isLobbyRange,
  LOBBY_ERROR_CODES,
  LOBBY_MMR_MAXIMUMS,
  LOBBY_MMR_MINIMUMS,
  LOBBY_REGIONS,
  LOBBY_SIZE,
} from '@arena/domain';
import { z } from 'zod';
import { isoTime, rankName, steamIdString } from '../shared';

/**
 * The matchmaking lobbies' WebSocket protocol (docs/game-rules.md "Matchmaking lobbies"; docs/architecture.md
 * "Lobby service"): every frame is JSON `{event, data}`. The client's events are validated with
 * these schemas by the lobby service; the server's are what the site reads. Times are ISO-8601
 * UTC; ratings are ladder ratings (the hidden MMR is never shown).
 */

/*
 * The lobbies' numbers and lists (regions, rating limits, seats, closing delay, chat length, error
 * codes) and the rating-range rule are the domain's (`@arena/domain`, lobbies' constants): the
 * schemas below are built from them, and every other reader imports them from the domain.
 */
export const lobbyRegion = z.enum(LOBBY_REGIONS);
export type LobbyRegion = z.infer<typeof lobbyRegion>;

const oneOf = (values: readonly number[]) =>
  z.number().refine((value) => values.includes(value), { message: `one of ${values.join(', ')}` });

export const lobbyErrorCode = z.enum(LOBBY_ERROR_CODES);
export type LobbyErrorCode = z.infer<typeof lobbyErrorCode>;

// ---- client -> server -------------------------------------------------------------------

const empty = z.object({}).optional();

/** Every event a client may send, with its data. */
export const lobbyClientMessage = z.discriminatedUnion('event', [
  z.object({ event: z.literal('connected'), data: empty }),
  z.object({ event: z.literal('pong'), data: empty }),
  z.object({ event: z.literal('chat'), data: z.object({ message: z.string().trim().min(1).max(CHAT_MAX_LENGTH) }) }),
  z.object({
    event: z.literal('make_lobby'),
    data: z
      .object({ region: lobbyRegion, mmrMin: oneOf(LOBBY_MMR_MINIMUMS).nullable(), mmrMax: oneOf(LOBBY_MMR_MAXIMUMS).nullable() })
      .refine(({ mmrMin, mmrMax }) => isLobbyRange(mmrMin, mmrMax), { message: 'mmrMin must be below mmrMax' }),
  }),
  z.object({ event: z.literal('join_lobby'), data: z.object({ lobbyId: z.string().min(1).max(64) }) }),
  z.object({ event: z.literal('leave_lobby'), data: empty }),
  z.object({ event: z.literal('refresh_lobbies'), data: empty }),
]);
export type LobbyClientMessage = z.infer<typeof lobbyClientMessage>;

// ---- server -> client -------------------------------------------------------------------

/** A player as lobbies show them. `ready`: one of their sockets is connected now. */
export const lobbyPlayerView = z.strictObject({
  steam_id: steamIdString,
  username: z.string(),
  avatar: z.string().nullable(),
  ladder_mmr: z.number().int(),
  rank: rankName,
  is_host: z.boolean(),
  ready: z.boolean(),
});
export type LobbyPlayerView = z.infer<typeof lobbyPlayerView>;

/** A lobby in the list. */
export const lobbySummary = z.strictObject({
  id: z.string(),
  region: lobbyRegion,
  mmr_min: z.number().int().nullable(),
  mmr_max: z.number().int().nullable(),
  players: z.number().int().min(0).max(LOBBY_SIZE),
  max_players: z.literal(LOBBY_SIZE),
  host: z.string().describe("The host's username"),
  locked: z.boolean(),
  created_at: isoTime,
});
export type LobbySummary = z.infer<typeof lobbySummary>;

/** A lobby as its players see it. `password` only once it is locked. */
export const lobbyView = z.strictObject({
  id: z.string(),
  region: lobbyRegion,
  mmr_min: z.number().int().nullable(),
  mmr_max: z.number().int().nullable(),
  host_id: steamIdString,
  players: z.array(lobbyPlayerView),
  locked: z.boolean(),
  locked_at: isoTime.nullable(),
  closes_at: isoTime.nullable().describe('300 s after it locked'),
  password: z.string().length(5).nullable(),
  created_at: isoTime,
});
export type LobbyView = z.infer<typeof lobbyView>;

/** Every event the server sends, with its data. */
export const lobbyServerMessage = z.discriminatedUnion('event', [
  z.object({ event: z.literal('ping'), data: z.object({}) }),
  z.object({
    event: z.literal('connected'),
    data: z.object({
      player: lobbyPlayerView,
      lobby_players: z.array(lobbyPlayerView),
      lobbyList: z.array(lobbySummary),
      lobby: lobbyView.nullable(),
    }),
  }),
  z.object({ event: z.literal('join_lobby'), data: z.object({ lobby: lobbyView }) }),
  z.object({ event: z.literal('left_lobby'), data: z.object({ lobbyId: z.string() }) }),
  z.object({ event: z.literal('lobby_changed'), data: z.object({ lobby: lobbyView }) }),
  z.object({ event: z.literal('lobby_locked'), data: z.object({ lobby: lobbyView }) }),
  z.object({ event: z.literal('password'), data: z.object({ lobbyId: z.string(), password: z.string().length(5) }) }),
  z.object({
    event: z.literal('chat'),
    data: z.object({ lobbyId: z.string(), steam_id: steamIdString, username: z.string(), message: z.string(), sent_at: isoTime }),
  }),
  z.object({ event: z.literal('lobbies_list'), data: z.object({ lobbies: z.array(lobbySummary) }) }),
  z.object({ event: z.literal('error'), data: z.object({ code: lobbyErrorCode, message: z.string() }) }),
]);
export type LobbyServerMessage = z.infer<typeof lobbyServerMessage>;

// ---- HTTP: the socket's ticket -------------------------------------------------------------

/** `POST /api/lobby/ticket`: a one-time ticket (valid 30 s) to put in the socket's URL as `?ticket=`. */
export const lobbyTicketReply = z
  .strictObject({
    ticket: z.string().describe('Opaque; used once'),
    expires_in: z.number().int().describe('Seconds it stays valid (30)'),
    port: z.number().int().describe('The lobby service port on this host (4000 by default)'),
  })
  .meta({ id: 'LobbyTicketReply' });
export type LobbyTicketReply = z.infer<typeof lobbyTicketReply>;
