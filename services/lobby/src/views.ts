import type { LobbyPlayerCard, LobbyPlayerView, LobbySummary, LobbyView } from '@arena/contract';
import { LIVE_NO_MAXIMUM, LOBBY_SIZE, rankView } from '@arena/domain';
import type { LobbyRecord, PlayerCard } from './lobby-store';

/*
 * What the socket shows of lobbies and players, in the live site's shapes (its field names, its
 * "no limit" numbers) with our fields beside them (docs/api.md "Matchmaking lobbies").
 */

/** A player's card as lobbies show it (the `connected` event's `me`). */
export function cardView(steamId: string, card: PlayerCard): LobbyPlayerCard {
  const { rank, pips } = rankView(card.ladder_mmr);
  return { steam_id: steamId, username: card.username, avatar: card.avatar, ladder_mmr: card.ladder_mmr, badge: rank, pips };
}

/** A player as lobbies show them (`ready`: a socket of theirs is connected now). */
function playerView(steamId: string, card: PlayerCard, isHost: boolean, ready: boolean): LobbyPlayerView {
  return { ...cardView(steamId, card), is_host: isHost, ready };
}

/** A lobby's players, in the order they joined, the host marked. */
export function lobbyPlayers(lobby: LobbyRecord, ready: ReadonlySet<string>): LobbyPlayerView[] {
  return lobby.players.map((steamId) => playerView(steamId, cardIn(lobby, steamId), steamId === lobby.hostId, ready.has(steamId)));
}

/** The rank bounds of a lobby: the live site's (0 / 99999 for no limit) and ours (null for no limit). */
function rankBounds(lobby: LobbyRecord) {
  return { min_rank: lobby.mmrMin ?? 0, max_rank: lobby.mmrMax ?? LIVE_NO_MAXIMUM, mmr_min: lobby.mmrMin, mmr_max: lobby.mmrMax };
}

/** A lobby as its players see it at `nowMs` (epoch ms): the password and the seconds since it locked once locked. */
export function lobbyView(lobby: LobbyRecord, nowMs: number): LobbyView {
  const lockedAtMs = lobby.lockedAt ? Date.parse(lobby.lockedAt) : Number.NaN;
  return {
    lobby_id: lobby.id,
    region: lobby.region,
    ...rankBounds(lobby),
    lobby_password: lobby.password,
    locked: lobby.locked,
    time_since_lock: lobby.locked && Number.isFinite(lockedAtMs) ? Math.max(0, (nowMs - lockedAtMs) / 1000) : null,
    locked_at: lobby.lockedAt,
    closes_at: lobby.closesAt,
    created_at: lobby.createdAt,
  };
}

/** A lobby in the list: no players' details, never the password. */
export function lobbySummary(lobby: LobbyRecord): LobbySummary {
  return {
    lobby_id: lobby.id,
    region: lobby.region,
    ...rankBounds(lobby),
    lobbysize: lobby.players.length,
    max_players: LOBBY_SIZE,
    host: cardIn(lobby, lobby.hostId).username,
    locked: lobby.locked,
    created_at: lobby.createdAt,
  };
}

function cardIn(lobby: LobbyRecord, steamId: string): PlayerCard {
  return lobby.cards.get(steamId) ?? { username: steamId, avatar: null, ladder_mmr: 0 };
}
