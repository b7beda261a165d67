import { consoleUrlOf } from './console-url';

describe('the live statistics routes and the console page each opens', () => {
  test.each([
    ['/gods', '/admin/stats/gods'],
    ['/gods/zeus', '/admin/stats/gods/zeus'],
    ['/abilities', '/admin/stats/abilities'],
    ['/abilities/frost_arrows', '/admin/stats/abilities/frost_arrows'],
    ['/cosmetics', '/admin/stats/economy'],
    ['/bodies', '/admin/stats/bodies'],
    ['/stats/games', '/admin/stats/games'],
    ['/stats/heroes', '/admin/stats/bodies'],
  ])('%s opens %s', (path, target) => {
    expect(consoleUrlOf(path)).toBe(target);
  });

  test('the query and a percent-encoded parameter carry over; a trailing slash is the same page', () => {
    expect(consoleUrlOf('/gods/', '?hours=24')).toBe('/admin/stats/gods?hours=24');
    expect(consoleUrlOf('/abilities/a%20b', '?rank=3')).toBe('/admin/stats/abilities/a%20b?rank=3');
  });

  test('any other path opens nothing', () => {
    for (const path of ['/', '/learn/gods', '/profile/gods', '/gods/a/b', '/stats', '/stats/camps', '/games']) {
      expect(consoleUrlOf(path)).toBeNull();
    }
  });
});
