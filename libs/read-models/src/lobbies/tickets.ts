import type Redis from 'ioredis';

/**
 * One-time tickets of the lobby socket (docs/architecture.md "Lobby service"): the command service stores one for a signed-in
 * player (`POST /api/lobby/ticket`), the lobby service takes it once when the socket connects.
 * They live beside the read models, under the deployment's namespace, not under a version.
 */

/** How long a ticket stays valid, in seconds. */
export const LOBBY_TICKET_SECONDS = 30;

/** The Redis key of a ticket. */
export function lobbyTicketKey(namespace: string, ticket: string): string {
  return `${namespace}:lobby:ticket:${ticket}`;
}

/** Stores `ticket` for `steamId`, valid `LOBBY_TICKET_SECONDS`. */
export async function storeLobbyTicket(redis: Redis, namespace: string, ticket: string, steamId: string): Promise<void> {
  await redis.set(lobbyTicketKey(namespace, ticket), steamId, 'EX', LOBBY_TICKET_SECONDS);
}

/** The Steam id a ticket was issued to, taking the ticket (GETDEL: a second use finds nothing); null when unknown or expired. */
export async function redeemLobbyTicket(redis: Redis, namespace: string, ticket: string): Promise<string | null> {
  return redis.getdel(lobbyTicketKey(namespace, ticket));
}
