import { expect } from '@jest/globals';
import { gaiminCheckReply, mmrCheckReply, walletView, playerProfile } from '@arena/contract';
import { gameResultRecorded, type GivenEvent, playerRegistered, projectionTest } from '../core/testing';
import { readPlayerGods } from '../gods';
import { readLoadouts } from '../loadouts';
import { readPlayerProfile } from '../players';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readWallet } from '../store';
import { partnerProjection, readGaiminCheck, readMmrCheck, usernameIndexProjection, usernameKey } from './index';

const keys = readModelKeys('t', 'v1');
const { givenEvents } = projectionTest(projectEvent, keys);
const NOW = new Date('2026-11-22T12:00:00.000Z');
const AT = '2026-11-20T10:00:00.000Z';
const ANN = '76561198000000001';
const BOB = '76561198000000002';
const CY = '76561198000000003';
const linked = (steamId: string, accountId: string): GivenEvent => ({
  stream: `player-${steamId}`,
  type: 'PartnerLinked',
  data: { partner: 'gaimin', accountId, username: `gamer-${accountId}` },
  decidedAt: AT,
});
const played = (steamId: string, username: string, ladder: number, matchID = `m-${steamId}-${username}`) =>
  gameResultRecorded(
    { steamID: steamId, matchID, username },
    { ranked: true, ladderBefore: ladder, ladderAfter: ladder, mmrBefore: 4_321, mmrAfter: 4_321 },
    AT,
  );

describe('partner read models (docs/game-rules.md "Partner link", "Tournament checks")', () => {
  test('a link sets partner_gaimin on the profile hash; an event on another stream writes nothing', () => {
    projectionTest(partnerProjection, keys)
      .givenEvents([linked(ANN, 'abc123'), { ...linked(BOB, 'x'), stream: 'catalog' }])
      .thenReadModel({ [keys.player(ANN)]: { partner_gaimin: 'abc123' } });
  });

  test('a linked player has Plus on the profile, the wallet, the gods and the loadout, without a Plus expiry', async () => {
    const redis = givenEvents([
      playerRegistered(ANN, 'Ann', AT, 'sign_in'),
      playerRegistered(BOB, 'Bob', AT, 'sign_in'),
      linked(ANN, 'abc123'),
    ]).reader();
    const profile = await readPlayerProfile(redis, keys, ANN, NOW);
    expect(profile).toMatchObject({ has_plus: true, plus_expiration: null, gaimin_connected: true });
    expect(playerProfile.parse(profile)).toEqual(profile);
    expect(await readPlayerProfile(redis, keys, BOB, NOW)).toMatchObject({ has_plus: false, gaimin_connected: false });
    const wallet = await readWallet(redis, keys, ANN, NOW);
    expect(wallet).toMatchObject({ has_plus: true, plus_expiration: null });
    expect(walletView.parse(wallet)).toEqual(wallet);
    expect((await readPlayerGods(redis, keys, ANN, NOW))?.[0]).toMatchObject({ has_plus: true });
    expect((await readLoadouts(redis, keys, [ANN, BOB], NOW)).players.map((loadout) => loadout.has_plus)).toEqual([true, false]);
  });

  test('the username index: every name a player registers or plays under, lower-cased, points at the player who took it last', () => {
    projectionTest(usernameIndexProjection, keys)
      .givenEvents([
        playerRegistered(ANN, ' Ann ', AT, 'sign_in'),
        played(ANN, 'AnnTheBold', 1000),
        played(BOB, 'ANN', 500),
        playerRegistered(CY, '   ', AT),
      ])
      .thenReadModel({ [keys.usernames]: { ann: BOB, annthebold: ANN } });
    expect(usernameKey('  MiXeD Case ')).toBe('mixed case');
  });
});

describe('the Gaimin check', () => {
  test('ids and names, connected, not connected and not found, in the order sent', async () => {
    const redis = givenEvents([playerRegistered(ANN, 'Ann', AT, 'sign_in'), played(BOB, 'Bob', 1200), linked(ANN, 'abc123')]).reader();
    const results = await readGaiminCheck(redis, keys, [BOB, ANN, '76561198000000999', 'ann', ' BOB', 'nobody', '', ANN]);
    expect(results).toEqual([
      { username: 'Bob', connected: false, notFound: false, steamID: BOB, status: 'not_connected' },
      { username: 'Ann', connected: true, notFound: false, steamID: ANN, status: 'connected' },
      { username: null, connected: false, notFound: true, steamID: '76561198000000999', status: 'not_found' },
      // a name is looked up as a name (case-insensitively), and answered as sent
      { username: 'ann', connected: true, notFound: false, steamID: ANN, status: 'connected' },
      { username: ' BOB', connected: false, notFound: false, steamID: BOB, status: 'not_connected' },
      { username: 'nobody', connected: false, notFound: true, steamID: null, status: 'not_found' },
      { username: '', connected: false, notFound: true, steamID: null, status: 'not_found' },
      { username: 'Ann', connected: true, notFound: false, steamID: ANN, status: 'connected' },
    ]);
    expect(gaiminCheckReply.parse(results)).toEqual(results);
  });
});

describe('the rating check', () => {
  const redis = () =>
    givenEvents([
      played(ANN, 'Ann', 1_000),
      played(BOB, 'Bob', 4_600),
      // Cy went by "Cyrus", then renamed: the old name finds nobody
      played(CY, 'Cyrus', 300, 'm1'),
      played(CY, 'Cy', 320, 'm2'),
    ]).reader();

  test('one line per name, case-insensitively and trimmed: the name, the ladder rating and the rank the profile shows; never the hidden MMR', async () => {
    const results = await readMmrCheck(redis(), keys, ['  ann ', 'BOB', 'Cy', 'Cyrus', 'nobody', '']);
    const profile = await readPlayerProfile(redis(), keys, ANN, NOW);
    expect(results).toEqual([
      `  ann , 1000, ${profile!.badge}`,
      'BOB, 4600, Immortal',
      'Cy, 320, Herald',
      'Cyrus, null',
      'nobody, null',
      ', null',
    ]);
    expect(mmrCheckReply.parse(results)).toEqual(results);
    expect(JSON.stringify(results)).not.toContain('4321');
  });
});
