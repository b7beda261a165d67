/**
 * @jest-environment jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import { fakeSession } from '../../shared/api/testing';
import { renderUi } from '../../shared/testing';
import { CurrentAnnouncement } from './components/CurrentAnnouncement';
import { TournamentsPage } from './pages/TournamentsPage';

const announcement = (id: string, language: 'en' | 'cn', text: string, link: string | null = null) => ({
  announcement_id: id,
  text,
  link,
  language,
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: null,
});

describe("the home's announcement", () => {
  test("shows the first active announcement in the site's language, with its link", async () => {
    fakeSession(null, {
      '/api/announcements': [
        announcement('1', 'cn', '中文公告'),
        announcement('2', 'en', 'Season starts Friday', 'https://example.org/season'),
        announcement('3', 'en', 'A later one'),
      ],
    });
    renderUi(<CurrentAnnouncement />);
    const banner = await screen.findByTestId('announcement');
    expect(banner).toHaveTextContent('Season starts Friday');
    expect(banner).not.toHaveTextContent('A later one');
    expect(within(banner).getByRole('link', { name: 'Read more' })).toHaveAttribute('href', 'https://example.org/season');
  });

  test('shows nothing when no announcement is in the language', async () => {
    fakeSession(null, { '/api/announcements': [announcement('1', 'cn', '中文公告')] });
    const { queryClient } = renderUi(<CurrentAnnouncement />);
    await waitFor(() => expect(queryClient.getQueryState(['content', 'announcements'])?.status).toBe('success'));
    expect(screen.queryByTestId('announcement')).toBeNull();
  });
});

describe('the tournaments page', () => {
  test('lists each tournament with its date, prize pool in dollars, and its sign-up and results links when there are some', async () => {
    fakeSession(null, {
      '/api/tournaments': [
        {
          id: 't2',
          name: 'Monthly community tournament',
          date: '2026-12-05',
          signup_url: 'https://example.org/signup',
          results_url: null,
          prize_pool_usd_cents: 100000,
        },
        {
          id: 't1',
          name: 'Launch cup',
          date: '2026-11-01',
          signup_url: null,
          results_url: 'https://example.org/results',
          prize_pool_usd_cents: null,
        },
      ],
    });
    renderUi(<TournamentsPage />);
    const rows = await screen.findAllByTestId('tournament-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Monthly community tournament', 'Dec 5, 2026', '$1,000', 'Sign up', '—'],
      ['Launch cup', 'Nov 1, 2026', '—', '—', 'Results'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', 'https://example.org/signup');
    expect(screen.getByText('Plus includes a ticket to play in the monthly tournaments.')).toBeInTheDocument();
  });
});
