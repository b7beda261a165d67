import { LOBBY_SIZE } from '@arena/domain';
import { LobbyStore, newLobbyId, type PlayerCard } from './lobby-store';
import { LobbyHarness } from './testing/harness';
import { describeOnTopologies } from './testing/topologies';

const CARD: PlayerCard = { username: 'P', avatar: null, ladder_mmr: 1000 };
const NOW = Date.parse('2026-11-26T12:00:00.000Z');

/**
 * A seat is taken in two steps, a claim on the player's key and the seat in the lobby's script
 * (`LobbyStore`); these tests cut the steps short where a crash or a lost reply would, and check
 * that the next request settles what was left without a player in two lobbies or a seat lost.
 */
describeOnTopologies('lobby store: claims left behind (docs/architecture.md "Redis topology")', (topology) => {
  let h: LobbyHarness;
  let store: LobbyStore;
  beforeEach(() => {
    h = new LobbyHarness(topology);
    store = new LobbyStore(h.lobbyRedis, h.keys);
  });
  afterEach(() => h.cleanup());

  const make = async (steamId: string) => {
    const lobbyId = newLobbyId();
    expect(await store.create({ lobbyId, steamId, region: 'NA', mmrMin: null, mmrMax: null, card: CARD, nowMs: NOW })).toBe('created');
    return lobbyId;
  };
  const join = (lobbyId: string, steamId: string) =>
    store.join({ lobbyId, steamId, card: CARD, size: LOBBY_SIZE, password: 'ABCDE', nowMs: NOW, closesMs: NOW + 60_000 });
  const seatArgs = (lobbyId: string, steamId: string, claim: string) => {
    const { keys } = h;
    return [
      keys.lobby(lobbyId),
      keys.players(lobbyId),
      keys.cards(lobbyId),
      keys.fenced(lobbyId),
      keys.closing(keys.shardOf(lobbyId)),
      lobbyId,
      steamId,
      claim,
      JSON.stringify(CARD),
      String(LOBBY_SIZE),
      'ABCDE',
      new Date(NOW).toISOString(),
      new Date(NOW + 60_000).toISOString(),
      String(NOW + 60_000),
    ];
  };

  test('a claim whose seat was never taken is fenced by the next request: the player joins elsewhere, the old seat can never be taken', async () => {
    const [x, y] = [await make('host-x'), await make('host-y')];
    // an instance claimed a seat of x for p, then died before the seat's script
    const claim = `${x} claim-of-a-dead-instance`;
    await h.lobbyRedis.set(h.keys.member('p'), claim);
    expect(await store.lobbyOf('p')).toBe(x);
    expect(await store.seatedIn('p')).toBeNull();
    expect(await h.lobbyRedis.sismember(h.keys.fenced(x), claim)).toBe(1);
    expect(await h.lobbyRedis.get(h.keys.member('p'))).toBeNull();

    expect(await join(y, 'p')).toEqual({ outcome: 'joined', players: 2 });
    // the dead instance's script arrives late: refused, nothing changes
    expect(await h.lobbyRedis.lobbySeat(...seatArgs(x, 'p', claim))).toEqual(['fenced']);
    expect(await h.lobbyRedis.lrange(h.keys.players(x), 0, -1)).toEqual(['host-x']);
    expect(await h.lobbyRedis.lrange(h.keys.players(y), 0, -1)).toEqual(['host-y', 'p']);
    expect((await h.lobbyRedis.get(h.keys.member('p')))!.split(' ')[0]).toBe(y);
  });

  test('a claim whose seat was taken stands: the player is in that lobby and cannot take another seat', async () => {
    const [x, y] = [await make('host-x'), await make('host-y')];
    const claim = `${x} claim-seated`;
    await h.lobbyRedis.set(h.keys.member('p'), claim);
    expect(await h.lobbyRedis.lobbySeat(...seatArgs(x, 'p', claim))).toEqual(['joined', 2]);
    // the seat's reply was lost and the script sent again: the same answer, one seat
    expect(await h.lobbyRedis.lobbySeat(...seatArgs(x, 'p', claim))).toEqual(['joined', 2]);
    expect(await store.seatedIn('p')).toBe(x);
    expect(await join(y, 'p')).toEqual({ outcome: 'already_in_lobby' });
    expect(await h.lobbyRedis.lrange(h.keys.players(x), 0, -1)).toEqual(['host-x', 'p']);
    expect(await h.lobbyRedis.lrange(h.keys.players(y), 0, -1)).toEqual(['host-y']);
    expect(await h.lobbyRedis.scard(h.keys.fenced(x))).toBe(0);
  });

  test('two requests of one player at once: at most one seat is taken, never two', async () => {
    const lobbies = [await make('host-a'), await make('host-b'), await make('host-c')];
    const outcomes = await Promise.all(lobbies.map((lobbyId) => join(lobbyId, 'p')));
    const seated = await Promise.all(lobbies.map((lobbyId) => h.lobbyRedis.lrange(h.keys.players(lobbyId), 0, -1)));
    expect(seated.filter((players) => players.includes('p'))).toHaveLength(outcomes.filter((o) => o.outcome === 'joined').length);
    expect(outcomes.filter((o) => o.outcome === 'joined')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'already_in_lobby')).toHaveLength(2);
  });

  test('a leave or a close cut short after the lobby changed leaves a member key that the next request clears', async () => {
    const x = await make('host-x');
    expect((await join(x, 'p')).outcome).toBe('joined');
    const member = await h.lobbyRedis.get(h.keys.member('p'));
    expect(await store.leave('p', 'left', NOW)).toMatchObject({ outcome: 'left', lobbyId: x, remaining: 1 });
    // as if the instance had died before deleting the member key
    await h.lobbyRedis.set(h.keys.member('p'), member!);
    expect(await store.leave('p', 'left', NOW)).toEqual({ outcome: 'not_in_lobby' });
    expect(await h.lobbyRedis.get(h.keys.member('p'))).toBeNull();

    // a locked lobby closes; its players' member keys outlive it when the close is cut short
    const full = await make('host-full');
    for (let n = 1; n < LOBBY_SIZE; n++) expect((await join(full, `seat-${n}`)).outcome).toBe(n === LOBBY_SIZE - 1 ? 'locked' : 'joined');
    const members = await Promise.all([1, 2].map((n) => h.lobbyRedis.get(h.keys.member(`seat-${n}`))));
    expect(await store.close(full, NOW + 60_000)).toMatchObject({ outcome: 'closed' });
    expect(await h.lobbyRedis.get(h.keys.member('seat-1'))).toBeNull();
    await h.lobbyRedis.set(h.keys.member('seat-1'), members[0]!);
    expect(await store.seatedIn('seat-1')).toBeNull();
    expect(await make('seat-1')).toMatch(/^[\w-]+$/);
    await h.lobbyRedis.set(h.keys.member('seat-2'), members[1]!);
    expect(await join(x, 'seat-2')).toEqual({ outcome: 'joined', players: 2 });
  });
});
