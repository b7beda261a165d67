import type { Socket } from 'node:net';
import type Redis from 'ioredis';

const COALESCED = Symbol('redis writes coalesced');

/**
 * Makes every command the client sends during one turn of the event loop reach Redis in one
 * socket write (docs/architecture.md, "Read side"): the first command of a turn corks the
 * connection's socket and a `setImmediate` uncorks it, so the commands queued meanwhile leave in
 * one `writev` call. Under load a turn handles the requests of many connections; each of them
 * used to cost a `write` system call of its own, which on loopback TCP also runs Redis's side of
 * the delivery: about a quarter of the command service's CPU on a leaderboard read. A command
 * waits at most until the end of the turn that sent it. Replies, ordering and errors are
 * ioredis's own (a socket write carries the same bytes). Each new connection (after a reconnect)
 * is coalesced again. ioredis's own `enableAutoPipelining` batches the same way but builds a
 * pipeline per batch, which cost more CPU per read than it saved (measured, README "Benchmarks").
 * @returns the same client
 */
export function coalesceRedisWrites(redis: Redis): Redis {
  const coalesce = () => {
    const socket = redis.stream as (Socket & { [COALESCED]?: true }) | undefined;
    if (!socket || socket[COALESCED]) return;
    socket[COALESCED] = true;
    const write = socket.write.bind(socket) as (...args: Parameters<Socket['write']>) => boolean;
    let corked = false;
    const uncork = () => {
      corked = false;
      socket.uncork();
    };
    socket.write = ((...args: Parameters<Socket['write']>) => {
      if (!corked) {
        corked = true;
        socket.cork();
        setImmediate(uncork);
      }
      return write(...args);
    }) as Socket['write'];
  };
  redis.on('connect', coalesce);
  coalesce();
  return redis;
}
