import { eventually, LobbyHarness, type TestClient } from './testing/harness';
import { describeOnTopologies } from './testing/topologies';

/**
 * An instance dies (docs/architecture.md "Lobby service", fan-out): its sockets drop without a close frame and it writes
 * nothing more, but the lobbies live in Redis, so its players reconnect to another instance and
 * find everything as it was.
 */
describeOnTopologies('lobby service, an instance dies (docs/architecture.md "Lobby service")', (topology) => {
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

  test('players of a killed instance reconnect to the other and get their lobbies back; nothing is lost', async () => {
    const [doomed, survivor] = [await h.start({ graceMs: 2000 }), await h.start({ graceMs: 2000 })];
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => h.player(i + 1)));
    // even players on the doomed instance, odd ones on the survivor
    const onDoomed = (i: number) => i % 2 === 0;
    const first = await Promise.all(ids.map((id, i) => h.connect(onDoomed(i) ? doomed : survivor, id)));
    clients.push(...first);

    // a locked lobby of eight (players 0-7) and an open one of three (8-10, hosted on the doomed instance)
    const lockedId = await first[0].make({ region: 'NA', mmrMin: null, mmrMax: null });
    for (const player of first.slice(1, 8)) {
      player.send('join_lobby', { lobbyId: lockedId });
      await player.next('join_lobby');
    }
    const password = (await first[0].next('password')).data;
    const openId = await first[8].make({ region: 'EU East', mmrMin: 0, mmrMax: 4499 });
    for (const player of first.slice(9, 11)) {
      player.send('join_lobby', { lobbyId: openId });
      await player.next('join_lobby');
    }
    await first[9].next('lobby_changed', (m) => m.data.length === 3);
    const before = await h.lobbyState();

    await doomed.kill();
    const drops = await Promise.all(first.filter((_, i) => onDoomed(i)).map((client) => client.closed));
    expect(drops.every((drop) => drop.code === 1006)).toBe(true);
    expect(await h.lobbyState()).toEqual(before);

    // the survivor's players still talk to each other meanwhile
    first[1].send('chat', { message: 'still here' });
    await first[3].next('chat', (m) => m.data.message === 'still here');

    // the dropped players come back on the survivor
    const again = new Map<number, TestClient>();
    for (const [i, id] of ids.entries()) if (onDoomed(i)) again.set(i, await h.connect(survivor, id));
    clients.push(...again.values());
    for (const [i, client] of again) {
      const data = client.all('connected')[0].data;
      if (!('lobby' in data)) {
        expect(i).toBe(11);
        continue;
      }
      const { lobby, lobby_players, player } = data;
      if (i < 8) {
        expect(lobby).toMatchObject({ lobby_id: lockedId, locked: true, lobby_password: password });
        expect(lobby_players.map((p) => p.steam_id)).toEqual(ids.slice(0, 8));
        expect(lobby_players[0].is_host).toBe(true);
        expect(player.is_host).toBe(i === 0);
      } else {
        expect(i).toBeLessThan(11);
        expect(lobby).toMatchObject({ lobby_id: openId, locked: false });
        expect(lobby_players.map((p) => [p.steam_id, p.is_host])).toEqual(ids.slice(8, 11).map((id, n) => [id, n === 0]));
      }
    }
    expect(await h.lobbyState()).toEqual(before);

    // they play on: chat reaches everyone of the locked lobby, a join into the open one is seen by all
    again.get(0)!.send('chat', { message: 'back' });
    for (const [i, client] of [...again.entries(), ...first.map((c, i) => [i, c] as const).filter(([i]) => !onDoomed(i))]) {
      // the sender's own socket does not get its line back
      if (i > 0 && i < 8) await client.next('chat', (m) => m.data.message === 'back');
    }
    first[11].send('join_lobby', { lobbyId: openId });
    await first[11].next('join_lobby');
    await again.get(8)!.next('lobby_changed', (m) => m.data.length === 4 && m.data.every((p) => p.ready));

    // past the grace period nobody was removed: every dropped player came back in time
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const list = await first[1].lobbies();
    expect(list.map((lobby) => [lobby.lobby_id, lobby.lobbysize]).sort()).toEqual(
      [
        [lockedId, 8],
        [openId, 4],
      ].sort(),
    );

    // a third instance started later serves them too
    const third = await h.start();
    const late = await h.connect(third, ids[10]);
    clients.push(late);
    expect(late.all('connected')[0].data).toMatchObject({ lobby: { lobby_id: openId } });
    late.send('chat', { message: 'from three' });
    await first[9].next('chat', (m) => m.data.message === 'from three');
  });

  test('a player of a killed instance who never comes back is removed from an unlocked lobby after the grace period', async () => {
    const [doomed, survivor] = [await h.start({ graceMs: 500, presenceTtlMs: 600 }), await h.start({ graceMs: 500, presenceTtlMs: 600 })];
    const [ann, bob] = [await h.player(1), await h.player(2)];
    const a = await h.connect(survivor, ann);
    const b = await h.connect(doomed, bob);
    clients.push(a, b);
    const lobbyId = await a.make({ region: 'SEA', mmrMin: null, mmrMax: null });
    b.send('join_lobby', { lobbyId });
    await b.next('join_lobby');
    await doomed.kill();
    // the doomed instance's presence mark runs out (600 ms), then the grace period (500 ms)
    const changed = await a.next('lobby_changed', (m) => m.data.length === 1, 5000);
    expect(changed.data.map((p) => p.steam_id)).toEqual([ann]);
    await eventually(async () => (await h.lobbyEvents()).some((event) => event.type === 'LobbyLeft'), 'LobbyLeft recorded');
  });

  test("the others see a stopped instance's players as not ready: after a crash once its mark runs out, after a graceful close at the next sweep", async () => {
    // a minute of grace: nobody is removed meanwhile, only shown as away
    const options = { graceMs: 60_000, presenceTtlMs: 600 };
    const [doomed, closing, survivor] = [await h.start(options), await h.start(options), await h.start(options)];
    const [ann, bob, cat] = [await h.player(1), await h.player(2), await h.player(3)];
    const a = await h.connect(survivor, ann);
    const b = await h.connect(doomed, bob);
    const c = await h.connect(closing, cat);
    clients.push(a, b, c);
    const lobbyId = await a.make({ region: 'NA', mmrMin: null, mmrMax: null });
    for (const player of [b, c]) {
      player.send('join_lobby', { lobbyId });
      await player.next('join_lobby');
    }
    await a.next('lobby_changed', (m) => m.data.length === 3);
    const readiness = (m: { data: Array<{ steam_id: string; ready: boolean }> }) => m.data.map((p) => [p.steam_id, p.ready]);

    await doomed.kill();
    const crashed = await a.next('lobby_changed', (m) => m.data.some((p) => p.steam_id === bob && !p.ready), 5000);
    expect(readiness(crashed)).toEqual([
      [ann, true],
      [bob, false],
      [cat, true],
    ]);

    await closing.close();
    const closed = await a.next('lobby_changed', (m) => m.data.some((p) => p.steam_id === cat && !p.ready), 5000);
    expect(readiness(closed)).toEqual([
      [ann, true],
      [bob, false],
      [cat, false],
    ]);
    expect((await a.lobbies()).find((lobby) => lobby.lobby_id === lobbyId)?.lobbysize).toBe(3);
  });
});
