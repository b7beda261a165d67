import type { EventStore } from '@arena/eventstore';
import { eventually, LobbyHarness, type TestClient } from './testing/harness';
import { eventuallyEvents, httpGet, SITE } from './testing/protocol-helpers';
import { describeOnTopologies } from './testing/topologies';

/**
 * The lobby protocol against one instance, continued (docs/game-rules.md, "Matchmaking lobbies"): chat, frames that
 * are not messages, a failing event store, the heartbeat and the grace period of a player who leaves and comes back.
 */
describeOnTopologies('lobby service protocol: chat, heartbeat, grace period', (topology) => {
  let h: LobbyHarness;
  const clients: TestClient[] = [];
  beforeEach(() => {
    h = new LobbyHarness(topology);
    clients.length = 0;
  });
  afterEach(async () => {
    for (const client of clients) expect(client.violations).toEqual([]);
    await h.cleanup();
  });
  const track = (client: TestClient) => (clients.push(client), client);

  test("chat: to every other player's sockets (never back to the sending socket), up to 500 characters, rate-limited per player", async () => {
    const service = await h.start({ chatLimit: { messages: 5, windowMs: 2000 } });
    const [ann, bob, cid] = [await h.player(1, 1000, 'Ann'), await h.player(2), await h.player(3)];
    const [a, b, c] = [track(await h.connect(service, ann)), track(await h.connect(service, bob)), track(await h.connect(service, cid))];
    a.send('chat', { message: 'anyone?' });
    expect(await a.nextError()).toBe('lobby_doesnt_exist');
    const lobbyId = await a.make({ region: 'SA', mmrMin: null, mmrMax: null });
    b.send('join_lobby', { lobbyId });
    await b.next('join_lobby');
    // Ann's second tab, signed in with the session cookie
    const a2 = track(await h.open(service.port, '/', { headers: { ...SITE, cookie: await h.sessionCookie(ann) } }));
    await a2.next('connected');

    // the live client sends its name along; the server names the sender itself
    a.send('chat', { username: 'Mallory', message: '  hello there  ' });
    for (const client of [b, a2]) {
      const chat = (await client.next('chat')).data;
      expect(chat).toEqual({ username: 'Ann', message: 'hello there', steam_id: ann, lobby_id: lobbyId, sent_at: chat.sent_at });
      expect(Number.isNaN(Date.parse(chat.sent_at))).toBe(false);
    }
    a.send('chat', { message: 'x'.repeat(501) });
    expect(await a.nextError()).toBe('invalid_data');
    a.send('chat', { message: '   ' });
    expect(await a.nextError()).toBe('invalid_data');
    a.send('chat', { message: 'y'.repeat(500) });
    await b.next('chat', (m) => m.data.message.length === 500);

    for (let i = 0; i < 4; i++) a.send('chat', { message: `flood ${i}` });
    expect(await a.nextError()).toBe('rate_limited');
    // the error comes straight back; the chats go round through Redis
    await b.next('chat', (m) => m.data.message === 'flood 2');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.all('chat').map((m) => m.data.message)).toEqual(['hello there', 'y'.repeat(500), 'flood 0', 'flood 1', 'flood 2']);
    b.send('chat', { message: 'my own budget' });
    await a.next('chat', (m) => m.data.message === 'my own budget');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    a.send('chat', { message: 'after the window' });
    await b.next('chat', (m) => m.data.message === 'after the window');
    await a2.next('chat', (m) => m.data.message === 'after the window');
    expect(c.all('chat')).toEqual([]);
    // nobody got their own line back from the socket that sent it
    expect(a.all('chat').map((m) => m.data.message)).toEqual(['my own budget']);
    expect(b.all('chat').every((m) => m.data.steam_id === ann)).toBe(true);

    // the lobby's history keeps what was said, by whom and when; nothing refused
    const said = [...b.all('chat'), ...a.all('chat')].map((m) => m.data).sort((x, y) => x.sent_at.localeCompare(y.sent_at));
    let recorded: Awaited<ReturnType<typeof h.lobbyEvents>> = [];
    await eventually(
      async () => (recorded = (await h.lobbyEvents()).filter((event) => event.type === 'LobbyChatSent')).length >= said.length,
      'the chat recorded',
    );
    expect(recorded.map((event) => [event.data, event.metadata.actor])).toEqual(
      said.map((chat) => [{ lobbyId, steamId: chat.steam_id, message: chat.message, sentAt: chat.sent_at }, chat.steam_id]),
    );
  });

  test('frames that are not messages get invalid_data or close the socket; nothing crashes', async () => {
    const service = await h.start();
    const client = track(await h.connect(service, await h.player(1)));
    const frames = [
      'not json',
      '{"event":',
      '[]',
      'null',
      '42',
      '{"event":"dance"}',
      '{"data":{}}',
      '{"event":"make_lobby"}',
      '{"event":"join_lobby","data":{"lobbyId":7}}',
      '{"event":"join_lobby","data":7}',
      '{"event":"make_lobby","data":{"region":"North America","mmrMin":"0","mmrMax":500}}',
      '{"event":"chat","data":"hi"}',
      '{"event":"__proto__","data":{}}',
      '{"event":"constructor"}',
      '{"__proto__":{"event":"refresh_lobbies"}}',
      '{"event":"leave_lobby","data":null}',
    ];
    for (const frame of frames) client.sendRaw(frame);
    client.sendRaw(Buffer.from([1, 2, 3]));
    for (let i = 0; i <= frames.length; i++) expect(await client.nextError()).toBe('invalid_data');
    client.send('refresh_lobbies');
    await client.next('lobbies_list');

    const big = track(await h.connect(service, await h.player(2)));
    big.sendRaw(JSON.stringify({ event: 'chat', data: { message: 'z'.repeat(5000) } }));
    expect((await big.closed).code).toBe(1009);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    client.send('refresh_lobbies');
    await client.next('lobbies_list');
  });

  test('an event store that fails does not hold up the protocol: the failure is counted and logged', async () => {
    const failing = {
      append: () => Promise.reject(new Error('disk full')),
      close: () => Promise.resolve(),
    } as unknown as EventStore;
    const service = await h.start({ eventStore: failing });
    const [ann, bob] = [await h.player(1), await h.player(2)];
    const [a, b] = [track(await h.connect(service, ann)), track(await h.connect(service, bob))];
    const lobbyId = await a.make({ region: 'NA', mmrMin: null, mmrMax: null });
    b.send('join_lobby', { lobbyId });
    await b.next('join_lobby');
    await a.next('lobby_changed', (m) => m.data.length === 2);
    await eventually(
      async () => /lobby_history_failures_total 2/.test((await httpGet(service.port, '/metrics')).body),
      'two failures counted',
    );
  });

  test('heartbeat: a ping every interval; a socket that did not answer the last one is terminated', async () => {
    const service = await h.start({ pingIntervalMs: 200 });
    const answering = track(await h.connect(service, await h.player(1)));
    const silent = await h.connect(service, await h.player(2), { autoPong: false });
    const closed = await silent.closed;
    expect(closed.code).toBe(1006);
    expect(silent.all('ping').length).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answering.socket.readyState).toBe(answering.socket.OPEN);
    expect(answering.all('ping').length).toBeGreaterThanOrEqual(2);
  });

  test('a player who comes back gets their lobby; one gone longer than the grace period loses their seat in an unlocked lobby', async () => {
    const service = await h.start({ graceMs: 700 });
    const [ann, bob, cid] = [await h.player(1), await h.player(2), await h.player(3)];
    const a = track(await h.connect(service, ann));
    const b1 = await h.connect(service, bob);
    const lobbyId = await a.make({ region: 'EU East', mmrMin: null, mmrMax: null });
    b1.send('join_lobby', { lobbyId });
    await b1.next('join_lobby');

    // Bob's socket drops: he shows not ready, comes back within the grace period and gets the lobby back
    b1.socket.terminate();
    await a.next('lobby_changed', (m) => m.data.some((p) => p.steam_id === bob && !p.ready));
    const b2 = track(await h.connect(service, bob));
    const back = b2.all('connected')[0].data;
    if (!('lobby' in back)) throw new Error('Bob came back to no lobby');
    expect(back.lobby).toMatchObject({ lobby_id: lobbyId, locked: false });
    expect(back.lobby_players.map((p) => [p.steam_id, p.is_host, p.ready])).toEqual([
      [ann, true, true],
      [bob, false, true],
    ]);
    expect(back.player).toMatchObject({ steam_id: bob, is_host: false, ready: true, lobby_id: lobbyId });
    expect('lobbyList' in back).toBe(false);
    await a.next('lobby_changed', (m) => m.data.every((p) => p.ready));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await a.lobbies())[0].lobbysize).toBe(2);

    // the host goes for good: after the grace period Bob hosts alone
    a.socket.terminate();
    const hosted = await b2.next('lobby_changed', (m) => m.data.length === 1, 5000);
    expect(hosted.data[0]).toMatchObject({ steam_id: bob, is_host: true });
    const c = track(await h.connect(service, cid));
    expect((await c.lobbies())[0]).toMatchObject({ lobby_id: lobbyId, lobbysize: 1 });
    const events = await eventuallyEvents(h, 4);
    expect(events.map((event) => event.type)).toEqual(['LobbyCreated', 'LobbyJoined', 'LobbyLeft', 'LobbyHostChanged']);
    expect(events.find((event) => event.type === 'LobbyLeft')!.data).toEqual({ lobbyId, steamId: ann, reason: 'absent', players: 1 });
    expect(events.find((event) => event.type === 'LobbyLeft')!.metadata).toMatchObject({ actor: 'system' });
  });

  test('a locked lobby keeps a player whose sockets are gone past the grace period', async () => {
    const service = await h.start({ graceMs: 300 });
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => h.player(i + 1)));
    const players = await Promise.all(ids.map(async (id) => track(await h.connect(service, id))));
    const lobbyId = await players[0].make({ region: 'NA', mmrMin: null, mmrMax: null });
    for (const player of players.slice(1)) {
      player.send('join_lobby', { lobbyId });
      await player.next('join_lobby');
    }
    await players[0].next('lobby_locked');
    players[7].socket.terminate();
    await players[0].next('lobby_changed', (m) => m.data.some((p) => p.steam_id === ids[7] && !p.ready));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const back = track(await h.connect(service, ids[7]));
    const restored = back.all('connected')[0].data;
    if (!('lobby' in restored)) throw new Error('came back to no lobby');
    expect(restored.lobby_players.map((p) => p.steam_id)).toEqual(ids);
    expect(restored.lobby.lobby_password).toMatch(/^[A-Z0-9]{5}$/);
    expect(restored.lobby.lobby_password).toBe((await players[0].next('password')).data);
    expect(restored.lobby.time_since_lock).toBeGreaterThanOrEqual(1);
  });
});
