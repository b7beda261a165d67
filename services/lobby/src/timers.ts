import { type Connections, send } from './connections';

/** The heartbeat's tick, ms: each tick pings the sockets of one slot of the wheel. */
const HEARTBEAT_TICK_MS = 1_000;

/**
 * Pings every socket of `connections` once every `intervalMs`; a socket that did not answer its
 * previous ping with `pong` (which sets `alive`) is terminated instead. The sockets are spread
 * over a wheel of `intervalMs / 1 s` slots (by `Session.serial`), one slot a tick: pinging
 * thousands of sockets at once, and reading their thousands of pongs, held the event loop and
 * every chat message behind it for a tenth of a second. An interval under 1.5 s is one slot.
 * @returns a function that stops it.
 */
export function startHeartbeat(connections: Connections, intervalMs: number): () => void {
  const slots = Math.max(1, Math.round(intervalMs / HEARTBEAT_TICK_MS));
  const tickMs = intervalMs / slots;
  const startedAt = Date.now();
  let tick = 0;
  let timer: NodeJS.Timeout;
  // each tick is aimed at its own time from the start, so late ticks never add up: a socket's
  // pings stay one interval apart, inside the site's 31 s patience
  const schedule = () => {
    timer = setTimeout(
      () => {
        pingSlot(connections, tick % slots, slots);
        tick++;
        schedule();
      },
      Math.max(0, startedAt + (tick + 1) * tickMs - Date.now()),
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

function pingSlot(connections: Connections, slot: number, slots: number): void {
  for (const session of connections.sessions()) {
    if (session.serial % slots !== slot) continue;
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
