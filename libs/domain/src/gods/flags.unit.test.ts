import { GODS } from '../catalog';
import { catalogDecider } from '../catalog-stream';
import { deciderSpecification } from '../shared/testing';
import { DEFAULT_GOD_FLAGS, disabledGods, FREE_GODS, godFlagsOf, PLUS_EXCLUSIVE_GODS, type GodFlagsChanged } from './index';

const spec = deciderSpecification(catalogDecider);
const PAID_GOD = GODS.map((god) => god.id).find((id) => !FREE_GODS.includes(id) && !PLUS_EXCLUSIVE_GODS.includes(id))!;
const changed = (
  godId: string,
  flags: { enabled: boolean; free: boolean; plusExclusive: boolean },
  reason: string | null = null,
): GodFlagsChanged => ({
  type: 'GodFlagsChanged',
  data: { godId, ...flags, reason },
});
const PAID = { enabled: true, free: false, plusExclusive: false };

describe('global god flags on the catalog stream (docs/game-rules.md "Global god flags")', () => {
  test('before any admin acted, every god is enabled and the free and Plus-exclusive lists hold', () => {
    expect(disabledGods(DEFAULT_GOD_FLAGS)).toEqual([]);
    expect(
      GODS.filter((god) => godFlagsOf(DEFAULT_GOD_FLAGS, god.id).free)
        .map((god) => god.id)
        .sort(),
    ).toEqual([...FREE_GODS].sort());
    expect(godFlagsOf(DEFAULT_GOD_FLAGS, PLUS_EXCLUSIVE_GODS[0]).plusExclusive).toBe(true);
    expect(godFlagsOf(DEFAULT_GOD_FLAGS, 'constructor')).toEqual(PAID);
  });

  test('an admin disables a god with a reason; the other flags stay; enabling it again is another change', () => {
    const disabled = spec
      .given([])
      .when({ type: 'SetGodFlags', godId: PAID_GOD, changes: { enabled: false }, reason: 'broken power' })
      .then([changed(PAID_GOD, { ...PAID, enabled: false }, 'broken power')], { godId: PAID_GOD, ...PAID, enabled: false });
    expect(disabledGods(disabled.state.godFlags)).toEqual([PAID_GOD]);
    spec
      .given([changed(PAID_GOD, { ...PAID, enabled: false })])
      .when({ type: 'SetGodFlags', godId: PAID_GOD, changes: { enabled: true }, reason: null })
      .then([changed(PAID_GOD, PAID)]);
  });

  test('asking for what holds decides nothing (a retry); a retried request answers the first answer', () => {
    spec
      .given([])
      .when({ type: 'SetGodFlags', godId: PAID_GOD, changes: { enabled: true, free: false }, reason: null })
      .thenNothingHappened({
        godId: PAID_GOD,
        ...PAID,
      });
    const request = { requestId: 'k1', action: `god_flags:${PAID_GOD}`, receivedAt: new Date('2026-11-22T12:00:00Z') };
    const first = spec
      .given([])
      .when({ type: 'SetGodFlags', godId: PAID_GOD, changes: { free: true }, reason: null, request })
      .outcome();
    expect(first.events.map((event) => event.type)).toEqual(['GodFlagsChanged', 'RequestCompleted']);
    const retry = catalogDecider.decide(
      { type: 'SetGodFlags', godId: PAID_GOD, changes: { free: true }, reason: null, request },
      first.state,
    );
    expect(retry.events).toEqual([]);
    expect(retry.answer).toEqual({ godId: PAID_GOD, ...PAID, free: true });
  });

  test('two admins changing different flags keep both changes', () => {
    const first = spec
      .given([])
      .when({ type: 'SetGodFlags', godId: PAID_GOD, changes: { enabled: false }, reason: null })
      .outcome();
    const second = catalogDecider.decide(
      { type: 'SetGodFlags', godId: PAID_GOD, changes: { plusExclusive: true }, reason: null },
      first.state,
    );
    expect(second.answer).toEqual({ godId: PAID_GOD, enabled: false, free: false, plusExclusive: true });
  });

  test('an unknown god is not found; free and Plus-exclusive at once is refused', () => {
    spec
      .given([])
      .when({ type: 'SetGodFlags', godId: 'constructor', changes: { enabled: false }, reason: null })
      .thenThrows('god_not_found');
    spec
      .given([])
      .when({ type: 'SetGodFlags', godId: PLUS_EXCLUSIVE_GODS[0], changes: { free: true }, reason: null })
      .thenThrows('invalid_god_flags');
  });
});
