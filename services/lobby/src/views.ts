import type { LobbyPlayerView, LobbySummary, LobbyView } from '@arena/contract';
import { LOBBY_SIZE } from '@arena/domain';
import type { LobbyRecord, PlayerCard } from './lobby-store';

/** A player as lobbies show them (`ready`: a socket of theirs is connected now). */
export function playerView(steamId: string, card: PlayerCard, isHost: boolean, ready: boolean): LobbyPlayerView {
  return {
    steam_id: steamId,
    username: card.username,
    avatar: card.avatar,
    ladder_mmr: card.ladder_mmr,
    rank: card.rank,
    is_host: isHost,
    ready,
  };
}

/** A lobby as its players see it, players in the order they joined; the password once locked. */
export function lobbyView(lobby: LobbyRecord, ready: ReadonlySet<string>): LobbyView {
  return {
    id: lobby.id,
    region: lobby.region,
    mmr_min: lobby.mmrMin,
    mmr_max: lobby.mmrMax,
    host_id: lobby.hostId,
    players: lobby.players.map((steamId) => playerView(steamId, cardIn(lobby, steamId), steamId === lobby.hostId, ready.has(steamId))),
    locked: lobby.locked,
    locked_at: lobby.lockedAt,
    closes_at: lobby.closesAt,
    password: lobby.password,
    created_at: lobby.createdAt,
  };
}

/** A lobby in the list: no players' details, never the password. */
export function lobbySummary(lobby: LobbyRecord): LobbySummary {
  return {
    id: lobby.id,
    region: lobby.region,
    mmr_min: lobby.mmrMin,
    mmr_max: lobby.mmrMax,
    players: lobby.players.length,
    max_players: LOBBY_SIZE,
    host: cardIn(lobby, lobby.hostId).username,
    locked: lobby.locked,
    created_at: lobby.createdAt,
  };
}

function cardIn(lobby: LobbyRecord, steamId: string): PlayerCard {
  return lobby.cards.get(steamId) ?? { username: steamId, avatar: null, ladder_mmr: 0, rank: 'Herald' };
}
