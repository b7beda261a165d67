import type { AuthSuccessBody, UserTypeReply } from '@arena/contract';
import { randomUUID } from 'node:crypto';
import { USER_TYPES_STREAM } from '@arena/domain';
import { CommandInstances, startCommandInstances } from '../support/command-instances';
import { errorOf, visit } from '../support/command-service';

/** Trials of the race; today's code (the check reads the actor's stream, the change goes to the target's) lost every admin in most. */
const TRIALS = 20;
const FIRST_ADMIN = '76561198000000700';
/** The admin listed for trial `i` (1-based): the configuration lists them all, each signs in at their trial. */
const newcomer = (trial: number) => `765611980000007${String(trial).padStart(2, '0')}`;

/**
 * "The last admin cannot lock everyone out" under concurrency (docs/game-rules.md, "User types";
 * docs/architecture.md, "Rules that span streams"): two command services on one event store, and
 * the only two admins demoting each other at the same moment, each through another instance.
 * Exactly one request succeeds, the other is refused with 409 `last_admin`, and one admin remains.
 */
describe('two admins demoting each other on two instances', () => {
  let instances: CommandInstances;

  beforeAll(async () => {
    const listed = [FIRST_ADMIN, ...Array.from({ length: TRIALS }, (_, i) => newcomer(i + 1))];
    instances = await startCommandInstances(2, { ADMIN_STEAM_IDS: listed.join(','), RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => {
    await instances?.stop();
  });

  /** Signs `steamId` in on `baseUrl` (dev sign-in); the session cookie. */
  async function signIn(baseUrl: string, steamId: string): Promise<string> {
    const answer = await visit<AuthSuccessBody>(`${baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: steamId, display_name: `Admin ${steamId.slice(-3)}` },
      headers: { origin: baseUrl },
    });
    expect([answer.status, answer.body.user?.userType]).toEqual([200, 'ADMIN']);
    return answer.setCookie ?? '';
  }

  /** The user type the session of `cookie` has now, as the server's checks read it. */
  async function userTypeOf(baseUrl: string, cookie: string): Promise<string | undefined> {
    return (await visit<AuthSuccessBody>(`${baseUrl}/api/auth/steam/success`, { cookie })).body.user?.userType;
  }

  const demote = (baseUrl: string, cookie: string, steamId: string) =>
    visit<UserTypeReply>(`${baseUrl}/api/admin/players/${steamId}/user_type`, {
      method: 'POST',
      cookie,
      body: { user_type: 'PLAYER', reason: 'race' },
      headers: { origin: baseUrl },
    });

  test(`in ${TRIALS} trials exactly one of the two demotions passes and one admin always remains`, async () => {
    const [first, second] = instances.baseUrls;
    let survivor = FIRST_ADMIN;
    for (let trial = 1; trial <= TRIALS; trial++) {
      // the survivor of the last trial and a newly listed admin are the only two admins
      const [x, y] = [survivor, newcomer(trial)];
      const [xUrl, yUrl] = trial % 2 ? [first, second] : [second, first];
      const [xCookie, yCookie] = await Promise.all([signIn(xUrl, x), signIn(yUrl, y)]);

      const [xDemotesY, yDemotesX] = await Promise.all([demote(xUrl, xCookie, y), demote(yUrl, yCookie, x)]);

      // the loser is refused by the decision (409 last_admin) or, when its request reached the
      // server after the winner's demotion was recorded, already by the role check (403 forbidden)
      const answers = [xDemotesY, yDemotesX].map((answer) => [answer.status, errorOf(answer)?.code ?? answer.body.changed]).sort();
      expect({ trial, won: answers[0] }).toEqual({ trial, won: [200, true] });
      expect([`${trial}: 403 forbidden`, `${trial}: 409 last_admin`]).toContain(`${trial}: ${answers[1].join(' ')}`);
      const types = await Promise.all([userTypeOf(yUrl, xCookie), userTypeOf(xUrl, yCookie)]);
      expect({ trial, types: [...types].sort() }).toEqual({ trial, types: ['ADMIN', 'PLAYER'] });
      survivor = types[0] === 'ADMIN' ? x : y;
    }

    // the one stream that decides user types recorded exactly the 20 demotions that passed
    const demotions = (await instances.store.readStream(USER_TYPES_STREAM)).filter(
      (event) => event.type === 'UserTypeChanged' && (event.data as { source: string }).source === 'admin',
    );
    expect(demotions).toHaveLength(TRIALS);
  });
});

/**
 * Roles recorded before the `user-types` stream existed (as `UserTypeChanged` on each player's
 * stream) are copied into it once, the first time a command service touches it, so no role an
 * admin set is lost and no demoted listed admin is promoted again by the lists.
 */
describe("roles recorded on the players' streams before the user-types stream", () => {
  const PROMOTED = '76561198000000791';
  const DEMOTED = '76561198000000792';
  let instances: CommandInstances;

  beforeAll(async () => {
    instances = await startCommandInstances(1, { ADMIN_STEAM_IDS: DEMOTED, RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => {
    await instances?.stop();
  });

  test('are the roles after the upgrade: an admin-made ADMIN stays ADMIN, a demoted listed admin stays demoted', async () => {
    const metadata = { actor: 'system', decidedAt: new Date().toISOString() };
    const older = (steamId: string, userType: string, previousUserType: string, source: string) => ({
      id: randomUUID(),
      type: 'UserTypeChanged',
      data: { steamId, userType, previousUserType, source, reason: 'before the upgrade' },
      metadata,
    });
    const registered = (steamId: string) => ({
      id: randomUUID(),
      type: 'PlayerRegistered',
      data: { steamId, displayName: 'Older', via: 'sign_in' },
      metadata,
    });
    await instances.store.append(`player-${PROMOTED}`, [registered(PROMOTED), older(PROMOTED, 'ADMIN', 'PLAYER', 'admin')], 'no_stream');
    await instances.store.append(
      `player-${DEMOTED}`,
      [registered(DEMOTED), older(DEMOTED, 'ADMIN', 'PLAYER', 'bootstrap'), older(DEMOTED, 'PLAYER', 'ADMIN', 'admin')],
      'no_stream',
    );

    const [baseUrl] = instances.baseUrls;
    const signIn = (steamId: string) =>
      visit<AuthSuccessBody>(`${baseUrl}/api/auth/dev`, {
        method: 'POST',
        body: { steam_id: steamId, display_name: 'Older' },
        headers: { origin: baseUrl },
      });
    expect((await signIn(PROMOTED)).body.user?.userType).toBe('ADMIN');
    expect((await signIn(DEMOTED)).body.user?.userType).toBe('PLAYER');

    const stream = await instances.store.readStream(USER_TYPES_STREAM);
    expect(stream.map((event) => event.type)).toEqual(['UserTypeChanged', 'UserTypeChanged', 'UserTypeChanged', 'UserTypesImported']);
  });
});
