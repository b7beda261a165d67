import * as http from 'node:http';
import { Cluster, Redis } from 'ioredis';
import { randomIndex, sfc32 } from '@arena/domain';
import { LOBBY_SHARD_NUMBERS } from './keys';
import { eventually, LobbyHarness, type TestClient } from './testing/harness';
import { describeOnCluster } from './testing/topologies';

/** Lobbies of the storm, each with its host; and the players who join and leave them. */
const LOBBIES = 6;
const JOINERS = 36;
/** Joins (each followed by a leave while the lobby is not locked) each joiner tries. */
const ROUNDS = 12;
const SEED = 0x5eed_f00d;

/** The master serving `slot` and one of its replicas, as `CLUSTER SLOTS` says. */
async function masterOf(cluster: Cluster, slot: number): Promise<{ master: number; replica: number }> {
  const range = (await cluster.cluster('SLOTS')).find(([start, end]) => start <= slot && slot <= end)!;
  const [, , primary, secondary] = range;
  return { master: primary[1], replica: secondary[1] };
}

async function metric(port: number, name: string): Promise<number> {
  const body = await new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/metrics' }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk)).on('end', () => resolve(text));
      })
      .on('error', reject);
  });
  const line = body.split('\n').find((row) => row.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

/**
 * A master of the Redis Cluster fails over (`CLUSTER FAILOVER` sent to its replica) while
 * players of two instances join and leave lobbies kept on it (docs/architecture.md, "Redis topology"):
 * no lobby is lost, none ever holds more than 8 players, no player sits in two lobbies, every
 * request is answered, and fan-out works on the new master afterwards.
 */
describeOnCluster('lobby service, a master fails over during a join storm', () => {
  let h: LobbyHarness;
  let clients: TestClient[] = [];
  let replicaClient: Redis | null = null;
  beforeEach(() => {
    h = new LobbyHarness('cluster');
    clients = [];
  });
  afterEach(async () => {
    replicaClient?.disconnect();
    for (const client of clients) expect(client.violations).toEqual([]);
    await h.cleanup();
  });

  test(`${JOINERS} players race for the seats of ${LOBBIES} lobbies over two instances while the lobbies' master fails over`, async () => {
    const cluster = h.lobbyRedis as Cluster;
    const instances = [await h.start({ lockedLobbyMs: 600_000 }), await h.start({ lockedLobbyMs: 600_000 })];
    const ids = await Promise.all(Array.from({ length: LOBBIES + JOINERS }, (_, i) => h.player(i + 1)));
    clients = await Promise.all(ids.map((id, i) => h.connect(instances[i % 2], id)));
    const hosts = clients.slice(0, LOBBIES);
    const joiners = clients.slice(LOBBIES);

    // lobbies are made until LOBBIES of them are on the master of the first one's slot: the one that fails over
    const masterOfLobby = async (lobbyId: string) => masterOf(cluster, Number(await cluster.cluster('KEYSLOT', h.keys.lobby(lobbyId))));
    const lobbyIds: string[] = [];
    let doomed: { master: number; replica: number } | null = null;
    for (const host of hosts) {
      for (;;) {
        const lobbyId = await host.make({ region: 'NA', mmrMin: null, mmrMax: null });
        const serving = await masterOfLobby(lobbyId);
        doomed ??= serving;
        if (serving.master === doomed.master) {
          lobbyIds.push(lobbyId);
          break;
        }
        host.send('leave_lobby');
        await host.next('left_lobby');
      }
    }
    const { master, replica } = doomed!;
    replicaClient = new Redis(replica, '127.0.0.1');

    // a watcher reads every lobby's seats all along (a read that fails mid-failover is skipped)
    let mostSeats = 0;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const seats = await Promise.all(lobbyIds.map((id) => cluster.llen(h.keys.players(id)).catch(() => 0)));
        mostSeats = Math.max(mostSeats, ...seats);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();

    const random = sfc32(SEED);
    let answered = 0;
    let unanswered = 0;
    let afterFailover = 0;
    let failedOver = false;
    const failover = (async () => {
      await eventually(() => answered >= (JOINERS * ROUNDS) / 4, 'the storm under way', 30_000);
      // a replica that stood in an election in the last 2 x node timeout refuses a manual
      // failover until that window ends ("failover attempt expired"): asked again until promoted
      await eventually(
        async () => {
          if ((await replicaClient!.role())[0] === 'master') return true;
          expect(await replicaClient!.cluster('FAILOVER')).toBe('OK');
          await eventually(async () => (await replicaClient!.role())[0] === 'master', 'the replica promoted', 6_000).catch(() => undefined);
          return (await replicaClient!.role())[0] === 'master';
        },
        'the replica promoted',
        45_000,
      );
      failedOver = true;
    })();
    // each joiner joins a lobby and leaves it again, ROUNDS times and until the failover is done,
    // unless the eighth seat locked the lobby: then they stay
    const storm = joiners.map(async (joiner) => {
      for (let round = 0; round < ROUNDS || !failedOver; round++) {
        const lobbyId = lobbyIds[randomIndex(random, LOBBIES)];
        joiner.send('join_lobby', { lobbyId });
        const joined = await joiner.nextOf(['join_lobby', 'error'], 15_000).catch(() => null);
        if (!joined) return void unanswered++;
        answered++;
        if (failedOver) afterFailover++;
        if (joined.event === 'error') continue;
        joiner.send('leave_lobby');
        const left = await joiner.nextOf(['left_lobby', 'error'], 15_000).catch(() => null);
        if (!left) return void unanswered++;
        answered++;
        if (left.event === 'error') return;
      }
    });
    await Promise.all([...storm, failover]);
    watching = false;
    await watcher;

    expect(unanswered).toBe(0);
    expect(afterFailover).toBeGreaterThan(0);
    // the old master learns it was replaced from the cluster bus, a moment after the promotion
    const demoted = new Redis(master, '127.0.0.1');
    await eventually(async () => (await demoted.role())[0] === 'slave', 'the old master a replica', 10_000).finally(() =>
      demoted.disconnect(),
    );
    expect(mostSeats).toBeLessThanOrEqual(8);
    for (const instance of instances) expect(await metric(instance.port, 'lobby_failures_total')).toBe(0);

    // no lobby lost; the seats, the member keys and what each player is told agree
    const seats = await Promise.all(lobbyIds.map((id) => cluster.lrange(h.keys.players(id), 0, -1)));
    const seated = seats.flat();
    expect(new Set(seated).size).toBe(seated.length);
    for (const [i, lobbyId] of lobbyIds.entries()) {
      expect(seats[i][0]).toBe(ids[i]);
      expect(seats[i].length).toBeLessThanOrEqual(8);
      expect(await cluster.hget(h.keys.lobby(lobbyId), 'locked')).toBe(seats[i].length === 8 ? '1' : '0');
    }
    for (const [i, client] of clients.entries()) {
      const lobbyIndex = seats.findIndex((players) => players.includes(ids[i]));
      const member = await cluster.get(h.keys.member(ids[i]));
      expect(member?.split(' ')[0] ?? null).toBe(lobbyIndex < 0 ? null : lobbyIds[lobbyIndex]);
      expect((await client.state()).lobby?.lobby_id ?? null).toBe(lobbyIndex < 0 ? null : lobbyIds[lobbyIndex]);
    }
    const listed = await joiners[0].lobbies();
    for (const [i, lobbyId] of lobbyIds.entries())
      expect(listed.find((lobby) => lobby.lobby_id === lobbyId)).toMatchObject({ lobbysize: seats[i].length });
    const shards = await Promise.all(LOBBY_SHARD_NUMBERS.map((n) => cluster.zcard(h.keys.all(n))));
    expect(shards.reduce((sum, count) => sum + count, 0)).toBe(LOBBIES);

    // fan-out from the new master: a host's chat reaches every other player of its lobby, on both
    // instances. Pub/sub keeps no message: one published before an instance's subscription has
    // moved to the new master (the slot map is read every second) is lost, so the host says it
    // again every 2 s (within the chat's limit of 5 per 5 s) until every other player has heard it.
    for (const [i, host] of hosts.entries()) {
      const message = `after failover ${i}`;
      const others = clients.filter((_, n) => n !== i && seats[i].includes(ids[n]));
      let heard = false;
      const hearing = Promise.all(others.map((other) => other.next('chat', (m) => m.data.message === message, 10_000))).finally(
        () => (heard = true),
      );
      for (let attempt = 0; attempt < 4 && !heard; attempt++) {
        host.send('chat', { message });
        await Promise.race([hearing, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      }
      await hearing;
    }
  });
});
