import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { ConnectGaiminReply } from '@arena/contract';
import {
  evolvePartnerAccount,
  foldEvents,
  initialPartnerAccountState,
  partnerAccountStream,
  playerStream,
  type PartnerAccountClaimed,
  type PartnerAccountState,
  type PartnerLinked,
} from '@arena/domain';
import { CommandInstances, startCommandInstances } from '../support/command-instances';
import { errorOf, visit } from '../support/command-service';

/** Rounds of the race; each with a player and two accounts never seen before. */
const ROUNDS = 10;
/** How long the start-up recovery may take to settle the claims a crash left. */
const RECOVERY_TIMEOUT_MS = 15_000;

/**
 * docs/game-rules.md "Partner link" across two streams (docs/architecture.md "Cross-stream rules"),
 * with two command services on one SQLite file and the embedded Gaimin stand-in (`gaimin-demo-{id}`
 * tokens): after any interleaving an account is claimed by at most one player, and only by the
 * player whose stream links it; a claim a crash left behind is settled at start-up or by the next
 * connection of its account.
 */
describe('partner link on two command instances', () => {
  let instances: CommandInstances;
  let nextPlayer = 0;
  const run = randomUUID().slice(0, 8);

  beforeAll(async () => {
    instances = await startCommandInstances(2, { RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => instances?.stop());

  /** A partner account id of this run (a-z and 0-9, as the stand-in takes them). */
  const account = (name: string) => `${run}${name}`;

  /** A new player signed in on every instance: their session cookie per instance. */
  async function newPlayer(): Promise<{ steamId: string; cookies: string[] }> {
    const steamId = `76561199${String(500_000_000 + ++nextPlayer)}`;
    const cookies = [];
    for (const baseUrl of instances.baseUrls) {
      const answer = await visit(`${baseUrl}/api/auth/dev`, {
        method: 'POST',
        body: { steam_id: steamId, display_name: `Linker ${nextPlayer}` },
        headers: { origin: baseUrl },
      });
      expect(answer.status).toBe(200);
      cookies.push(answer.setCookie!);
    }
    return { steamId, cookies };
  }

  /** Connects `accountId` (its demo token) as the player, on instance `on`, with an Idempotency-Key. */
  const connect = (player: { steamId: string; cookies: string[] }, accountId: string, on = 0, key: string = randomUUID()) => {
    const baseUrl = instances.baseUrls[on];
    return visit<ConnectGaiminReply>(`${baseUrl}/api/players/${player.steamId}/connect_gaimin`, {
      method: 'POST',
      cookie: player.cookies[on],
      body: { playerToken: `gaimin-demo-${accountId}` },
      headers: { origin: baseUrl, 'idempotency-key': key },
    });
  };

  /** The accounts the player's stream links, in order. */
  const linkedAccounts = async (steamId: string) =>
    (await instances.store.readStream(playerStream(steamId)))
      .filter((event) => event.type === 'PartnerLinked')
      .map((event) => (event.data as PartnerLinked['data']).accountId);

  /** The account's stream folded: who claims it now. */
  const claimOf = async (accountId: string): Promise<PartnerAccountState['claimedBy']> => {
    const events = await instances.store.readStream(partnerAccountStream('gaimin', accountId));
    return foldEvents(evolvePartnerAccount, initialPartnerAccountState, events).claimedBy;
  };

  /** Records a claim as a request killed right after its first append leaves it. */
  const leaveClaim = (steamId: string, accountId: string) => {
    const claimed: PartnerAccountClaimed['data'] = { partner: 'gaimin', accountId, steamId, username: `gamer-${accountId}` };
    return instances.store.append(
      partnerAccountStream('gaimin', accountId),
      [
        {
          id: randomUUID(),
          type: 'PartnerAccountClaimed',
          data: claimed,
          metadata: { actor: steamId, decidedAt: new Date().toISOString() },
        },
      ],
      'no_stream',
    );
  };

  async function eventually(check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('the claims were not settled in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  test(`one player connecting two accounts on both instances at once: one link, and the refused account stays free (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const player = await newPlayer();
      const accounts = [account(`race${round}a`), account(`race${round}b`)];
      const keys = [randomUUID(), randomUUID()];
      const answers = await Promise.all(accounts.map((accountId, i) => connect(player, accountId, i, keys[i])));

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const won = answers.findIndex((answer) => answer.status === 200);
      const lost = 1 - won;
      expect(errorOf(answers[lost])?.code).toBe('partner_already_linked');
      expect(answers[won].body).toMatchObject({ account_id: accounts[won], bundle_granted: true });
      // the player's stream links exactly the account whose stream names them; the other is free
      expect(await linkedAccounts(player.steamId)).toEqual([accounts[won]]);
      expect(await claimOf(accounts[won])).toBe(player.steamId);
      expect(await claimOf(accounts[lost])).toBeNull();
      // retries with the same keys answer the first answers
      const retries = await Promise.all(accounts.map((accountId, i) => connect(player, accountId, 1 - i, keys[i])));
      expect(retries.map((retry) => [retry.status, retry.body])).toEqual(answers.map((answer) => [answer.status, answer.body]));
      // another player can connect the refused account
      const other = await newPlayer();
      const third = await connect(other, accounts[lost], round % 2);
      expect([third.status, third.body.account_id]).toEqual([200, accounts[lost]]);
      expect(await claimOf(accounts[lost])).toBe(other.steamId);
    }
  });

  test('a claim a crash left behind is settled by the next connection of its account', async () => {
    const [ann, bob] = [await newPlayer(), await newPlayer()];
    // Ann's request died between the claim and the link: her link is finished, Bob is refused
    const interrupted = account('interrupted');
    await leaveClaim(ann.steamId, interrupted);
    const refused = await connect(bob, interrupted, 1);
    expect([refused.status, errorOf(refused)?.code]).toEqual([409, 'partner_account_taken']);
    expect(await linkedAccounts(ann.steamId)).toEqual([interrupted]);
    // Ann's own connection of another account was refused but its release never ran: Bob gets it
    const orphan = account('orphan');
    await leaveClaim(ann.steamId, orphan);
    const taken = await connect(bob, orphan, 0);
    expect([taken.status, taken.body.account_id]).toEqual([200, orphan]);
    expect(await claimOf(orphan)).toBe(bob.steamId);
    expect(await linkedAccounts(ann.steamId)).toEqual([interrupted]);
  });

  test('claims a crash left behind are finished or released when an instance starts again', async () => {
    const [ann, bob, cat] = [await newPlayer(), await newPlayer(), await newPlayer()];
    const linked = account('linked');
    expect((await connect(bob, linked)).status).toBe(200);
    const unfinished = account('unfinished');
    const unreleased = account('unreleased');
    // Ann's request killed after its claim; Bob's refused second account, killed before its release
    await leaveClaim(ann.steamId, unfinished);
    await leaveClaim(bob.steamId, unreleased);

    await instances.restart(0);
    await eventually(async () => (await linkedAccounts(ann.steamId)).length > 0 && (await claimOf(unreleased)) === null);
    expect(await linkedAccounts(ann.steamId)).toEqual([unfinished]);
    expect(await claimOf(unfinished)).toBe(ann.steamId);
    expect(await linkedAccounts(bob.steamId)).toEqual([linked]);
    // Ann's link is the whole link (the bundle and Plus), and the released account is anyone's
    const again = await connect(ann, unfinished, 1);
    expect([again.status, again.body.bundle_granted, again.body.has_plus]).toEqual([200, false, true]);
    const freed = await connect(cat, unreleased, 1);
    expect([freed.status, freed.body.account_id]).toEqual([200, unreleased]);
  });
});
