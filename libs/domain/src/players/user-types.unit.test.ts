import { deciderSpecification } from '../shared/testing';
import {
  BootstrapUserType,
  decideBootstrapUserType,
  decideChangeUserType,
  decideSignIn,
  evolvePlayersSlice,
  evolveUserTypes,
  initialPlayersSlice,
  initialUserTypesState,
  userTypeOf,
  UserTypeChanged,
} from './index';

const ID = '76561198000000001';
const ADMIN_LISTED = { userType: 'ADMIN', reason: 'listed in ADMIN_STEAM_IDS' } as const;
const STATS_LISTED = { userType: 'STATS_GUY', reason: 'listed in STATS_STEAM_IDS' } as const;
const changed = (
  userType: UserTypeChanged['data']['userType'],
  previousUserType: UserTypeChanged['data']['userType'],
  source: 'admin' | 'bootstrap',
  reason: string,
  steamId = ID,
): UserTypeChanged => ({
  type: 'UserTypeChanged',
  data: { steamId, userType, previousUserType, source, reason },
});

describe('players: sign-in', () => {
  const spec = deciderSpecification({ decide: decideSignIn, evolve: evolvePlayersSlice, initialState: initialPlayersSlice });
  const registered = { type: 'PlayerRegistered', data: { steamId: ID, displayName: 'A', via: 'sign_in' } } as const;
  const signIn = { type: 'SignIn', steamId: ID, displayName: 'A', now: Date.UTC(2026, 10, 23, 12) } as const;

  test('a new player is registered once', () => {
    const first = spec.given([]).when(signIn).then([registered], { created: true });
    spec.given(first.events).when(signIn).thenNothingHappened({ created: false });
  });

  test('events of other features leave the slice as it is', () => {
    const slice = { ...initialPlayersSlice, registered: true };
    expect(evolvePlayersSlice(slice, { type: 'ChestOpened', data: { steamId: ID } })).toBe(slice);
  });
});

describe('user types: a listed player signs in', () => {
  const spec = deciderSpecification({ decide: decideBootstrapUserType, evolve: evolveUserTypes, initialState: initialUserTypesState });
  const listed = (bootstrap: BootstrapUserType['bootstrap']): BootstrapUserType => ({ type: 'BootstrapUserType', steamId: ID, bootstrap });

  test('a listed admin is made ADMIN, once', () => {
    const first = spec
      .given([])
      .when(listed(ADMIN_LISTED))
      .then([changed('ADMIN', 'PLAYER', 'bootstrap', 'listed in ADMIN_STEAM_IDS')], 'ADMIN');
    expect(userTypeOf(first.state, ID)).toBe('ADMIN');
    spec.given(first.events).when(listed(ADMIN_LISTED)).thenNothingHappened('ADMIN');
  });

  test('the lists only grant: a STATS_GUY moved to the admin list is promoted, an ADMIN moved to the stats list stays ADMIN', () => {
    const stats = [changed('STATS_GUY', 'PLAYER', 'bootstrap', 'listed in STATS_STEAM_IDS')];
    spec
      .given(stats)
      .when(listed(ADMIN_LISTED))
      .then([changed('ADMIN', 'STATS_GUY', 'bootstrap', 'listed in ADMIN_STEAM_IDS')], 'ADMIN');
    const admin = [changed('ADMIN', 'PLAYER', 'bootstrap', 'listed in ADMIN_STEAM_IDS')];
    spec.given(admin).when(listed(STATS_LISTED)).thenNothingHappened('ADMIN');
  });

  test('once an admin has set the type, the lists no longer change it: a demoted listed admin stays demoted', () => {
    const demoted = [changed('ADMIN', 'PLAYER', 'bootstrap', 'listed'), changed('PLAYER', 'ADMIN', 'admin', 'left the team')];
    const outcome = spec.given(demoted).when(listed(ADMIN_LISTED)).thenNothingHappened('PLAYER');
    expect(outcome.state.setByAdmin.has(ID)).toBe(true);
  });
});

