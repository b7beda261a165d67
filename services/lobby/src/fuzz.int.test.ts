import { lobbyClientMessage } from '@arena/contract';
import { randomIndex, sfc32 } from '@arena/domain';
import { eventually, LobbyHarness, type TestClient } from './testing/harness';
import { describeOnTopologies } from './testing/topologies';
import { joinedLobbyId } from './protocol';

/**
 * 5,000 malformed frames (the protocol's validation at the edge): random bytes, broken JSON, wrong shapes, huge
 * strings, prototype keys as events and lobby ids, oversized and invalid UTF-8 frames. The
 * service answers `invalid_data` (or closes the offending socket), stays up, and no lobby changes.
 * Seeded: a failure replays with the same LOBBY_FUZZ_SEED.
 */
const SEED = Number(process.env.LOBBY_FUZZ_SEED ?? 20260509);
const FRAMES = 5000;

/** Seeded draws from the domain's sfc32: the same seed gives the same frames. */
class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = sfc32(seed >>> 0);
  }
  int(max: number): number {
    return randomIndex(this.next, max);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const EVENTS = [
  'connected',
  'pong',
  'chat',
  'make_lobby',
  'join_lobby',
  'leave_lobby',
  'refresh_lobbies',
  'ping',
  'error',
  'password',
  'lobby_locked',
  '',
  ' chat',
  'CHAT',
  'join_lobby\u0000',
  ...PROTOTYPE_KEYS,
];

function hostileValue(random: Random, depth = 0): unknown {
  switch (random.int(14)) {
    case 0:
      return null;
    case 1:
      return random.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 499, 500, 4499, 3500]);
    case 2:
      return random.pick(['', ' ', 'NA', 'Mars', 'EU  West', '\u202e', '🎮', '\u0000', '%00', '../..', '*', 'l:x:players']);
    case 3:
      return random.pick(PROTOTYPE_KEYS);
    case 4:
      return 'A'.repeat(random.int(3800));
    case 5:
      return [];
    case 6:
      return true;
    case 7:
      return depth > 3 ? {} : { [random.pick(PROTOTYPE_KEYS)]: hostileValue(random, depth + 1) };
    case 8:
      return depth > 3 ? [] : [hostileValue(random, depth + 1), hostileValue(random, depth + 1)];
    case 9:
      return { lobbyId: hostileValue(random, depth + 1) };
    case 10:
      return { message: random.pick([123, null, '', ' '.repeat(20), 'x'.repeat(501 + random.int(2000)), { toString: 'hi' }]) };
    case 11:
      return { region: hostileValue(random, depth + 1), mmrMin: hostileValue(random, depth + 1), mmrMax: hostileValue(random, depth + 1) };
    case 12:
      return {
        region: random.pick(['NA', 'SEA']),
        mmrMin: random.pick([1000, 1001, '1000', -5, null]),
        mmrMax: random.pick([999, 1000, 'x', 4500]),
      };
    default:
      return String.fromCharCode(...Array.from({ length: random.int(40) }, () => random.int(0xd7ff)));
  }
}

type Frame = { text: string } | { bytes: Buffer };

/** One malformed frame (under the size limit). */
function malformedFrame(random: Random): Frame {
  switch (random.int(7)) {
    case 0:
      return { bytes: Buffer.from(Array.from({ length: random.int(300) }, () => random.int(256))) };
    case 1:
      return { text: String.fromCharCode(...Array.from({ length: random.int(200) }, () => random.int(0xd7ff))) };
    case 2: {
      const valid = JSON.stringify({
        event: random.pick(EVENTS),
        data: { lobbyId: 'abc', message: 'hi', region: 'NA', mmrMin: null, mmrMax: null },
      });
      const cut = random.int(valid.length);
      return {
        text: random.int(2)
          ? valid.slice(0, cut)
          : valid.slice(0, cut) + random.pick(['}', '{', '"', ',', ']', '\\', 'NaN', 'undefined']) + valid.slice(cut + 1),
      };
    }
    case 3:
      return { text: JSON.stringify({ event: random.pick(EVENTS), data: hostileValue(random) }) };
    case 4:
      return { text: `{"__proto__":{"event":"leave_lobby","data":{}},"constructor":{"prototype":{"event":"${random.pick(EVENTS)}"}}}` };
    case 5:
      return { text: JSON.stringify({ event: 'join_lobby', data: { lobbyId: random.pick([...PROTOTYPE_KEYS, 'x'.repeat(65), '', 7]) } }) };
    default:
      return { text: JSON.stringify(hostileValue(random)) ?? 'undefined' };
  }
}

/**
 * What the service answers a frame with: `invalid_data` when it is no message of the protocol;
 * for the few that happen to be harmless messages, their reply; a frame that could change a
 * lobby (a valid make, leave, chat, or a join of a real id) is not used (null).
 */
function expectedReply(frame: Frame): 'invalid_data' | 'error' | 'connected' | 'lobbies_list' | 'none' | null {
  if ('bytes' in frame) return 'invalid_data';
  let json: unknown;
  try {
    json = JSON.parse(frame.text);
  } catch {
    return 'invalid_data';
  }
  const parsed = lobbyClientMessage.safeParse(json);
  if (!parsed.success) return 'invalid_data';
  switch (parsed.data.event) {
    case 'join_lobby':
      return /^[A-Za-z0-9_-]{16}$/.test(joinedLobbyId(parsed.data.data)) ? null : 'error';
    case 'connected':
      return 'connected';
    case 'refresh_lobbies':
      return 'lobbies_list';
    case 'pong':
      return 'none';
    default:
      return null;
  }
}

