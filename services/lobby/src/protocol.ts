import type { RawData } from 'ws';
import { lobbyClientMessage, type LobbyClientMessage, type LobbyErrorCode, type LobbyServerMessage } from '@arena/contract';

/**
 * A client frame as a message of the protocol (`{event, data}` JSON, checked against the
 * contract's schema), or null for anything else: a binary frame, text that is not JSON, an
 * unknown event or data of the wrong shape. Never throws.
 */
export function decodeClientFrame(data: RawData, isBinary: boolean): LobbyClientMessage | null {
  if (isBinary) return null;
  let json: unknown;
  try {
    json = JSON.parse(textOf(data));
  } catch {
    return null;
  }
  const parsed = lobbyClientMessage.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The text frame of a server message. */
export function encodeServerMessage(message: LobbyServerMessage): string {
  return JSON.stringify(message);
}

/** The `error` message of `code` (the live site's shape: the code alone). */
export function errorMessage(code: LobbyErrorCode): LobbyServerMessage {
  return { event: 'error', data: code };
}

/** The lobby id of a `join_lobby`'s data: the bare id (the live site's client) or `{lobbyId}` (ours). */
export function joinedLobbyId(data: Extract<LobbyClientMessage, { event: 'join_lobby' }>['data']): string {
  return typeof data === 'string' ? data : data.lobbyId;
}

/** The text of a frame, whichever of its shapes `ws` delivers it in. */
export function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
