import { createAuthProvider } from './authProvider';
import type { SessionUser } from './session';

const user = (userType: SessionUser['userType']): SessionUser => ({
  id: '76561197960287930',
  isAdmin: userType === 'ADMIN',
  displayName: 'Someone',
  photos: [{ value: '/avatar.svg' }],
  userType,
});

describe('the console signs in with the site session and maps user types to what it shows', () => {
  test('a visitor is sent to sign in; a signed-in user of any type passes the check', async () => {
    await expect(createAuthProvider(() => Promise.resolve(null)).checkAuth({})).rejects.toThrow();
    await expect(createAuthProvider(() => Promise.resolve(user('PLAYER'))).checkAuth({})).resolves.toBeUndefined();
  });

  test('the permissions are the user type', async () => {
    await expect(createAuthProvider(() => Promise.resolve(user('STATS_GUY'))).getPermissions!({})).resolves.toBe('STATS_GUY');
    await expect(createAuthProvider(() => Promise.resolve(null)).getPermissions!({})).resolves.toBeNull();
  });

  test('a 401 signs out; a 403 keeps the session (the page says access denied, no sign-out loop)', async () => {
    const auth = createAuthProvider(() => Promise.resolve(user('STATS_GUY')));
    await expect(auth.checkError({ status: 401 })).rejects.toThrow();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
  });

  const access = (userType: SessionUser['userType'], resource: string, action: string) =>
    createAuthProvider(() => Promise.resolve(user(userType))).canAccess!({ resource, action });

  test.each([
    ['ADMIN', 'players', 'edit', true],
    ['ADMIN', 'gods', 'edit', true],
    ['ADMIN', 'sales', 'create', true],
    ['ADMIN', 'cosmetics', 'edit', false],
    ['ADMIN', 'audit', 'delete', false],
    ['STATS_GUY', 'stats', 'list', true],
    ['STATS_GUY', 'gods', 'list', true],
    ['STATS_GUY', 'gods', 'edit', false],
    ['STATS_GUY', 'games', 'show', true],
    ['STATS_GUY', 'cosmetics', 'list', true],
    ['STATS_GUY', 'players', 'list', false],
    ['STATS_GUY', 'sales', 'list', false],
    ['SUPPORT', 'players', 'show', true],
    ['SUPPORT', 'players', 'edit', false],
    ['SUPPORT', 'stats', 'list', false],
    ['PLAYER', 'games', 'list', false],
    ['PLAYER', 'stats', 'list', false],
  ] as const)('%s may %s %s: %s', async (userType, resource, action, allowed) => {
    await expect(access(userType, resource, action)).resolves.toBe(allowed);
  });
});
