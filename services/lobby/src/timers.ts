import { type Connections, send } from './connections';

/**
 * Pings every socket of `connections` every `intervalMs`; a socket that did not answer the
 * previous ping with `pong` (which sets `alive`) is terminated. @returns a function that stops it.
 */
export function startHeartbeat(connections: Connections, intervalMs: number): () => void {
  const timer = setInterval(() => void pingRound(connections), intervalMs);
  return () => clearInterval(timer);
}

/** Sockets pinged before the round lets other work (a chat message) run. */
const PINGS_PER_TURN = 500;

/** One heartbeat round, in turns of `PINGS_PER_TURN` sockets: thousands at once would hold the event loop. */
async function pingRound(connections: Connections): Promise<void> {
  let count = 0;
  for (const session of [...connections.sessions()]) {
    if (++count % PINGS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    if (!session.alive) {
      session.socket.terminate();
      continue;
    }
    session.alive = false;
    send(session, { event: 'ping', data: {} });
  }
}

/**
 * Runs `tasks` every `intervalMs`, never two runs at once (a slow run makes the next one wait);
 * a failing run goes to `onError` and the next one runs as planned. @returns a function that stops it.
 */
export function startSweeper(intervalMs: number, tasks: () => Promise<void>, onError: (error: unknown) => void): () => void {
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = true;
    tasks()
      .catch((error: unknown) => {
        if (!stopped) onError(error);
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
