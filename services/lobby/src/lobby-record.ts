import type { LobbyRegion } from '@arena/contract';

/** What a lobby shows of a player, as they were when they took their seat. */
export interface PlayerCard {
  username: string;
  avatar: string | null;
  ladder_mmr: number;
}

/** A lobby as stored in Redis. Times are ISO-8601 UTC; ranges null for no limit. */
export interface LobbyRecord {
  id: string;
  region: LobbyRegion;
  mmrMin: number | null;
  mmrMax: number | null;
  hostId: string;
  createdAt: string;
  locked: boolean;
  lockedAt: string | null;
  closesAt: string | null;
  password: string | null;
  /** Steam ids in the order they joined. */
  players: string[];
  cards: ReadonlyMap<string, PlayerCard>;
}

/** A range bound as stored: '' for no limit. */
export function rangeField(value: number | null): string {
  return value === null ? '' : String(value);
}

/** A stored range bound: null for no limit. */
export function rangeOf(field: string | null | undefined): number | null {
  return field === null || field === undefined || field === '' ? null : Number(field);
}

/** A lobby from its hash, player list and cards; null when the hash is gone. */
export function recordOf(hash: Record<string, string>, players: string[], cards: Record<string, string>): LobbyRecord | null {
  if (!hash.id) return null;
  const locked = hash.locked === '1';
  return {
    id: hash.id,
    region: hash.region as LobbyRegion,
    mmrMin: rangeOf(hash.mmr_min),
    mmrMax: rangeOf(hash.mmr_max),
    hostId: hash.host,
    createdAt: hash.created_at,
    locked,
    lockedAt: locked ? hash.locked_at : null,
    closesAt: locked ? hash.closes_at : null,
    password: locked ? hash.password : null,
    players,
    cards: new Map(Object.entries(cards).map(([steamId, json]) => [steamId, cardOf(steamId, json)])),
  };
}

/** A stored card; one that does not parse shows the Steam id (the service writes them, so only a hand edit gets here). */
export function cardOf(steamId: string, json: string): PlayerCard {
  try {
    return JSON.parse(json) as PlayerCard;
  } catch {
    return { username: steamId, avatar: null, ladder_mmr: 0 };
  }
}

/** The member value of a claim on a seat of `lobbyId`: the lobby id, a space, the claim's random id. */
export function memberValue(lobbyId: string, claimId: string): string {
  return `${lobbyId} ${claimId}`;
}

/** The lobby of a stored member value; null for none. */
export function lobbyOfMember(value: string | null): string | null {
  if (value === null) return null;
  const space = value.indexOf(' ');
  return space < 0 ? value : value.slice(0, space);
}
