import * as http from 'node:http';
import { LobbyHarness, type TestClient } from './testing/harness';
import { describeOnTopologies } from './testing/topologies';
import { eventuallyEvents, httpGet, SITE } from './testing/protocol-helpers';

/**
 * The lobby protocol against one instance (docs/game-rules.md, "Matchmaking lobbies"): real Redis, real sockets, a temp
 * SQLite event store. Every client event and every error code; tickets; heartbeat; grace period.
 */
describeOnTopologies('lobby service protocol (docs/game-rules.md, "Matchmaking lobbies")', (topology) => {
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

  const REFUSED = { code: 4401, reason: 'invalid or expired ticket or session' };

  test('a socket without a ticket, with an unknown one or with a used one is closed 4401 with the reason', async () => {
    const service = await h.start();
    const steamId = await h.player(1);
    for (const path of ['/', '/?ticket=', '/?ticket=not-a-ticket', '/?ticket=__proto__', '/?x=1&ticket=%00']) {
      const client = await h.open(service.port, path);
      expect(await client.closed).toEqual(REFUSED);
    }
    const ticket = await h.ticket(steamId);
    const first = track(await h.open(service.port, `/?ticket=${ticket}`));
    await first.next('connected');
    const again = await h.open(service.port, `/?ticket=${ticket}`);
    expect(await again.closed).toEqual(REFUSED);
    expect(first.socket.readyState).toBe(first.socket.OPEN);

    const health = await httpGet(service.port, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok', redis: true, sockets: 1 });
    const metrics = await httpGet(service.port, '/metrics');
    expect(metrics.body).toMatch(/lobby_sockets_refused_total 6/);
    expect(metrics.body).toMatch(/lobby_sockets 1/);
  });

  test('the site session cookie signs a socket in, as the live site did: from the site origin or the same host; never from a foreign origin', async () => {
    const service = await h.start();
    const ann = await h.player(1, 2300, 'Ann');
    const cookie = await h.sessionCookie(ann);
    // the live site's client: ws://{host}:{port} with no ticket, the browser adds Origin and the cookie
    for (const origin of ['http://site.test:3000', 'http://127.0.0.1:3000', `http://127.0.0.1:${service.port}`]) {
      const client = track(await h.open(service.port, '/', { headers: { origin, cookie } }));
      expect((await client.next('connected')).data).toEqual({
        lobbyList: [],
        me: { steam_id: ann, username: 'Ann', avatar: null, ladder_mmr: 2300, badge: 'Legend', pips: 4 },
      });
    }
    // a page of another site is refused before the socket opens, with a ticket or a cookie
    for (const origin of ['http://evil.test', 'http://site.test.evil.test:3000', 'https://site.test:3000', 'null', 'file://x']) {
      const upgrade = await refusedUpgrade(service.port, '/', { origin, cookie });
      expect(upgrade).toBe(403);
      expect(await refusedUpgrade(service.port, `/?ticket=${await h.ticket(ann)}`, { origin })).toBe(403);
    }
    // the cookie alone is not enough without an Origin (no browser page sent it), nor when forged or stale
    const refused: Record<string, string>[] = [
      { cookie },
      { ...SITE, cookie: await h.sessionCookie(ann, { secret: 'another-secret-of-at-least-32-characters!' }) },
      { ...SITE, cookie: cookie.replace(/\.[^.;]*$/, '.AAAA') },
      { ...SITE, cookie: await h.sessionCookie(null) },
      { ...SITE, cookie: await h.sessionCookie(ann, { expires: new Date(Date.now() - 1000) }) },
      { ...SITE, cookie: 'arena.sid=' },
      { ...SITE },
    ];
    const sessions = async () => {
      const keys = (await h.redis.keys(`${h.namespace}:sess:*`)).sort();
      return Promise.all(keys.map(async (key) => [key, await h.redis.get(key)]));
    };
    const before = await sessions();
    expect(before).toHaveLength(4);
    for (const headers of refused) expect(await (await h.open(service.port, '/', { headers })).closed).toEqual(REFUSED);
    // without the site's session settings, tickets only
    const ticketsOnly = await h.start({ sessions: undefined });
    const sameHost = { origin: 'http://127.0.0.1:3000', cookie };
    expect(await (await h.open(ticketsOnly.port, '/', { headers: sameHost })).closed).toEqual(REFUSED);
    // the sessions are read, never written
    expect(await sessions()).toEqual(before);
  });

  test('connected: not in a lobby, the list (lobbyList) and my card; again on a client `connected`; refresh_lobbies answers the bare list', async () => {
    const service = await h.start();
    const ann = await h.player(1, 2300, 'Ann');
    const client = track(await h.connect(service, ann));
    const welcome = client.all('connected')[0].data;
    // the live client takes `player` for "in a lobby": it is absent here
    expect(welcome).toEqual({
      lobbyList: [],
      me: { steam_id: ann, username: 'Ann', avatar: null, ladder_mmr: 2300, badge: 'Legend', pips: 4 },
    });
    client.send('connected');
    expect((await client.next('connected')).data).toEqual(welcome);
    client.send('refresh_lobbies', {});
    expect((await client.next('lobbies_list')).data).toEqual([]);
    client.send('pong');
    client.send('refresh_lobbies');
    await client.next('lobbies_list');
    expect(client.all('error')).toEqual([]);
  });

  test('make_lobby: the host gets join_lobby; others see it listed; rating, range, region and one-lobby rules', async () => {
    const service = await h.start();
    const ann = await h.player(1, 1200, 'Ann');
    const bob = await h.player(2, 3000, 'Bob');
    const a = track(await h.connect(service, ann));
    const b = track(await h.connect(service, bob));

    a.send('make_lobby', { region: 'EU West', mmrMin: 1500, mmrMax: null });
    expect(await a.nextError()).toBe('failed_lobby_requirements');
    a.send('make_lobby', { region: 'Mars', mmrMin: null, mmrMax: null });
    expect(await a.nextError()).toBe('invalid_data');
    a.send('make_lobby', { region: 'NA', mmrMin: 1000, mmrMax: 999 });
    expect(await a.nextError()).toBe('invalid_data');
    a.send('make_lobby', { region: 'NA', mmrMin: 1234, mmrMax: null });
    expect(await a.nextError()).toBe('invalid_data');

    a.send('make_lobby', { region: 'EU West', mmrMin: 1000, mmrMax: 1499 });
    const annRow = {
      steam_id: ann,
      username: 'Ann',
      avatar: null,
      ladder_mmr: 1200,
      badge: 'Crusader',
      pips: 3,
      is_host: true,
      ready: true,
    };
    expect((await a.next('join_lobby')).data).toEqual([annRow]);
    expect((await a.next('lobby_changed')).data).toEqual([annRow]);
    const state = await a.state();
    const lobby = state.lobby!;
    expect(lobby.lobby_id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(Number.isNaN(Date.parse(lobby.created_at))).toBe(false);
    expect(lobby).toEqual({
      lobby_id: lobby.lobby_id,
      region: 'EU West',
      min_rank: 1000,
      max_rank: 1499,
      mmr_min: 1000,
      mmr_max: 1499,
      lobby_password: null,
      locked: false,
      time_since_lock: null,
      locked_at: null,
      closes_at: null,
      created_at: lobby.created_at,
    });
    expect(state.players).toEqual([annRow]);
    expect(state.player).toEqual({ ...annRow, lobby_id: lobby.lobby_id });

    expect(await b.lobbies()).toEqual([
      {
        lobby_id: lobby.lobby_id,
        region: 'EU West',
        min_rank: 1000,
        max_rank: 1499,
        mmr_min: 1000,
        mmr_max: 1499,
        lobbysize: 1,
        max_players: 8,
        host: 'Ann',
        locked: false,
        created_at: lobby.created_at,
      },
    ]);
    b.send('join_lobby', lobby.lobby_id);
    expect(await b.nextError()).toBe('failed_lobby_requirements');

    a.send('make_lobby', { region: 'NA', mmrMin: null, mmrMax: null });
    expect(await a.nextError()).toBe('already_in_lobby');
    const other = await b.make({ region: 'SEA', mmrMin: 2500, mmrMax: 3499 });
    a.send('join_lobby', { lobbyId: other });
    expect(await a.nextError()).toBe('already_in_lobby');
    expect((await a.lobbies()).map((listed) => listed.lobby_id).sort()).toEqual([lobby.lobby_id, other].sort());

    const events = await eventuallyEvents(h, 2);
    expect(events.map((event) => [event.stream, event.type])).toEqual([
      [`lobby-${lobby.lobby_id}`, 'LobbyCreated'],
      [`lobby-${other}`, 'LobbyCreated'],
    ]);
    expect(events[0].data).toEqual({
      lobbyId: lobby.lobby_id,
      hostId: ann,
      region: 'EU West',
      mmrMin: 1000,
      mmrMax: 1499,
      hostRating: 1200,
      createdAt: lobby.created_at,
    });
    expect(events[0].metadata).toMatchObject({ actor: ann });
  });

  test("make_lobby with the live client's region labels and rank bounds; join_lobby with a bare id", async () => {
    const service = await h.start();
    const [herald, immortal, legend] = [await h.player(1, 300, 'Herald'), await h.player(2, 5000, 'Immortal'), await h.player(3, 2100)];
    const [a, b, c] = [
      track(await h.connect(service, herald)),
      track(await h.connect(service, immortal)),
      track(await h.connect(service, legend)),
    ];
    // the live host form: Herald..Herald is mmrMin 0, mmrMax 500; Immortal..Immortal is min(4500, 99999), 99999
    const heraldLobby = await a.make({ region: 'North America', mmrMin: 0, mmrMax: 500 });
    const immortalLobby = await b.make({ region: 'South East Asia', mmrMin: 4500, mmrMax: 99999 });
    const listed = new Map((await c.lobbies()).map((lobby) => [lobby.lobby_id, lobby]));
    expect(listed.get(heraldLobby)).toMatchObject({ region: 'NA', min_rank: 0, max_rank: 499, mmr_min: 0, mmr_max: 499, lobbysize: 1 });
    expect(listed.get(immortalLobby)).toMatchObject({ region: 'SEA', min_rank: 4500, max_rank: 99999, mmr_min: 4500, mmr_max: null });
    c.send('join_lobby', heraldLobby);
    expect(await c.nextError()).toBe('failed_lobby_requirements');
    c.send('join_lobby', immortalLobby);
    expect(await c.nextError()).toBe('failed_lobby_requirements');
    c.send('make_lobby', { region: 'Europe West', mmrMin: 2000, mmrMax: 2499 });
    expect((await c.next('join_lobby')).data.map((p) => p.steam_id)).toEqual([legend]);
    expect((await c.state()).lobby).toMatchObject({ region: 'EU West', min_rank: 2000, max_rank: 2499 });
    for (const data of [
      { region: 'Europe Central', mmrMin: 0, mmrMax: 500 },
      { region: 'North America', mmrMin: 4500, mmrMax: 4499 },
      { region: 'North America', mmrMin: 500, mmrMax: 500 },
      { region: 'North America', mmrMin: 0, mmrMax: 600 },
    ]) {
      a.send('leave_lobby');
      await a.nextOf(['left_lobby', 'error']);
      a.send('make_lobby', data);
      expect(await a.nextError()).toBe('invalid_data');
    }
    // the live client sends the id it was listed with, bare
    const ann = await h.player(4, 200, 'Ann');
    const d = track(await h.connect(service, ann));
    const bare = await a.make({ region: 'China', mmrMin: null, mmrMax: null });
    d.send('join_lobby', bare);
    expect((await d.next('join_lobby')).data.map((p) => [p.username, p.is_host])).toEqual([
      ['Herald', true],
      ['Ann', false],
    ]);
    d.send('join_lobby', 42);
    expect(await d.nextError()).toBe('invalid_data');
  });

  test('join_lobby and leave_lobby: lobby_changed to the others, the host passes to the first remaining player, the last one out deletes the lobby', async () => {
    const service = await h.start();
    const [ann, bob, cid] = [await h.player(1), await h.player(2), await h.player(3)];
    const [a, b, c] = [track(await h.connect(service, ann)), track(await h.connect(service, bob)), track(await h.connect(service, cid))];

    b.send('join_lobby', { lobbyId: 'nope' });
    expect(await b.nextError()).toBe('lobby_doesnt_exist');
    for (const lobbyId of ['__proto__', 'constructor', 'x:players', '*', 'a'.repeat(64)]) {
      b.send('join_lobby', { lobbyId });
      expect(await b.nextError()).toBe('lobby_doesnt_exist');
    }
    b.send('leave_lobby');
    expect(await b.nextError()).toBe('lobby_doesnt_exist');

    const lobbyId = await a.make({ region: 'NA', mmrMin: null, mmrMax: null });
    await a.next('lobby_changed');
    b.send('join_lobby', { lobbyId });
    expect((await b.next('join_lobby')).data.map((p) => p.steam_id)).toEqual([ann, bob]);
    expect((await a.next('lobby_changed')).data.map((p) => [p.steam_id, p.is_host])).toEqual([
      [ann, true],
      [bob, false],
    ]);
    c.send('join_lobby', lobbyId);
    await c.next('join_lobby');
    await a.next('lobby_changed');
    await b.next('lobby_changed');

    a.send('leave_lobby', {});
    expect((await a.next('left_lobby')).data).toEqual({ lobby_id: lobbyId });
    const afterHostLeft = (await b.next('lobby_changed')).data;
    expect(afterHostLeft.map((p) => [p.steam_id, p.is_host])).toEqual([
      [bob, true],
      [cid, false],
    ]);
    expect((await c.next('lobby_changed')).data.find((p) => p.is_host)?.steam_id).toBe(bob);

    c.send('leave_lobby');
    await c.next('left_lobby');
    expect((await b.next('lobby_changed')).data.map((p) => p.steam_id)).toEqual([bob]);
    b.send('leave_lobby');
    await b.next('left_lobby');
    expect(await a.lobbies()).toEqual([]);
    b.send('join_lobby', { lobbyId });
    expect(await b.nextError()).toBe('lobby_doesnt_exist');

    const events = await eventuallyEvents(h, 8);
    expect(events.map((event) => event.type)).toEqual([
      'LobbyCreated',
      'LobbyJoined',
      'LobbyJoined',
      'LobbyLeft',
      'LobbyHostChanged',
      'LobbyLeft',
      'LobbyLeft',
      'LobbyClosed',
    ]);
    expect(events.find((event) => event.type === 'LobbyHostChanged')!.data).toEqual({ lobbyId, previousHostId: ann, hostId: bob });
    expect(events[events.length - 1].data).toMatchObject({ lobbyId, reason: 'empty' });
    expect(await h.lobbyState()).toEqual({});
  });

  test('the eighth player locks the lobby: lobby_locked and one password to all 8; then lobby_full, lobby_locked, and it closes on time', async () => {
    const service = await h.start({ lockedLobbyMs: 1500 });
    const ids = await Promise.all(Array.from({ length: 9 }, (_, i) => h.player(i + 1)));
    const players = await Promise.all(ids.map(async (id) => track(await h.connect(service, id))));
    const lobbyId = await players[0].make({ region: 'China', mmrMin: null, mmrMax: null });
    for (const player of players.slice(1, 8)) {
      player.send('join_lobby', { lobbyId });
      await player.next('join_lobby');
    }
    const passwords = await Promise.all(players.slice(0, 8).map(async (player) => (await player.next('password')).data));
    const password = passwords[0];
    expect(password).toMatch(/^[A-Z0-9]{5}$/);
    expect(passwords).toEqual(Array(8).fill(password));
    for (const player of players.slice(0, 8)) expect((await player.next('lobby_locked')).data).toBe(true);
    const { lobby: locked, players: seated } = await players[1].state();
    expect(locked).toMatchObject({ lobby_id: lobbyId, locked: true, lobby_password: password });
    expect(locked!.time_since_lock).toBeGreaterThanOrEqual(0);
    expect(locked!.time_since_lock).toBeLessThan(1.5);
    expect(seated).toHaveLength(8);
    expect(Date.parse(locked!.closes_at!) - Date.parse(locked!.locked_at!)).toBe(1500);
    expect((await players[8].lobbies())[0]).toMatchObject({ lobby_id: lobbyId, lobbysize: 8, locked: true });
    expect(JSON.stringify(players[8].messages)).not.toContain(password);

    players[8].send('join_lobby', { lobbyId });
    expect(await players[8].nextError()).toBe('lobby_full');
    players[3].send('leave_lobby');
    expect(await players[3].nextError()).toBe('lobby_locked');
    players[3].send('chat', { message: 'gl hf' });
    await Promise.all(
      players
        .slice(0, 8)
        .filter((player) => player !== players[3])
        .map((player) => player.next('chat')),
    );

    for (const player of players.slice(0, 8))
      expect((await player.next('left_lobby', () => true, 5000)).data).toEqual({ lobby_id: lobbyId });
    for (const player of players) expect(player.all('lobby_locked')).toHaveLength(player === players[8] ? 0 : 1);
    expect(await players[8].lobbies()).toEqual([]);
    players[0].send('make_lobby', { region: 'NA', mmrMin: null, mmrMax: null });
    await players[0].next('join_lobby');

    const events = (await eventuallyEvents(h, 12)).filter((event) => event.stream === `lobby-${lobbyId}`);
    expect(events.map((event) => event.type)).toEqual([
      'LobbyCreated',
      ...Array<string>(7).fill('LobbyJoined'),
      'LobbyLocked',
      'LobbyChatSent',
      'LobbyClosed',
    ]);
    expect(events[8].data).toMatchObject({ lobbyId, players: ids.slice(0, 8) });
    expect(events[9].data).toMatchObject({ lobbyId, steamId: ids[3], message: 'gl hf' });
    expect(events[10].data).toMatchObject({ lobbyId, reason: 'expired', players: ids.slice(0, 8) });
    expect(JSON.stringify(events)).not.toContain(password);
  });
});

/** The HTTP status a refused upgrade at `path` with `headers` answers (null when it was accepted). */
function refusedUpgrade(port: number, path: string, headers: Record<string, string>): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const request = http.get({
      host: '127.0.0.1',
      port,
      path,
      headers: {
        ...headers,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    request.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('upgrade', (_res, socket) => {
      socket.destroy();
      resolve(null);
    });
    request.on('error', reject);
  });
}
