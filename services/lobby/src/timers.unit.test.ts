import WebSocket from 'ws';
import { Connections, type Session } from './connections';
import { startHeartbeat } from './timers';

/** A socket that records what the heartbeat does to it. */
function fakeSession(serial: number): Session & { pings: () => number; terminated: () => boolean } {
  const sent: string[] = [];
  let terminated = false;
  const socket = {
    get readyState() {
      return terminated ? WebSocket.CLOSED : WebSocket.OPEN;
    },
    bufferedAmount: 0,
    send: (text: string) => sent.push(text),
    terminate: () => {
      terminated = true;
    },
  } as unknown as WebSocket;
  return {
    id: `test:${serial}`,
    steamId: `7656119800000${String(serial).padStart(4, '0')}`,
    socket,
    serial,
    alive: true,
    pending: 0,
    queue: Promise.resolve(),
    pings: () => sent.filter((text) => (JSON.parse(text) as { event: string }).event === 'ping').length,
    terminated: () => terminated,
  };
}

describe('the heartbeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('pings every socket once an interval, a thirtieth of them each second of a 30 s interval', () => {
    const connections = new Connections();
    const sessions = Array.from({ length: 90 }, (_, i) => fakeSession(i));
    for (const session of sessions) connections.add(session);
    const stop = startHeartbeat(connections, 30_000);
    const pingedBy = (ms: number) => {
      jest.advanceTimersByTime(ms);
      return sessions.reduce((sum, session) => sum + session.pings(), 0);
    };
    for (let second = 1; second <= 30; second++) expect(pingedBy(1000)).toBe(3 * second);
    expect(sessions.map((session) => session.pings())).toEqual(sessions.map(() => 1));
    stop();
  });

  test('terminates a socket that did not answer its previous ping, one interval after it, and keeps one that did', () => {
    const connections = new Connections();
    const silent = fakeSession(0);
    const answering = fakeSession(1);
    connections.add(silent);
    connections.add(answering);
    const stop = startHeartbeat(connections, 3000);
    // three slots of a second: the silent socket's ping comes at 1 s, the answering one's at 2 s
    jest.advanceTimersByTime(2000);
    expect([silent.pings(), answering.pings()]).toEqual([1, 1]);
    answering.alive = true;
    jest.advanceTimersByTime(1999);
    expect(silent.terminated()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(silent.terminated()).toBe(true);
    jest.advanceTimersByTime(1000);
    expect([silent.pings(), answering.pings(), answering.terminated()]).toEqual([1, 2, false]);
    stop();
  });

  test('an interval under a second and a half pings every socket at each interval', () => {
    const connections = new Connections();
    const sessions = Array.from({ length: 5 }, (_, i) => fakeSession(i));
    for (const session of sessions) connections.add(session);
    const stop = startHeartbeat(connections, 200);
    jest.advanceTimersByTime(199);
    expect(sessions.map((session) => session.pings())).toEqual([0, 0, 0, 0, 0]);
    jest.advanceTimersByTime(1);
    expect(sessions.map((session) => session.pings())).toEqual([1, 1, 1, 1, 1]);
    stop();
  });
});
