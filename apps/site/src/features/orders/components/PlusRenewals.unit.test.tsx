/**
 * @jest-environment jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession, sessionUser } from '../../../shared/api/testing';
import { renderUi } from '../../../shared/testing';
import type { Subscription } from '../types';
import { PlusRenewals } from './PlusRenewals';

const STEAM_ID = sessionUser('PLAYER').id;
const RENEWING: Subscription = {
  subscription_id: 'sub_local_1',
  steam_id: STEAM_ID,
  item_id: 'plus_month',
  provider: 'local',
  status: 'active',
  cancel_at_period_end: false,
  started_at: '2026-11-02T10:00:00.000Z',
  current_period_end: '2026-12-02T10:00:00.000Z',
  payments: 1,
  latest_order_id: 'ord_0123456789abcdef01234567',
};

test('a renewing Plus subscription says when it renews; stopping it says until when Plus stays', async () => {
  const calls = fakeSession(sessionUser('PLAYER'), {
    [`/api/players/${STEAM_ID}/subscriptions`]: [RENEWING],
    '/api/subscriptions/sub_local_1/cancel': { ...RENEWING, cancel_at_period_end: true },
  });
  renderUi(<PlusRenewals steamId={STEAM_ID} />);
  expect(await screen.findByTestId('plus-renewal')).toHaveTextContent('Renews on');
  await userEvent.click(screen.getByRole('button', { name: 'Stop the renewal' }));
  await waitFor(() => expect(screen.getByTestId('plus-renewal')).toHaveTextContent('not renewed'));
  expect(screen.getByTestId('plus-renewal')).toHaveAttribute('data-renews', 'false');
  expect(screen.queryByRole('button', { name: 'Stop the renewal' })).not.toBeInTheDocument();
  expect(calls.filter((call) => call.url === '/api/subscriptions/sub_local_1/cancel')).toHaveLength(1);
});

test('a player without a subscription is told so', async () => {
  fakeSession(sessionUser('PLAYER'), { [`/api/players/${STEAM_ID}/subscriptions`]: [] });
  renderUi(<PlusRenewals steamId={STEAM_ID} />);
  expect(await screen.findByText('No renewing subscription.')).toBeInTheDocument();
});
