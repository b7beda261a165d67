import { expect } from '@jest/globals';
import { gaiminCheckReply, mmrCheckReply, playerCosmetics, playerProfile } from '@arena/contract';
import { gameResultRecorded, type GivenEvent, playerRegistered, projectionTest } from '../core/testing';
import { readPlayerGods } from '../gods';
import { readLoadouts } from '../loadouts';
import { readPlayerProfile } from '../players';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readPlayerCosmetics } from '../store';
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
    const wallet = await readPlayerCosmetics(redis, keys, ANN, NOW);
    expect(wallet).toMatchObject({ has_plus: true, plus_expiration: null });
    expect(playerCosmetics.parse(wallet)).toEqual(wallet);
    expect((await readPlayerGods(redis, keys, ANN, NOW))?.[0]).toMatchObject({ has_plus: true });
    expect((await readLoadouts(redis, keys, [ANN, BOB], NOW)).map((loadout) => loadout.has_plus)).toEqual([true, false]);
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
  test('connected, not connected and not found, in the order sent, malformed and unknown ids included', async () => {
    const redis = givenEvents([playerRegistered(ANN, 'Ann', AT, 'sign_in'), played(BOB, 'Bob', 1200), linked(ANN, 'abc123')]).reader();
    const results = await readGaiminCheck(redis, keys, [BOB, ANN, '76561198000000999', 'not-a-steam-id', '', ANN]);
    expect(results).toEqual([
      { steam_id: BOB, username: 'Bob', status: 'not_connected' },
      { steam_id: ANN, username: 'Ann', status: 'connected' },
      { steam_id: '76561198000000999', username: null, status: 'not_found' },
      { steam_id: 'not-a-steam-id', username: null, status: 'not_found' },
      { steam_id: '', username: null, status: 'not_found' },
      { steam_id: ANN, username: 'Ann', status: 'connected' },
    ]);
    expect(gaiminCheckReply.parse({ results })).toEqual({ results });
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

  test('each name, case-insensitively and trimmed, with the ladder rating and the rank the profile shows; never the hidden MMR', async () => {
    const results = await readMmrCheck(redis(), keys, ['  ann ', 'BOB', 'Cy', 'Cyrus', 'nobody', '']);
    expect(results).toEqual([
      {
        username: '  ann ',
        found: true,
        steam_id: ANN,
        ladder_mmr: 1_000,
        rank: 'Crusader',
        rank_tier: 3,
        badge: expect.any(Number),
        pips: expect.any(Number),
      },
      { username: 'BOB', found: true, steam_id: BOB, ladder_mmr: 4_600, rank: 'Immortal', rank_tier: 8, badge: 80, pips: null },
      {
        username: 'Cy',
        found: true,
        steam_id: CY,
        ladder_mmr: 320,
        rank: expect.any(String),
        rank_tier: expect.any(Number),
        badge: expect.any(Number),
        pips: expect.any(Number),
      },
      { username: 'Cyrus', found: false, steam_id: null, ladder_mmr: null, rank: null, rank_tier: null, badge: null, pips: null },
      { username: 'nobody', found: false, steam_id: null, ladder_mmr: null, rank: null, rank_tier: null, badge: null, pips: null },
      { username: '', found: false, steam_id: null, ladder_mmr: null, rank: null, rank_tier: null, badge: null, pips: null },
    ]);
    expect(mmrCheckReply.parse({ results })).toEqual({ results });
    expect(JSON.stringify(results)).not.toContain('4321');
    const profile = await readPlayerProfile(redis(), keys, ANN, NOW);
    expect(results[0]).toMatchObject({ rank: profile!.rank, rank_tier: profile!.rank_tier, badge: profile!.badge, pips: profile!.pips });
  });
});
