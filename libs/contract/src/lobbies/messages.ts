import {
  CHAT_MAX_LENGTH,
  isLobbyRange,
  LIVE_NO_MAXIMUM,
  LOBBY_ERROR_CODES,
  LOBBY_REGION_NAMES,
  LOBBY_REGIONS,
  LOBBY_SIZE,
  lobbyRangeOf,
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

/** A lobby's id: opaque, letters, digits, `_` and `-` (the live site's were numbers; a client only sends back what it got). */
const lobbyIdString = z.string().min(1).max(64);

export const lobbyErrorCode = z.enum(LOBBY_ERROR_CODES);
export type LobbyErrorCode = z.infer<typeof lobbyErrorCode>;

// ---- client -> server -------------------------------------------------------------------

const empty = z.object({}).optional();

/** `make_lobby`'s region: ours (`NA`...) or the live site's client's label (`North America`...); stored as ours. */
export const lobbyRegionName = z.enum(LOBBY_REGION_NAMES);

/**
 * Every event a client may send, with its data. Besides ours, the live site's client's data:
 * `make_lobby` with its region labels and rank bounds (Immortal minimum 4500, Herald maximum 500,
 * no maximum 99999; see `lobbyRangeOf`), `join_lobby` with the bare lobby id, `chat` with its
 * `username` (ignored: the server names the sender).
 */
export const lobbyClientMessage = z.discriminatedUnion('event', [
  z.object({ event: z.literal('connected'), data: empty }),
  z.object({ event: z.literal('pong'), data: empty }),
  z.object({ event: z.literal('chat'), data: z.object({ message: z.string().trim().min(1).max(CHAT_MAX_LENGTH) }) }),
  z.object({
    event: z.literal('make_lobby'),
    data: z
      .object({ region: lobbyRegionName, mmrMin: z.number().int().nullable(), mmrMax: z.number().int().nullable() })
      .refine(({ mmrMin, mmrMax }) => {
        const range = lobbyRangeOf(mmrMin, mmrMax);
        return isLobbyRange(range.mmrMin, range.mmrMax);
      }, 'mmrMin and mmrMax: listed limits (or null), the minimum below the maximum'),
  }),
  z.object({ event: z.literal('join_lobby'), data: z.union([lobbyIdString, z.object({ lobbyId: lobbyIdString })]) }),
  z.object({ event: z.literal('leave_lobby'), data: empty }),
  z.object({ event: z.literal('refresh_lobbies'), data: empty }),
]);
export type LobbyClientMessage = z.infer<typeof lobbyClientMessage>;

// ---- server -> client -------------------------------------------------------------------

/** What lobbies show of a player: name, avatar, ladder rating and its rank as the live site names it (`badge`, `pips`). */
export const lobbyPlayerCard = z.strictObject({
  steam_id: steamIdString,
  username: z.string(),
  avatar: z.string().nullable(),
  ladder_mmr: z.number().int(),
  badge: rankName.describe("The rank's name, from the ladder rating"),
  pips: z.number().int().min(1).max(5).nullable().describe('1..5 inside the rank; null for Immortal'),
});
export type LobbyPlayerCard = z.infer<typeof lobbyPlayerCard>;

/**
 * A lobby's player, in the order they joined (the live site's `lobby_players` row: `steam_id`,
 * `username`, `avatar`, `is_host`, `ready`, `ladder_mmr`, and `badge`, `pips` as its player card shows them). `ready`: one of
 * their sockets is connected now.
 */
export const lobbyPlayerView = lobbyPlayerCard.extend({ is_host: z.boolean(), ready: z.boolean() });
export type LobbyPlayerView = z.infer<typeof lobbyPlayerView>;

const rankBounds = {
  min_rank: z.number().int().describe('Lowest ladder rating that may join; 0 when there is no minimum'),
  max_rank: z.number().int().describe(`Highest ladder rating that may join; ${LIVE_NO_MAXIMUM} when there is no maximum`),
  mmr_min: z.number().int().nullable().describe('Ours: the minimum, null for none'),
  mmr_max: z.number().int().nullable().describe('Ours: the maximum, null for none'),
};

/** A lobby in the list (the live site's row: `lobby_id`, `region`, `min_rank`, `max_rank`, `lobbysize`; the rest ours). */
export const lobbySummary = z.strictObject({
  lobby_id: lobbyIdString,
  region: lobbyRegion,
  ...rankBounds,
  lobbysize: z.number().int().min(0).max(LOBBY_SIZE).describe('Players in it'),
  max_players: z.literal(LOBBY_SIZE),
  host: z.string().describe("The host's username"),
  locked: z.boolean(),
  created_at: isoTime,
});
export type LobbySummary = z.infer<typeof lobbySummary>;

/**
 * The lobby a player is in (the live site's row: `lobby_id`, `region`, `min_rank`, `max_rank`,
 * `lobby_password` once locked, `locked`, `time_since_lock` in seconds once locked; the rest ours).
 * Its players travel beside it (`lobby_players`).
 */
export const lobbyView = z.strictObject({
  lobby_id: lobbyIdString,
  region: lobbyRegion,
  ...rankBounds,
  lobby_password: z.string().length(5).nullable(),
  locked: z.boolean(),
  time_since_lock: z.number().min(0).nullable().describe('Seconds since it locked; null while open'),
  locked_at: isoTime.nullable(),
  closes_at: isoTime.nullable().describe('300 s after it locked'),
  created_at: isoTime,
});
export type LobbyView = z.infer<typeof lobbyView>;

/** `connected` of a player in a lobby: they (with `lobby_id`), the players and the lobby; `me` is ours. */
export const connectedInLobby = z.strictObject({
  player: lobbyPlayerView.extend({ lobby_id: lobbyIdString }),
  lobby_players: z.array(lobbyPlayerView),
  lobby: lobbyView,
  me: lobbyPlayerCard,
});
/** `connected` of a player in no lobby: the lobby list; `me` (the player's card) is ours. */
export const connectedInNoLobby = z.strictObject({ lobbyList: z.array(lobbySummary), me: lobbyPlayerCard });

/**
 * A chat line, to every other player of the lobby (the sender's own line is not sent back: its
 * client shows it itself). `username` and `message` are the live site's; the rest ours.
 */
export const lobbyChatLine = z.strictObject({
  username: z.string(),
  message: z.string(),
  steam_id: steamIdString,
  lobby_id: lobbyIdString,
  sent_at: isoTime,
});

/**
 * Every event the server sends, with its data, in the live site's shapes: `join_lobby` and
 * `lobby_changed` carry the lobby's full player list, `lobby_locked` a boolean, `password` the
 * password, `lobbies_list` the list, `error` the error code.
 */
export const lobbyServerMessage = z.discriminatedUnion('event', [
  z.object({ event: z.literal('ping'), data: z.object({}) }),
  z.object({ event: z.literal('connected'), data: z.union([connectedInLobby, connectedInNoLobby]) }),
  z.object({ event: z.literal('join_lobby'), data: z.array(lobbyPlayerView) }),
  z.object({ event: z.literal('left_lobby'), data: z.object({ lobby_id: lobbyIdString }) }),
  z.object({ event: z.literal('lobby_changed'), data: z.array(lobbyPlayerView) }),
  z.object({ event: z.literal('lobby_locked'), data: z.boolean() }),
  z.object({ event: z.literal('password'), data: z.string().length(5) }),
  z.object({ event: z.literal('chat'), data: lobbyChatLine }),
  z.object({ event: z.literal('lobbies_list'), data: z.array(lobbySummary) }),
  z.object({ event: z.literal('error'), data: lobbyErrorCode }),
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
