/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import { fakeSession, sessionUser } from '../../../shared/api/testing';
import { renderUi } from '../../../shared/testing';
import { consoleNavigation } from '../navigate';
import { ToConsolePage } from './ToConsolePage';

const realLeave = consoleNavigation.leave;
let left: string[] = [];
beforeEach(() => {
  left = [];
  consoleNavigation.leave = (url) => void left.push(url);
});
afterAll(() => {
  consoleNavigation.leave = realLeave;
});

function renderAt(route: string) {
  return renderUi(<ToConsolePage />, { route });
}

describe("a live statistics route (the console's page, a sign-in or a refusal)", () => {
  test.each(['ADMIN', 'STATS_GUY'])('%s is taken to the matching console page, query included', async (type) => {
    fakeSession(sessionUser(type));
    renderAt('/gods/zeus?hours=24');
    await screen.findByTestId('stats-opening');
    expect(left).toEqual(['/admin/stats/gods/zeus?hours=24']);
    expect(screen.getByRole('link', { name: 'Open the console' })).toHaveAttribute('href', '/admin/stats/gods/zeus?hours=24');
  });

  test('a visitor is asked to sign in and goes nowhere', async () => {
    fakeSession(null);
    renderAt('/cosmetics');
    expect(await screen.findByRole('heading', { name: 'Sign in to see the statistics' })).toBeInTheDocument();
    expect(screen.getByTestId('stats-sign-in-button')).toHaveAttribute('href', '/api/auth/steam');
    expect(left).toEqual([]);
  });

  test.each(['PLAYER', 'SUPPORT'])('%s is refused and goes nowhere', async (type) => {
    fakeSession(sessionUser(type));
    renderAt('/stats/heroes');
    expect(await screen.findByRole('heading', { name: 'These statistics are not open to you' })).toBeInTheDocument();
    expect(left).toEqual([]);
  });
});
