import { deciderSpecification } from '../shared/testing';
import { decideChangeUserType, decideSignIn, evolvePlayersSlice, initialPlayersSlice, SignIn, UserTypeChanged } from './index';

const spec = deciderSpecification({ decide: decideSignIn, evolve: evolvePlayersSlice, initialState: initialPlayersSlice });

const ID = '76561198000000001';
const ADMIN_LISTED = { userType: 'ADMIN', reason: 'listed in ADMIN_STEAM_IDS' } as const;
const STATS_LISTED = { userType: 'STATS_GUY', reason: 'listed in STATS_STEAM_IDS' } as const;
const signIn = (bootstrap: SignIn['bootstrap'] = null): SignIn => ({
  type: 'SignIn',
  steamId: ID,
  displayName: 'A',
  bootstrap,
  now: Date.UTC(2026, 10, 23, 12),
});
const registered = { type: 'PlayerRegistered', data: { steamId: ID, displayName: 'A', via: 'sign_in' } } as const;
const changed = (
  userType: UserTypeChanged['data']['userType'],
  previousUserType: UserTypeChanged['data']['userType'],
  source: 'admin' | 'bootstrap',
  reason: string,
): UserTypeChanged => ({
  type: 'UserTypeChanged',
  data: { steamId: ID, userType, previousUserType, source, reason },
});

describe('players: sign-in', () => {
  test('a new player is registered once, as a PLAYER', () => {
    const first = spec.given([]).when(signIn()).then([registered], { created: true, userType: 'PLAYER' });
    spec.given(first.events).when(signIn()).thenNothingHappened({ created: false, userType: 'PLAYER' });
  });

  test('a listed admin signing in the first time is registered and made ADMIN, once', () => {
    const first = spec
      .given([])
      .when(signIn(ADMIN_LISTED))
      .then([registered, changed('ADMIN', 'PLAYER', 'bootstrap', 'listed in ADMIN_STEAM_IDS')], { created: true, userType: 'ADMIN' });
    expect(first.state).toMatchObject({ userType: 'ADMIN', userTypeSetByAdmin: false });
    spec.given(first.events).when(signIn(ADMIN_LISTED)).thenNothingHappened({ created: false, userType: 'ADMIN' });
  });

  test('a player first seen in a game, listed later, is granted the listed type at the next sign-in', () => {
    const byGame = { ...registered, data: { ...registered.data, via: 'game' as const } };
    spec
      .given([byGame])
      .when(signIn(STATS_LISTED))
      .then([changed('STATS_GUY', 'PLAYER', 'bootstrap', 'listed in STATS_STEAM_IDS')]);
  });

  test('the lists only grant: a STATS_GUY moved to the admin list is promoted, an ADMIN moved to the stats list stays ADMIN', () => {
    const stats = [registered, changed('STATS_GUY', 'PLAYER', 'bootstrap', 'listed in STATS_STEAM_IDS')];
    spec
      .given(stats)
      .when(signIn(ADMIN_LISTED))
      .then([changed('ADMIN', 'STATS_GUY', 'bootstrap', 'listed in ADMIN_STEAM_IDS')], { created: false, userType: 'ADMIN' });
    const admin = [registered, changed('ADMIN', 'PLAYER', 'bootstrap', 'listed in ADMIN_STEAM_IDS')];
    spec.given(admin).when(signIn(STATS_LISTED)).thenNothingHappened({ created: false, userType: 'ADMIN' });
    spec.given(admin).when(signIn()).thenNothingHappened({ created: false, userType: 'ADMIN' });
  });

  test('once an admin has set the type, the lists no longer change it: a demoted listed admin stays demoted', () => {
    const demoted = [registered, changed('ADMIN', 'PLAYER', 'bootstrap', 'listed'), changed('PLAYER', 'ADMIN', 'admin', 'left the team')];
    const outcome = spec.given(demoted).when(signIn(ADMIN_LISTED)).thenNothingHappened({ created: false, userType: 'PLAYER' });
    expect(outcome.state).toMatchObject({ userType: 'PLAYER', userTypeSetByAdmin: true });
  });
});

describe('players: an admin sets a user type', () => {
  const change = deciderSpecification({ decide: decideChangeUserType, evolve: evolvePlayersSlice, initialState: initialPlayersSlice });
  const ADMIN = '76561198000000009';
  const command = (userType: 'PLAYER' | 'STATS_GUY' | 'ADMIN', changedBy = ADMIN) => ({
    type: 'ChangeUserType' as const,
    steamId: ID,
    userType,
    reason: 'why',
    changedBy,
  });

  test('a registered player gets the type, with the previous one and the reason; the same type again decides nothing', () => {
    const first = change
      .given([registered])
      .when(command('STATS_GUY'))
      .then([changed('STATS_GUY', 'PLAYER', 'admin', 'why')], { userType: 'STATS_GUY', changed: true });
    expect(first.state).toMatchObject({ userType: 'STATS_GUY', userTypeSetByAdmin: true });
    change
      .given([registered, ...first.events])
      .when(command('STATS_GUY'))
      .thenNothingHappened({ userType: 'STATS_GUY', changed: false });
    change
      .given([registered, ...first.events])
      .when(command('PLAYER'))
      .then([changed('PLAYER', 'STATS_GUY', 'admin', 'why')]);
  });

  test('an unknown player is refused: a mistyped id opens no stream', () => {
    change.given([]).when(command('ADMIN')).thenThrows('player_not_found');
  });

  test('an admin cannot change their own type (another admin can)', () => {
    change.given([registered]).when(command('PLAYER', ID)).thenThrows('own_user_type');
  });

  test('events of other features leave the slice as it is', () => {
    const slice = { ...initialPlayersSlice, registered: true };
    expect(evolvePlayersSlice(slice, { type: 'ChestOpened', data: { steamId: ID } })).toBe(slice);
  });
});
