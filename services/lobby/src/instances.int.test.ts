import { LobbyHarness, type TestClient } from './testing/harness';
import { describeOnTopologies } from './testing/topologies';

/**
 * Several instances on one namespace (docs/architecture.md "Lobby service"): lobbies made on one are listed, joined
 * and chatted in from the other; twelve players racing for one lobby across both instances
 * fill exactly its eight seats and lock it once.
 */
describeOnTopologies('lobby service, two instances (docs/architecture.md "Lobby service")', (topology) => {
  let h: LobbyHarness;
  let clients: TestClient[] = [];
  beforeEach(() => {
    h = new LobbyHarness(topology);
    clients = [];
  });
  afterEach(async () => {
    for (const client of clients) expect(client.violations).toEqual([]);
    await h.cleanup();
  });

  test('16 players over two instances: cross-instance lists, joins and chat; 12 race for one lobby, 8 get in, it locks once', async () => {
    const [one, two] = [await h.start(), await h.start()];
    const ids = await Promise.all(Array.from({ length: 16 }, (_, i) => h.player(i + 1, 500 + i * 100)));
    // players 0-7 on instance one, 8-15 on instance two
    clients = await Promise.all(ids.map((id, i) => h.connect(i < 8 ? one : two, id)));
    const p = clients;

    // made on one, listed and joined on two, changes seen on one
    const made = await p[0].make({ region: 'EU West', mmrMin: null, mmrMax: null });
    const listed = await p[8].lobbies();
    expect(listed).toEqual([expect.objectContaining({ lobby_id: made, lobbysize: 1, host: 'Player 1' })]);
    p[8].send('join_lobby', made);
    expect((await p[8].next('join_lobby')).data.map((player) => player.steam_id)).toEqual([ids[0], ids[8]]);
    expect((await p[0].next('lobby_changed', (m) => m.data.length === 2)).data.map((player) => [player.steam_id, player.ready])).toEqual([
      [ids[0], true],
      [ids[8], true],
    ]);
    p[8].send('chat', { message: 'hi from two' });
    expect((await p[0].next('chat')).data).toMatchObject({ lobby_id: made, steam_id: ids[8], message: 'hi from two' });
    // a lobby made on two, with a rank range, is refused on one to a player outside it
    const ranged = await p[9].make({ region: 'SEA', mmrMin: 1000, mmrMax: null });
    p[1].send('join_lobby', { lobbyId: ranged });
    expect(await p[1].nextError()).toBe('failed_lobby_requirements');
    p[9].send('leave_lobby');
    await p[9].next('left_lobby');

    // the race: host on one, twelve players (six per instance) join at once
    const lobbyId = await p[1].make({ region: 'NA', mmrMin: null, mmrMax: null });
    const racers = [2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14].map((i) => p[i]);
    for (const racer of racers) racer.send('join_lobby', { lobbyId });
    const outcomes = await Promise.all(
      racers.map(async (racer) => {
        const answer = await racer.nextOf(['join_lobby', 'error']);
        return answer.event === 'error' ? answer.data : 'in';
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'in')).toHaveLength(7);
    expect(outcomes.filter((outcome) => outcome !== 'in').every((code) => code === 'lobby_full' || code === 'lobby_locked')).toBe(true);
    const seated = [p[1], ...racers.filter((_, i) => outcomes[i] === 'in')];

    const passwords = await Promise.all(seated.map(async (player) => (await player.next('password')).data));
    expect(new Set(passwords).size).toBe(1);
    expect(passwords[0]).toMatch(/^[A-Z0-9]{5}$/);
    await Promise.all(seated.map((player) => player.next('lobby_locked')));
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const player of p) {
      expect(player.all('lobby_locked')).toHaveLength(seated.includes(player) ? 1 : 0);
      expect(player.all('password')).toHaveLength(seated.includes(player) ? 1 : 0);
    }
    const state = await h.lobbyState();
    expect(state[h.keys.players(lobbyId)]).toHaveLength(8);
    const finalList = await p[15].lobbies();
    expect(finalList.find((lobby) => lobby.lobby_id === lobbyId)).toMatchObject({ lobbysize: 8, locked: true });

    const events = await h.lobbyEvents();
    const ofRace = events.filter((event) => event.stream === `lobby-${lobbyId}`).map((event) => event.type);
    expect(ofRace.filter((type) => type === 'LobbyJoined')).toHaveLength(7);
    expect(ofRace.filter((type) => type === 'LobbyLocked')).toHaveLength(1);
  });

  test('repeated races between instances never seat more than 8 players', async () => {
    const [one, two] = [await h.start(), await h.start()];
    const ids = await Promise.all(Array.from({ length: 13 }, (_, i) => h.player(i + 1)));
    clients = await Promise.all(ids.map((id, i) => h.connect(i % 2 ? one : two, id)));
    for (let round = 0; round < 5; round++) {
      const lobbyId = await clients[0].make({ region: 'SA', mmrMin: null, mmrMax: null });
      const racers = clients.slice(1);
      for (const racer of racers) racer.send('join_lobby', { lobbyId });
      const answers = await Promise.all(racers.map((racer) => racer.nextOf(['join_lobby', 'error'])));
      expect(answers.filter((answer) => answer.event === 'join_lobby')).toHaveLength(7);
      const seats = await h.lobbyRedis.lrange(h.keys.players(lobbyId), 0, -1);
      expect(seats).toHaveLength(8);
      expect(new Set(seats).size).toBe(8);
      // clear the lobby for the next round: a locked lobby only goes when it closes
      await h.lobbyRedis.hset(h.keys.lobby(lobbyId), 'closes_ms', '0');
      await h.lobbyRedis.zadd(h.keys.closing(h.keys.shardOf(lobbyId)), 0, lobbyId);
      await Promise.all(clients.filter((_, i) => seats.includes(ids[i])).map((client) => client.next('left_lobby')));
      for (const client of clients) client.reset();
    }
  });
});