describeOnTopologies('lobby service fuzz (malformed frames)', (topology) => {
  let h: LobbyHarness;
  beforeEach(() => {
    h = new LobbyHarness(topology);
  });
  afterEach(() => h.cleanup());

  test(`${FRAMES} malformed frames: the service stays up and no lobby changes`, async () => {
    const service = await h.start();
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => h.player(i + 1)));
    const players = await Promise.all(ids.map((id) => h.connect(service, id)));
    // a locked lobby (players 0-7), an open one (8, 9); the fuzzers: player 9 (in the open lobby) and 10 (in none)
    const lockedId = await players[0].make({ region: 'NA', mmrMin: null, mmrMax: null });
    for (const player of players.slice(1, 8)) {
      player.send('join_lobby', { lobbyId: lockedId });
      await player.next('join_lobby');
    }
    const openId = await players[8].make({ region: 'SEA', mmrMin: 500, mmrMax: null });
    players[9].send('join_lobby', { lobbyId: openId });
    await players[9].next('join_lobby');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = await h.lobbyState();
    const eventsBefore = (await h.lobbyEvents()).length;
    const fuzzers = [players[9], players[10]];
    for (const fuzzer of fuzzers) fuzzer.reset();

    const random = new Random(SEED);
    const expected = new Map<TestClient, { invalid: number; errors: number; connected: number; lists: number }>(
      fuzzers.map((f) => [f, { invalid: 0, errors: 0, connected: 0, lists: 0 }]),
    );
    let sent = 0;
    let closedBySize = 0;
    /** Sends refresh_lobbies on each fuzzer and waits for every list asked so far: all frames before it are answered. */
    const caughtUp = () =>
      Promise.all(
        fuzzers.map((fuzzer) => {
          fuzzer.send('refresh_lobbies');
          const lists = ++expected.get(fuzzer)!.lists;
          return eventually(() => fuzzer.all('lobbies_list').length >= lists, 'the lobby lists', 10_000);
        }),
      );
    while (sent < FRAMES) {
      // every 250th frame: one that breaks the transport (too big, or a text frame of invalid UTF-8) on a socket of its own
      if (sent % 250 === 0) {
        const victim = await h.connect(service, ids[11]);
        const oversized = random.int(2) === 0;
        if (oversized) victim.sendRaw(JSON.stringify({ event: 'chat', data: { message: 'x'.repeat(4100 + random.int(100_000)) } }));
        else victim.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
        expect((await victim.closed).code).toBe(oversized ? 1009 : 1007);
        closedBySize++;
        sent++;
        continue;
      }
      const fuzzer = fuzzers[random.int(2)];
      const frame = malformedFrame(random);
      const reply = expectedReply(frame);
      // over the size limit the socket would close (tested above on sockets of their own)
      if (reply === null || ('bytes' in frame ? frame.bytes.length : Buffer.byteLength(frame.text)) > 4096) continue;
      const count = expected.get(fuzzer)!;
      if (reply === 'invalid_data') count.invalid++;
      if (reply === 'error') count.errors++;
      if (reply === 'connected') count.connected++;
      if (reply === 'lobbies_list') count.lists++;
      fuzzer.sendRaw('bytes' in frame ? frame.bytes : frame.text);
      sent++;
      // let the service catch up now and then, as a real client waits for answers
      if (sent % 200 === 0) await caughtUp();
    }
    await caughtUp();

    for (const fuzzer of fuzzers) {
      const count = expected.get(fuzzer)!;
      expect(fuzzer.socket.readyState).toBe(fuzzer.socket.OPEN);
      expect(fuzzer.violations).toEqual([]);
      const errors = fuzzer.all('error');
      expect(errors.filter((error) => error.data === 'invalid_data')).toHaveLength(count.invalid);
      expect(errors).toHaveLength(count.invalid + count.errors);
      expect(errors.every((error) => ['invalid_data', 'lobby_doesnt_exist', 'already_in_lobby'].includes(error.data))).toBe(true);
      expect(fuzzer.all('connected')).toHaveLength(count.connected);
      expect(fuzzer.all('lobbies_list')).toHaveLength(count.lists);
      expect(fuzzer.messages.filter((m) => !['error', 'connected', 'lobbies_list', 'ping'].includes(m.event))).toEqual([]);
    }
    expect(closedBySize).toBe(FRAMES / 250);
    expect(expected.get(fuzzers[0])!.invalid + expected.get(fuzzers[1])!.invalid).toBeGreaterThan(4000);

    // no lobby changed, nothing was recorded, and the service still works
    expect(await h.lobbyState()).toEqual(before);
    expect((await h.lobbyEvents()).length).toBe(eventsBefore);
    const fresh = await h.connect(service, ids[11]);
    expect((await fresh.lobbies()).map((lobby) => [lobby.lobby_id, lobby.lobbysize]).sort()).toEqual(
      [
        [lockedId, 8],
        [openId, 2],
      ].sort(),
    );
    fresh.send('make_lobby', { region: 'China', mmrMin: null, mmrMax: null });
    await fresh.next('join_lobby');
    players[9].send('chat', { message: 'still works' });
    await players[8].next('chat', (m) => m.data.message === 'still works');
  });
});
