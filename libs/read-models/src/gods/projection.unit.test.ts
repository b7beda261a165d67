import { FREE_GODS, GODS, PLUS_EXCLUSIVE_GODS } from '@arena/domain';
import { projectionTest, type GivenEvent } from '../core/testing';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readPlayerGods } from './index';

const PLAYER = '76561198000000001';
const AT = '2026-11-22T12:00:00.000Z';
const NOW = new Date(AT);
const keys = readModelKeys('test', 'v1');
const onPlayer = (type: string, data: object): GivenEvent => ({ type, data, decidedAt: AT, stream: `player-${PLAYER}` });
const registered = onPlayer('PlayerRegistered', { steamId: PLAYER, displayName: 'Ann', via: 'sign_in' });
/** A god that is neither free nor Plus-exclusive: only a card makes it owned. */
const CARD_GOD = GODS.map((god) => god.id).find((id) => !FREE_GODS.includes(id) && !PLUS_EXCLUSIVE_GODS.includes(id))!;

const godsAfter = async (events: GivenEvent[], now = NOW) => {
  const redis = projectionTest(projectEvent, keys)
    .givenEvents([registered, ...events])
    .reader();
  return readPlayerGods(redis, keys, PLAYER, now);
};
const god = (view: Awaited<ReturnType<typeof godsAfter>>, id: string) => view!.find((entry) => entry.god_name === id);

describe("a player's gods read model", () => {
  test('free gods are owned; a card makes a god owned; duplicate god cards add progress towards the gold card', async () => {
    const view = await godsAfter([
      onPlayer('ItemsGranted', { items: [{ itemId: `card_${CARD_GOD}`, count: 1 }], reason: 'chest', ref: 'chest_god' }),
      onPlayer('GodProgressGained', { godId: CARD_GOD, amount: 5, reason: 'duplicate_card', ref: 'chest_god' }),
      onPlayer('GodProgressGained', { godId: CARD_GOD, amount: 5, reason: 'duplicate_card', ref: 'chest_god' }),
    ]);
    expect(view).toHaveLength(GODS.length);
    expect(god(view, FREE_GODS[0])).toMatchObject({ owned: true, reasons: ['free'], free: true, gold: false, banned: false });
    expect(god(view, CARD_GOD)).toMatchObject({ owned: true, reasons: ['card'], progress: 10, amount_required: 100, free: false });
    expect(god(view, PLUS_EXCLUSIVE_GODS[0])).toMatchObject({ owned: false, reasons: [], plus_exclusive: true });
  });

  test('a banned god reads as banned until the ban is lifted; a gold card reads as `gold`', async () => {
    const ban = (godId: string, banned: boolean) => onPlayer('GodBanChanged', { godId, banned });
    const view = await godsAfter([
      ban(FREE_GODS[0], true),
      ban(FREE_GODS[1], true),
      ban(FREE_GODS[1], false),
      onPlayer('ItemsGranted', { items: [{ itemId: `gold_card_${CARD_GOD}`, count: 1 }], reason: 'reward', ref: 'god_progress' }),
    ]);
    expect(view!.filter((entry) => entry.banned).map((entry) => entry.god_name)).toEqual([FREE_GODS[0]]);
    expect(god(view, CARD_GOD)).toMatchObject({ owned: true, gold: true });
  });

  test('Plus-exclusive gods are owned while Plus lasts, not after', async () => {
    const plus = onPlayer('PlusDaysGranted', { days: 1, expiresAt: '2026-11-23T00:00:00.000Z', reason: 'code', ref: 'plus_1day' });
    expect(god(await godsAfter([plus]), PLUS_EXCLUSIVE_GODS[0])).toMatchObject({
      owned: true,
      reasons: ['plus_exclusive'],
      has_plus: true,
    });
    const after = await godsAfter([plus], new Date('2026-11-23T00:00:00.000Z'));
    expect(after!.every((entry) => !entry.has_plus)).toBe(true);
    expect(god(after, PLUS_EXCLUSIVE_GODS[0])?.owned).toBe(false);
  });

  test('an unknown player has no gods', async () => {
    const redis = projectionTest(projectEvent, keys).givenEvents([registered]).reader();
    expect(await readPlayerGods(redis, keys, '76561198000000009', NOW)).toBeNull();
  });
});
