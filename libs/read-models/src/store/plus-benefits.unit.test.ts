import { plusBenefitsView } from '@arena/contract';
import { type GivenEvent, playerRegistered, projectionTest } from '../core/testing';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import { readPlusBenefits } from './plus-benefits';

const A = '76561198000000001';
// a Tuesday: its week began on Monday 2026-03-09
const NOW = new Date('2026-03-10T12:00:00.000Z');
const iso = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * 3_600_000).toISOString();
const keys = readModelKeys('test', 'v1');
const { givenEvents } = projectionTest(projectEvent, keys);
const onPlayer = (type: string, data: object, decidedAt = iso(-1)): GivenEvent => ({ stream: `player-${A}`, type, data, decidedAt });
const registered = playerRegistered(A, 'Ann', iso(-48), 'sign_in');
const plusWeek = onPlayer('PlusDaysGranted', { days: 7, expiresAt: iso(24 * 7), reason: 'purchase', ref: 'plus_4day' }, iso(-3));

const benefits = (events: GivenEvent[], now = NOW) => readPlusBenefits(givenEvents([registered, ...events]).reader(), keys, A, now);

describe('Plus\'s benefits (docs/game-rules.md "Plus daily gold", "Double-down")', () => {
  test('an unknown player has none; without Plus neither the gold nor the free double-down', async () => {
    expect(await readPlusBenefits(givenEvents([]).reader(), keys, A, NOW)).toBeNull();
    expect(await benefits([])).toEqual({
      hasWeeklyDoubleDown: false,
      canClaimGold: false,
      has_plus: false,
      plus_expiration: null,
      daily_gold: 100,
    });
  });

  test('with Plus both are offered until used: the gold until the next UTC day, the double-down until next Monday', async () => {
    const fresh = await benefits([plusWeek]);
    expect(fresh).toMatchObject({ hasWeeklyDoubleDown: true, canClaimGold: true, has_plus: true, plus_expiration: iso(24 * 7) });
    expect(() => plusBenefitsView.parse(fresh)).not.toThrow();

    const used = [
      plusWeek,
      onPlayer('DailyGoldClaimed', { day: '2026-03-10' }),
      onPlayer('DoubledownArmed', { source: 'plus_weekly', week: '2026-03-09' }),
    ];
    expect(await benefits(used)).toMatchObject({ hasWeeklyDoubleDown: false, canClaimGold: false });
    // Wednesday: the gold again, not the double-down; next Monday: both
    expect(await benefits(used, new Date('2026-03-11T00:00:00.000Z'))).toMatchObject({ hasWeeklyDoubleDown: false, canClaimGold: true });
    expect(await benefits(used, new Date('2026-03-16T00:00:00.000Z'))).toMatchObject({ hasWeeklyDoubleDown: true, canClaimGold: true });
  });
});
