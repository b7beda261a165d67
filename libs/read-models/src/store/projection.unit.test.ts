import {
  goldChanged,
  itemEquipped,
  itemsConsumed,
  itemsGranted,
  itemUnequipped,
  plusDaysGranted,
  saleChanged,
  saleEnded,
  saleScheduled,
} from './testing/events';
import { projectionTest } from '../core/testing';
import { playerKeys } from '../players';
import { storeKeys } from './keys';
import { storeProjection } from './projection';

const keys = { ...storeKeys('t:v1:'), ...playerKeys('t:v1:') };
const { givenEvents } = projectionTest(storeProjection, keys);
const A = '76561198000000001';
const B = '76561198000000002';
const AT = '2025-03-01T10:00:00.000Z';
const LATER = '2025-03-01T10:30:00.000Z';
const minute = (n: number) => new Date(Date.parse(AT) + n * 60_000).toISOString();
const winter = { saleId: 'winter', percentOff: 20, itemIds: ['chest_basic'], startsAt: AT, endsAt: LATER };

describe('store projection', () => {
  test("handles the wallet, inventory, equip, Plus and sales events (the chest history is the chests projection's)", () => {
    expect(storeProjection.canHandle).toEqual([
      'GoldChanged',
      'ItemsGranted',
      'ItemsConsumed',
      'ItemEquipped',
      'ItemUnequipped',
      'PlusDaysGranted',
      'SaleScheduled',
      'SaleChanged',
      'SaleEnded',
    ]);
  });

  test("the gold balance is the profile's coins: the last change's balance, in one batch or one event a batch", () => {
    const events = [goldChanged(A, 500, 500, AT), goldChanged(A, -200, 300, LATER), goldChanged(B, 50, 50, LATER)];
    givenEvents(events).thenReadModel({ [keys.player(A)]: { coins: '300' }, [keys.player(B)]: { coins: '50' } });
    expect(givenEvents(events, { eventsPerBatch: 1 }).readModel()).toEqual(givenEvents(events).readModel());
  });

  test('grants and consumptions count items; chests count on the profile as unopened_chests', () => {
    givenEvents([
      itemsGranted(A, { chest_basic: 2, avatar_bronze: 1 }, AT),
      itemsGranted(A, { chest_gold: 1, doubledown: 3 }, AT),
      itemsConsumed(A, { chest_basic: 1, doubledown: 3 }, LATER),
    ]).thenReadModel({
      [keys.inventory(A)]: { chest_basic: '1', avatar_bronze: '1', chest_gold: '1', doubledown: '0' },
      [keys.player(A)]: { unopened_chests: '2' },
    });
  });

  test('an item unknown to the catalog is counted but is no chest', () => {
    givenEvents([itemsGranted(A, { retired_item: 2 }, AT)]).thenReadModel({ [keys.inventory(A)]: { retired_item: '2' } });
  });

  test('equipping sets the item of its group; unequipping empties the group, in one batch too', () => {
    const events = [
      itemEquipped(A, 'avatar_default', 'avatar_frame', null, AT),
      itemEquipped(A, 'hat_straw', 'avatar_hat', null, AT),
      itemEquipped(A, 'avatar_bronze', 'avatar_frame', 'avatar_default', LATER),
      itemUnequipped(A, 'hat_straw', 'avatar_hat', LATER),
    ];
    const expected = { [keys.equipped(A)]: { avatar_frame: 'avatar_bronze' } };
    givenEvents(events).thenReadModel(expected);
    givenEvents(events, { eventsPerBatch: 1 }).thenReadModel(expected);
  });

  test('equipping again after unequipping in one batch leaves the item equipped', () => {
    givenEvents([
      itemEquipped(A, 'hat_straw', 'avatar_hat', null, AT),
      itemUnequipped(A, 'hat_straw', 'avatar_hat', AT),
      itemEquipped(A, 'hat_chef', 'avatar_hat', null, LATER),
    ]).thenReadModel({ [keys.equipped(A)]: { avatar_hat: 'hat_chef' } });
  });

  test('Plus days set the expiry the domain decided', () => {
    givenEvents([
      plusDaysGranted(A, 1, '2025-03-02T10:00:00.000Z', AT),
      plusDaysGranted(A, 30, '2025-04-01T10:00:00.000Z', LATER),
    ]).thenReadModel({
      [keys.player(A)]: { plus_expiration: '2025-04-01T10:00:00.000Z' },
    });
  });

  test('player events off a player stream are skipped', () => {
    givenEvents([
      { ...goldChanged(A, 5, 5, AT), stream: 'catalog' },
      { ...itemsGranted(A, { chest_basic: 1 }, AT), stream: '' },
    ]).thenReadModel({});
  });

  test("a sale's terms are stored as scheduled, replaced by a change, and ranked by when they were scheduled", () => {
    const changed = { ...winter, percentOff: 30 };
    const { readModel } = givenEvents([
      saleScheduled(winter, AT),
      saleScheduled({ ...winter, saleId: 'spring' }, AT),
      saleChanged(changed, LATER),
    ]);
    expect(JSON.parse((readModel()[keys.sales] as Record<string, string>).winter)).toEqual({
      ...changed,
      title: { en: 'Sale winter', cn: '促销 winter' },
    });
    expect(readModel()[keys.salesOrder]).toEqual({ winter: 1, spring: 2 });
  });

  test('an ended sale keeps its terms with the time it ended; a change after it undoes the end', () => {
    expect(givenEvents([saleScheduled(winter, AT), saleEnded('winter', minute(5))]).readModel()[keys.salesEnded]).toEqual({
      winter: minute(5),
    });
    for (const eventsPerBatch of [1, 3]) {
      const reopened = givenEvents([saleScheduled(winter, AT), saleEnded('winter', minute(5)), saleChanged(winter, minute(6))], {
        eventsPerBatch,
      }).readModel();
      expect(reopened[keys.salesEnded]).toBeUndefined();
      expect(reopened[keys.sales]).toHaveProperty('winter');
    }
  });
});
