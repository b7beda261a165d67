import type { LobbyClientMessage } from '@arena/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { fetchLobbyTicket } from './api';
import {
  closeReason,
  closeToastCode,
  effectsOf,
  initialLobbyState,
  lobbyReducer,
  lobbySocketUrl,
  parseServerMessage,
  shouldCloseForSilence,
  type LobbyState,
} from './protocol';

/** How often the ping watchdog looks (ms). */
const WATCHDOG_INTERVAL_MS = 1000;

/** What `useLobbySocket` gives the page. */
export interface LobbySocket {
  state: LobbyState;
  /** Sends a client event (a chat line shows at once: the server does not echo it); false when the socket is not open. */
  send: (message: LobbyClientMessage) => boolean;
  /** A new ticket and a new socket (after a disconnection). */
  reconnect: () => void;
}

/**
 * The matchmaking socket, while `enabled` (a signed-in player on the page): a ticket from
 * `POST /api/lobby/ticket`, then `ws(s)://{hostname}:{port}/?ticket=`; `connected` once open;
 * every server event through the reducer, `ping` answered with `pong`; closed (and shown
 * disconnected) when no ping came for 31 s; closed when the page goes. `onError(code)` shows the
 * server's `error` events, a refused ticket (close code 4401) and a failed ticket request.
 * No reconnection on its own: the page offers a Reconnect button.
 */
export function useLobbySocket(enabled: boolean, onError: (code: string) => void): LobbySocket {
  const [state, dispatch] = useReducer(lobbyReducer, initialLobbyState);
  const [attempt, setAttempt] = useState(0);
  const socketRef = useRef<WebSocket | null>(null);
  const stateRef = useRef(state);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    stateRef.current = state;
    onErrorRef.current = onError;
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let socket: WebSocket | null = null;
    let watchdog: number | undefined;

    const send = (target: WebSocket, message: LobbyClientMessage) => {
      if (target.readyState === WebSocket.OPEN) target.send(JSON.stringify(message));
    };
    /** Forgets the socket (no more events from it) and closes it. */
    const drop = (code: number, reason: string) => {
      window.clearInterval(watchdog);
      if (!socket) return;
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(code, reason);
      if (socketRef.current === socket) socketRef.current = null;
      socket = null;
    };

    dispatch({ type: 'connecting' });
    fetchLobbyTicket(controller.signal)
      .then((reply) => {
        if (controller.signal.aborted) return;
        const ws = new WebSocket(lobbySocketUrl(window.location, reply));
        socket = ws;
        socketRef.current = ws;
        ws.onopen = () => {
          dispatch({ type: 'opened', at: Date.now() });
          send(ws, { event: 'connected', data: {} });
        };
        ws.onmessage = (event: MessageEvent) => {
          const message = parseServerMessage(event.data);
          if (!message) return;
          dispatch({ type: 'message', message, at: Date.now() });
          for (const effect of effectsOf(message)) {
            if (effect.type === 'send') send(ws, effect.message);
            else onErrorRef.current(effect.code);
          }
        };
        ws.onclose = (event: CloseEvent) => {
          drop(1000, '');
          dispatch({ type: 'disconnected', reason: closeReason(event.code) });
          const code = closeToastCode(event.code);
          if (code) onErrorRef.current(code);
        };
        watchdog = window.setInterval(() => {
          if (!shouldCloseForSilence(stateRef.current, Date.now())) return;
          drop(4000, 'no ping');
          dispatch({ type: 'disconnected', reason: 'timeout' });
        }, WATCHDOG_INTERVAL_MS);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'disconnected', reason: 'ticket' });
        onErrorRef.current(error instanceof ApiError ? error.code : 'unknown');
      });

    return () => {
      controller.abort();
      drop(1000, 'page left');
    };
  }, [enabled, attempt]);

  const send = useCallback((message: LobbyClientMessage) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    // the server does not send the player's own chat line back: the page shows it now
    if (message.event === 'chat') dispatch({ type: 'said', message: message.data.message, at: Date.now() });
    return true;
  }, []);
  const reconnect = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, send, reconnect };
}
