import WebSocket from 'ws';
import { loadCommandConfig } from '@arena/command';
import { lobbyServerMessage, type LobbyServerMessage } from '@arena/contract';
import { loadLobbyConfig } from '@arena/lobby';
import { visit } from '../support/command-service';
import { startTestStack, type TestStack } from '../support/test-stack';

/**
 * The lobby socket signed in with the site's own session (docs/api.md "Matchmaking lobbies"), the
 * command service and the lobby service running for real: a player signs in on the site (the
 * command service sets its session cookie), and the live site's client's way in, `ws://{host}:{port}/`
 * with that cookie and the site's Origin, opens their socket; so does our site's one-time ticket. A
 * page of another origin is refused. Both services read the session settings from the same variables.
 */

const ANN = '76561198000001801';
const BOB = '76561198000001802';

describe('the lobby socket and the site session', () => {
  let stack: TestStack;
  let lobbyUrl: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ RATE_LIMIT_PER_MINUTE: '1000000' }, { lobby: true });
    lobbyUrl = `ws://127.0.0.1:${stack.lobby!.port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await stack?.stop();
  });

  /** Signs in through the dev sign-in as the site does (no custom header); the session cookie it set. */
  async function signIn(steamId: string, name: string): Promise<string> {
    const answer = await fetch(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl },
      body: JSON.stringify({ steam_id: steamId, display_name: name }),
    });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('arena.sid='));
    expect(cookie).toBeDefined();
    return cookie!.split(';')[0];
  }

  /** Opens a socket; resolves with its messages so far and a way to wait for more, or with the refusal. */
  function open(url: string, headers: Record<string, string>) {
    const socket = new WebSocket(url, { headers });
    sockets.push(socket);
    const messages: LobbyServerMessage[] = [];
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      const parsed = lobbyServerMessage.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error(`not the protocol: ${text}`);
      messages.push(parsed.data);
      if (parsed.data.event === 'ping') socket.send(JSON.stringify({ event: 'pong' }));
    });
    const next = async <E extends LobbyServerMessage['event']>(event: E) => {
      for (let i = 0; i < 250; i++) {
        const index = messages.findIndex((message) => message.event === event);
        if (index >= 0) return messages.splice(index, 1)[0] as Extract<LobbyServerMessage, { event: E }>;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no ${event}; got ${messages.map((message) => message.event).join(', ')}`);
    };
    const outcome = new Promise<{ status: 'open' } | { status: 'refused'; code: number } | { status: 'closed'; code: number }>(
      (resolve) => {
        socket.once('open', () => resolve({ status: 'open' }));
        socket.once('unexpected-response', (_req, res) => resolve({ status: 'refused', code: res.statusCode ?? 0 }));
        socket.once('close', (code) => resolve({ status: 'closed', code }));
        socket.on('error', () => undefined);
      },
    );
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const waiting = (event: LobbyServerMessage['event']) => messages.filter((message) => message.event === event).length;
    return {
      socket,
      next,
      waiting,
      outcome,
      closed,
      send: (event: string, data?: unknown) => socket.send(JSON.stringify({ event, data })),
    };
  }

  test('the session cookie from the site origin signs the socket in: a two-player lobby, its chat not echoed to the sender', async () => {
    const [annCookie, bobCookie] = [await signIn(ANN, 'Ann'), await signIn(BOB, 'Bob')];
    await stack.settle();
    // Ann comes the live client's way (cookie, no ticket); Bob with our site's ticket
    const ann = open(`${lobbyUrl}/`, { origin: stack.baseUrl, cookie: annCookie });
    expect(await ann.outcome).toEqual({ status: 'open' });
    ann.send('connected');
    const welcome = (await ann.next('connected')).data;
    expect(welcome).toMatchObject({ lobbyList: [], me: { steam_id: ANN, username: 'Ann' } });
    expect('player' in welcome).toBe(false);

    // Bob's socket comes with the one-time ticket his session gets from POST /api/lobby/ticket
    const ticket = await visit<{ ticket: string }>(`${stack.baseUrl}/api/lobby/ticket`, {
      method: 'POST',
      cookie: bobCookie.replace(/^arena\.sid=/, ''),
      headers: { origin: stack.baseUrl },
    });
    expect(ticket.status).toBe(200);
    const bob = open(`${lobbyUrl}/?ticket=${ticket.body.ticket}`, { origin: stack.baseUrl });
    expect(await bob.outcome).toEqual({ status: 'open' });
    await bob.next('connected');

    ann.send('make_lobby', { region: 'North America', mmrMin: 0, mmrMax: 99999 });
    expect((await ann.next('join_lobby')).data.map((player) => [player.steam_id, player.is_host])).toEqual([[ANN, true]]);
    bob.send('refresh_lobbies');
    const [listed] = (await bob.next('lobbies_list')).data;
    expect(listed).toMatchObject({ region: 'NA', min_rank: 0, max_rank: 99999, lobbysize: 1, host: 'Ann' });
    bob.send('join_lobby', listed.lobby_id);
    expect((await bob.next('join_lobby')).data.map((player) => player.username)).toEqual(['Ann', 'Bob']);
    expect((await ann.next('lobby_changed')).data).toHaveLength(1);
    expect((await ann.next('lobby_changed')).data.map((player) => [player.username, player.ready])).toEqual([
      ['Ann', true],
      ['Bob', true],
    ]);

    ann.send('chat', { username: 'Ann', message: 'glhf' });
    expect((await bob.next('chat')).data).toMatchObject({ username: 'Ann', message: 'glhf', steam_id: ANN });
    bob.send('chat', { username: 'Bob', message: 'you too' });
    expect((await ann.next('chat')).data).toMatchObject({ username: 'Bob', message: 'you too' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Ann's own line never came back to her (the live client shows it itself)
    expect(ann.waiting('chat')).toBe(0);
  }, 30_000);

  test('a foreign Origin is refused (403) even with the cookie; no cookie, a forged one, or the cookie without an Origin is 4401', async () => {
    const cookie = await signIn('76561198000001803', 'Cid');
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example:3000']) {
      expect(await open(`${lobbyUrl}/`, { origin, cookie }).outcome).toEqual({ status: 'refused', code: 403 });
    }
    const refused: Record<string, string>[] = [
      { origin: stack.baseUrl },
      { origin: stack.baseUrl, cookie: cookie.replace(/\.[^.]*$/, '.forged') },
      { cookie },
    ];
    for (const headers of refused) {
      const socket = open(`${lobbyUrl}/`, headers);
      expect(await socket.closed).toBe(4401);
    }
  });

  test('the lobby service reads the session settings from the variables the command service reads, with the same defaults', () => {
    const env = { NODE_ENV: 'test' as const };
    expect(loadLobbyConfig(env).sessions).toEqual({
      secret: loadCommandConfig(env).sessionSecret,
      publicUrl: loadCommandConfig(env).publicUrl,
    });
    const set = { SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://arena.example/', PORT: '8080' };
    expect(loadLobbyConfig(set).sessions).toEqual({
      secret: loadCommandConfig(set).sessionSecret,
      publicUrl: loadCommandConfig(set).publicUrl,
    });
    const portOnly = { PORT: '8080' };
    expect(loadLobbyConfig(portOnly).sessions.publicUrl).toBe(loadCommandConfig(portOnly).publicUrl);
    expect(() => loadLobbyConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });
});
