import { decidePlayer, evolvePlayer, initialPlayerState, PlayerEvent } from '../player';
import { foldEvents, StreamEvent } from '../shared/decider';
import { deciderSpecification } from '../shared/testing';
import { decideEquipItem, decideStarterItems, EquipItem, evolveStoreSlice, initialStoreSlice } from './index';
import { at, gold, granted, storeDecider } from './testing';

const spec = deciderSpecification(storeDecider(decideEquipItem));
const equip = (itemId: string, on = true): EquipItem => ({ type: 'EquipItem', itemId, equip: on });
const owned = granted({ avatar_gold: 1, avatar_ember: 1, hat_crown: 1, chest_basic: 1 });

describe('store: equipping (one item per equip group)', () => {
  test('an owned item is equipped in its group', () => {
    const outcome = spec
      .given([owned])
      .when(equip('avatar_gold'))
      .then([{ type: 'ItemEquipped', data: { itemId: 'avatar_gold', group: 'avatar_frame', replaced: null } }], {
        equipped: [{ group: 'avatar_frame', itemId: 'avatar_gold' }],
      });
    expect(outcome.state.equipped.get('avatar_frame')).toBe('avatar_gold');
  });

  test("equipping replaces the group's item and leaves other groups alone", () => {
    const history = [owned, ...spec.given([owned]).when(equip('avatar_gold')).outcome().events];
    history.push(...spec.given(history).when(equip('hat_crown')).outcome().events);
    const outcome = spec
      .given(history)
      .when(equip('avatar_ember'))
      .then([{ type: 'ItemEquipped', data: { itemId: 'avatar_ember', group: 'avatar_frame', replaced: 'avatar_gold' } }]);
    expect([...outcome.state.equipped]).toEqual([
      ['avatar_frame', 'avatar_ember'],
      ['avatar_hat', 'hat_crown'],
    ]);
  });

  test('unequipping empties the group; equipping the equipped or unequipping the unequipped decides nothing', () => {
    const equipped = [owned, ...spec.given([owned]).when(equip('avatar_gold')).outcome().events];
    const outcome = spec
      .given(equipped)
      .when(equip('avatar_gold', false))
      .then([{ type: 'ItemUnequipped', data: { itemId: 'avatar_gold', group: 'avatar_frame' } }], { equipped: [] });
    expect(outcome.state.equipped.size).toBe(0);
    spec.given(equipped).when(equip('avatar_gold')).thenNothingHappened();
    spec.given(equipped).when(equip('avatar_ember', false)).thenNothingHappened();
  });

  test('only owned, equippable items', () => {
    spec.given([owned]).when(equip('avatar_dragon')).thenThrows('not_owned');
    spec.given([owned]).when(equip('chest_basic')).thenThrows('not_equippable');
    spec.given([owned]).when(equip('constructor')).thenThrows('not_equippable');
  });
});

describe('store: default cosmetics at registration', () => {
  const signIn = { type: 'SignIn', steamId: '7656', displayName: 'New', bootstrap: null, now: at('2026-11-23T12:00') } as const;

  test('a new player gets avatar_default equipped and a chest_basic, once', () => {
    const { events } = decideStarterItems(initialStoreSlice);
    const state = foldEvents(evolveStoreSlice, initialStoreSlice, events);
    expect(state.inventory.get('avatar_default')).toBe(1);
    expect(state.inventory.get('chest_basic')).toBe(1);
    expect(state.equipped.get('avatar_frame')).toBe('avatar_default');
    expect(decideStarterItems(state).events).toEqual([]);
  });

  test('registering by sign-in on the player stream grants them; a second sign-in does not', () => {
    const first = decidePlayer(signIn, initialPlayerState);
    // then the progression any sign-in sets off: the day's login visit, a new player's two daily quests
    expect(first.events.map((e) => e.type)).toEqual([
      'PlayerRegistered',
      'ItemsGranted',
      'ItemEquipped',
      'LoginDayCompleted',
      'DailyQuestAssigned',
      'DailyQuestAssigned',
    ]);
    const state = foldEvents(evolvePlayer, initialPlayerState, first.events);
    expect(state).toMatchObject({ registered: true, starterItemsGranted: true });
    expect(decidePlayer(signIn, state).events).toEqual([]);
  });

  test('a player registered by a game (or before the store existed) gets them at their next sign-in', () => {
    const byGame = foldEvents(evolvePlayer, initialPlayerState, [
      { type: 'PlayerRegistered', data: { steamId: '7656', displayName: 'G', via: 'game' } },
    ]);
    expect(byGame.starterItemsGranted).toBe(false);
    const signedIn = decidePlayer(signIn, byGame);
    expect(signedIn.events.filter((e) => e.type === 'ItemsGranted' || e.type === 'ItemEquipped')).toEqual(
      decideStarterItems(byGame).events,
    );
    expect(signedIn.events.map((e) => e.type)).toEqual([
      'ItemsGranted',
      'ItemEquipped',
      'LoginDayCompleted',
      'DailyQuestAssigned',
      'DailyQuestAssigned',
    ]);
    expect(decidePlayer(signIn, foldEvents(evolvePlayer, byGame, signedIn.events)).events).toEqual([]);
  });

  test('a stream with an unknown event still folds, and other features leave the slice as it is', () => {
    const FUTURE: StreamEvent = { type: 'ChestOpenedInTheFuture', data: { chest: 'chest_basic' } };
    expect(evolveStoreSlice(initialStoreSlice, FUTURE)).toBe(initialStoreSlice);
    const events: StreamEvent[] = [FUTURE, gold(50, 50), FUTURE, owned];
    const state = foldEvents(evolvePlayer, initialPlayerState, events as PlayerEvent[]);
    expect(state).toMatchObject({ gold: 50 });
    expect(state.inventory.get('hat_crown')).toBe(1);
  });
});
