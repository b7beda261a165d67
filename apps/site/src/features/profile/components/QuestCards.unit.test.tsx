/**
 * @jest-environment jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../shared/testing';
import type { DailyQuest, DailyQuests } from '../types';
import { DailyQuestsSection } from './QuestCards';

const STEAM_ID = '76561198000000001';
const now = Date.now();
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function quest(fields: Partial<DailyQuest> & Pick<DailyQuest, 'quest_id' | 'stat'>): DailyQuest {
  return { goal: 3, progress: 0, gold: 50, completed: false, assigned_at: iso(now - 2 * HOUR), reroll_at: iso(now + 21 * HOUR), ...fields };
}

const data: DailyQuests = {
  quests: [
    quest({ quest_id: 'games_played_2', stat: 'games_played', progress: 3, completed: true, gold: 75 }),
    quest({ quest_id: 'first_place_1', stat: 'first_place', goal: 1, assigned_at: iso(now - 24 * HOUR), reroll_at: iso(now - HOUR) }),
    quest({ quest_id: 'top_four_1', stat: 'top_four', progress: 1 }),
  ],
  slots: 3,
  earned_today: { gold: 0, gold_cap: 300, xp: 0, xp_cap: 1000, resets_at: iso(now + 5 * HOUR) },
  daily_gold: { available: false, claimed_today: false, gold: 100 },
  doubledown: { armed: false, items: 0, plus_free_available: false },
};

/** An answer of the API with a JSON body (jsdom has no `Response`; the client reads only these). */
function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) } as Response;
}

interface Sent {
  url: string;
  method: string;
  headers: Headers;
}

/** The API as the claim meets it: the claim's answer, then the wallet read again past it. */
function fakeApi(claimAnswer: () => Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  // the client calls fetch with the URL as a string
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    sent.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers) });
    if (url.includes('/claim?')) return claimAnswer();
    return Promise.resolve(answer(200, { coins: 575, has_plus: false, plus_expiration: null, items: [], equipped: [], chest_history: [] }));
  }) as typeof fetch;
  return sent;
}

function card(name: string): HTMLElement {
  return screen.getByText(name).closest('li')!;
}

test('each quest shows its goal, its progress and the action its state allows', () => {
  fakeApi(() => Promise.reject(new Error('not called')));
  renderUi(<DailyQuestsSection steamId={STEAM_ID} data={data} now={now} onReset={() => {}} />);
  expect(screen.getByRole('heading', { name: 'Daily quests' })).toBeInTheDocument();
  expect(screen.getByText('3 of 3 quests')).toBeInTheDocument();

  const done = card('Play 3 games');
  expect(within(done).getByText('3 / 3')).toBeInTheDocument();
  expect(within(done).getByRole('button', { name: 'Claim' })).toBeEnabled();
  expect(within(done).queryByRole('button', { name: 'Reroll' })).not.toBeInTheDocument();

  const old = card('Finish first in 1 game');
  expect(within(old).getByRole('button', { name: 'Reroll' })).toBeEnabled();
  expect(within(old).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();

  const fresh = card('Finish in the top four 3 times');
  expect(within(fresh).getByText('1 / 3')).toBeInTheDocument();
  expect(within(fresh).queryByRole('button')).not.toBeInTheDocument();
  expect(within(fresh).getByRole('timer')).toHaveTextContent(/^Reroll in /);
  // three slots: Plus has nothing more to give
  expect(screen.queryByText('Plus gives you a third daily quest.')).not.toBeInTheDocument();
});

test('without Plus (two slots) the section tells what Plus adds', () => {
  fakeApi(() => Promise.reject(new Error('not called')));
  renderUi(
    <DailyQuestsSection steamId={STEAM_ID} data={{ ...data, quests: data.quests.slice(0, 2), slots: 2 }} now={now} onReset={() => {}} />,
  );
  expect(screen.getByText('2 of 2 quests')).toBeInTheDocument();
  expect(screen.getByText('Plus gives you a third daily quest.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Get Plus' })).toHaveAttribute('href', '/store');
});

test('Claim sends the claim once, shows it pending, then tells the gold won', async () => {
  let reply!: (response: Response) => void;
  const sent = fakeApi(() => new Promise<Response>((resolve) => (reply = resolve)));
  renderUi(<DailyQuestsSection steamId={STEAM_ID} data={data} now={now} onReset={() => {}} />);

  await userEvent.click(within(card('Play 3 games')).getByRole('button', { name: 'Claim' }));
  const pending = within(card('Play 3 games')).getByRole('button', { name: 'Claiming…' });
  expect(pending).toBeDisabled();
  const claim = sent.find((request) => request.url.includes('/claim?'))!;
  // the live site's path and query
  expect(claim).toMatchObject({ url: `/api/players/${STEAM_ID}/daily_quests/claim?questID=games_played_2`, method: 'POST' });
  expect(claim.headers.get('idempotency-key')).toBeTruthy();

  reply(answer(200, { success: true, coins: 75, xp: 0, claimed: 'games_played_2', balance: 575, position: 42 }));
  // the toast follows the claim's answer and a re-render: allow a loaded machine more than findBy's default second
  expect(await screen.findByText('+75 gold!', {}, { timeout: 5_000 })).toBeInTheDocument();
  // the wallet is read again past the claim
  await waitFor(() => expect(sent.some((request) => request.url === `/api/players/${STEAM_ID}/wallet`)).toBe(true));
  expect(sent.find((request) => request.url.endsWith('/wallet'))!.headers.get('x-read-after')).toBe('42');
});

test('a refused claim says why', async () => {
  fakeApi(() => Promise.resolve(answer(409, { error: { code: 'quest_not_complete', message: 'no' } })));
  renderUi(<DailyQuestsSection steamId={STEAM_ID} data={data} now={now} onReset={() => {}} />);
  await userEvent.click(within(card('Play 3 games')).getByRole('button', { name: 'Claim' }));
  expect(await screen.findByTestId('toast')).toHaveTextContent('This quest is not complete yet.');
  // the claim can be tried again
  expect(within(card('Play 3 games')).getByRole('button', { name: 'Claim' })).toBeEnabled();
});

test('no quests: the section says new ones come soon', () => {
  fakeApi(() => Promise.reject(new Error('not called')));
  renderUi(<DailyQuestsSection steamId={STEAM_ID} data={{ ...data, quests: [] }} now={now} onReset={() => {}} />);
  expect(screen.getByText('No quests right now: new ones come soon.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
