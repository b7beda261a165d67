/**
 * @jest-environment jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession, sessionUser } from '../shared/api/testing';
import { renderUi } from '../shared/testing';
import { AdminLink, GameMenu, StatsMenu } from './NavMenus';
import { UserMenu } from './UserMenu';

// what Radix's menus measure with, and jsdom lacks
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** Opens the header menu whose button is `testId` (once its library is in) and answers the menu. */
async function openMenu(buttonTestId: string, menuTestId: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByTestId(buttonTestId)).toHaveAttribute('data-state'));
  await userEvent.setup().click(screen.getByTestId(buttonTestId));
  return screen.findByTestId(menuTestId);
}

function renderNav() {
  return renderUi(
    <ul>
      <GameMenu />
      <StatsMenu />
      <AdminLink />
    </ul>,
  );
}

/** Waits until the session has been read (the Game menu is there for everyone from the start). */
async function sessionRead(queryClient: ReturnType<typeof renderUi>['queryClient']) {
  await waitFor(() => expect(queryClient.getQueryState(['auth', 'session'])?.status).toBe('success'));
}

describe('the header menus by user type', () => {
  test.each([
    ['a visitor', null, { stats: false, admin: false }],
    ['PLAYER', 'PLAYER', { stats: false, admin: false }],
    ['STATS_GUY', 'STATS_GUY', { stats: true, admin: false }],
    ['SUPPORT', 'SUPPORT', { stats: false, admin: true }],
    ['ADMIN', 'ADMIN', { stats: true, admin: true }],
  ] as const)('%s: the Game menu, and the Stats menu and Admin link as the role allows', async (_, type, expected) => {
    fakeSession(type ? sessionUser(type) : null);
    const { queryClient } = renderNav();
    await sessionRead(queryClient);
    expect(screen.getByTestId('game-menu-button')).toHaveTextContent('Game');
    expect(screen.queryByTestId('stats-menu-button') !== null).toBe(expected.stats);
    const admin = screen.queryByTestId('nav-admin');
    expect(admin !== null).toBe(expected.admin);
    // the console is another app: a plain link (a full page load), not a route of the site
    if (admin) expect(admin).toHaveAttribute('href', '/admin');
  });

  test("the Stats menu lists the console's statistics pages", async () => {
    fakeSession(sessionUser('STATS_GUY'));
    const { queryClient } = renderNav();
    await sessionRead(queryClient);
    const stats = await openMenu('stats-menu-button', 'stats-menu');
    const statsLinks = [...stats.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(statsLinks).toEqual([
      ['Games', '/admin/stats/games'],
      ['Gods', '/admin/stats/gods'],
      ['Abilities', '/admin/stats/abilities'],
      ['Bodies', '/admin/stats/bodies'],
      ['Economy', '/admin/stats/economy'],
    ]);
  });

  test('the Game menu: leaderboard, tournaments, change log, FAQ, then the news site, Cardsmith and Report a bug in new tabs', async () => {
    fakeSession(null);
    renderNav();
    const game = await openMenu('game-menu-button', 'game-menu');
    const links = [...game.querySelectorAll('a')].map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target') }));
    expect(links).toEqual([
      { href: '/leaderboard', target: null },
      { href: '/tournaments', target: null },
      { href: '/changelog', target: null },
      { href: '/faq', target: null },
      { href: 'https://news.abilityarena.com/', target: '_blank' },
      { href: 'https://cardsmith.abilityarena.com/', target: '_blank' },
      { href: 'https://discord.gg/NRDjuTPNvS', target: '_blank' },
    ]);
    expect(screen.getByTestId('report-bug')).toHaveAccessibleName('Report a bug (opens in a new tab)');
  });
});

describe('the My Profile menu', () => {
  test.each([
    ['PLAYER', false],
    ['SUPPORT', true],
    ['ADMIN', true],
  ] as const)('%s: the Admin entry (the console, a full page load) only for those who open it', async (type, shown) => {
    fakeSession(sessionUser(type));
    renderUi(<UserMenu />);
    await screen.findByTestId('user-menu-button');
    await openMenu('user-menu-button', 'user-menu-list');
    const admin = screen.queryByTestId('admin-link');
    expect(admin !== null).toBe(shown);
    if (admin) expect(admin).toHaveAttribute('href', '/admin');
  });
});