describe('user types: an admin sets a user type', () => {
  const spec = deciderSpecification({ decide: decideChangeUserType, evolve: evolveUserTypes, initialState: initialUserTypesState });
  const ADMIN = '76561198000000009';
  const OTHER_ADMIN = '76561198000000008';
  const admins = [changed('ADMIN', 'PLAYER', 'bootstrap', 'listed', ADMIN), changed('ADMIN', 'PLAYER', 'bootstrap', 'listed', OTHER_ADMIN)];
  const command = (userType: 'PLAYER' | 'STATS_GUY' | 'SUPPORT' | 'ADMIN', changedBy = ADMIN, steamId = ID) => ({
    type: 'ChangeUserType' as const,
    steamId,
    userType,
    reason: 'why',
    changedBy,
    playerRegistered: true,
  });

  test('a registered player gets the type, with the previous one and the reason; the same type again decides nothing', () => {
    const first = spec
      .given(admins)
      .when(command('STATS_GUY'))
      .then([changed('STATS_GUY', 'PLAYER', 'admin', 'why')], { userType: 'STATS_GUY', changed: true });
    expect(userTypeOf(first.state, ID)).toBe('STATS_GUY');
    spec
      .given([...admins, ...first.events])
      .when(command('STATS_GUY'))
      .thenNothingHappened({ userType: 'STATS_GUY', changed: false });
    const back = spec
      .given([...admins, ...first.events])
      .when(command('PLAYER'))
      .then([changed('PLAYER', 'STATS_GUY', 'admin', 'why')]);
    expect(back.state.types.has(ID)).toBe(false);
  });

  test('SUPPORT is a type an admin sets and takes away like the others', () => {
    const support = spec
      .given(admins)
      .when(command('SUPPORT'))
      .then([changed('SUPPORT', 'PLAYER', 'admin', 'why')], { userType: 'SUPPORT', changed: true });
    expect(userTypeOf(support.state, ID)).toBe('SUPPORT');
    spec
      .given([...admins, ...support.events])
      .when(command('STATS_GUY'))
      .then([changed('STATS_GUY', 'SUPPORT', 'admin', 'why')], { userType: 'STATS_GUY', changed: true });
  });

  test('an unknown player is refused: a mistyped id gets no role', () => {
    spec
      .given(admins)
      .when({ ...command('ADMIN'), playerRegistered: false })
      .thenThrows('player_not_found');
  });

  test('an admin cannot change their own type (another admin can)', () => {
    spec
      .given(admins)
      .when(command('PLAYER', ADMIN, ADMIN))
      .thenThrows('own_user_type');
    spec
      .given(admins)
      .when(command('PLAYER', OTHER_ADMIN, ADMIN))
      .then([changed('PLAYER', 'ADMIN', 'admin', 'why', ADMIN)]);
  });

  test('two admins demoting each other: whichever is decided second is refused, one admin remains', () => {
    const aDemotesB = spec
      .given(admins)
      .when(command('PLAYER', ADMIN, OTHER_ADMIN))
      .then([changed('PLAYER', 'ADMIN', 'admin', 'why', OTHER_ADMIN)]);
    spec
      .given([...admins, ...aDemotesB.events])
      .when(command('STATS_GUY', OTHER_ADMIN, ADMIN))
      .thenThrows('last_admin');
    const bDemotesA = spec
      .given(admins)
      .when(command('STATS_GUY', OTHER_ADMIN, ADMIN))
      .then([changed('STATS_GUY', 'ADMIN', 'admin', 'why', ADMIN)]);
    spec
      .given([...admins, ...bDemotesA.events])
      .when(command('PLAYER', ADMIN, OTHER_ADMIN))
      .thenThrows('last_admin');
  });

  test('an admin demoted a moment before can no longer change anyone', () => {
    const third = '76561198000000007';
    const three = [...admins, changed('ADMIN', 'PLAYER', 'bootstrap', 'listed', third)];
    const demoted = [...three, changed('PLAYER', 'ADMIN', 'admin', 'why', OTHER_ADMIN)];
    spec
      .given(demoted)
      .when(command('PLAYER', OTHER_ADMIN, third))
      .thenThrows('forbidden');
    spec.given(demoted).when(command('STATS_GUY', OTHER_ADMIN)).thenThrows('forbidden');
  });
});
