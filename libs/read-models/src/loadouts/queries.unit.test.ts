import { expect } from '@jest/globals';
import { FREE_GODS } from '@arena/domain';
import { projectionTest, type GivenEvent } from '../core/testing';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readLoadouts } from './index';

const KNOWN = '76561198000000001';
const UNKNOWN = '76561198000000002';
const AT = '2026-11-22T12:00:00.000Z';
const keys = readModelKeys('test', 'v1');
const on = (type: string, data: object): GivenEvent => ({ type, data, decidedAt: AT, stream: `player-${KNOWN}` });

describe('loadouts at the start of a game', () => {
  test("a known player's equips, gods, bans, Plus and double-downs; an unknown player's defaults; in the order asked", async () => {
    const redis = projectionTest(projectEvent, keys)
      .givenEvents([
        on('PlayerRegistered', { steamId: KNOWN, displayName: 'Ann', via: 'sign_in' }),
        on('ItemsGranted', {
          items: [
            { itemId: 'avatar_default', count: 1 },
            { itemId: 'doubledown', count: 3 },
          ],
          reason: 'registration',
          ref: null,
        }),
        on('ItemEquipped', { itemId: 'avatar_default', group: 'avatar_frame', replaced: null }),
        on('ItemsConsumed', { items: [{ itemId: 'doubledown', count: 1 }], reason: 'used', ref: null }),
        on('PlusDaysGranted', { days: 1, expiresAt: '2026-11-23T00:00:00.000Z', reason: 'code', ref: 'plus_1day' }),
        on('GodBanChanged', { godId: FREE_GODS[0], banned: true }),
      ])
      .reader();
    const loadouts = await readLoadouts(redis, keys, [UNKNOWN, KNOWN], new Date(AT));
    expect(loadouts.disabledGods).toEqual([]);
    const [unknown, known] = loadouts.players;
    expect(unknown).toEqual({
      steam_id: UNKNOWN,
      known: false,
      has_plus: false,
      equipped: [],
      gods: expect.any(Array),
      banned_gods: [],
      doubledowns: 0,
    });
    expect([...unknown.gods].sort()).toEqual([...FREE_GODS].sort());
    expect(known).toMatchObject({
      steam_id: KNOWN,
      known: true,
      has_plus: true,
      equipped: [{ group: 'avatar_frame', item_id: 'avatar_default' }],
      doubledowns: 2,
      banned_gods: [FREE_GODS[0]],
    });
    expect(known.gods.length).toBeGreaterThan(FREE_GODS.length);
  });

  test('a god an admin disabled for everyone is banned for every player and listed apart; a god made free is owned by all', async () => {
    const catalog = (data: object): GivenEvent => ({ type: 'GodFlagsChanged', data, decidedAt: AT, stream: 'catalog' });
    const redis = projectionTest(projectEvent, keys)
      .givenEvents([
        on('PlayerRegistered', { steamId: KNOWN, displayName: 'Ann', via: 'sign_in' }),
        on('GodBanChanged', { godId: FREE_GODS[0], banned: true }),
        catalog({ godId: FREE_GODS[1], enabled: false, free: true, plusExclusive: false, reason: 'broken' }),
        catalog({ godId: 'tinker', enabled: true, free: true, plusExclusive: false, reason: null }),
      ])
      .reader();
    const loadouts = await readLoadouts(redis, keys, [KNOWN, UNKNOWN], new Date(AT));
    expect(loadouts.disabledGods).toEqual([FREE_GODS[1]]);
    expect(loadouts.players.map((player) => [...player.banned_gods].sort())).toEqual([[FREE_GODS[0], FREE_GODS[1]].sort(), [FREE_GODS[1]]]);
    expect(loadouts.players.every((player) => player.gods.includes('tinker'))).toBe(true);
  });
});
