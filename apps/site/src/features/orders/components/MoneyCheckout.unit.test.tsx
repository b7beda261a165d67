/**
 * @jest-environment jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { fakeSession, sessionUser } from '../../../shared/api/testing';
import { renderUi } from '../../../shared/testing';
import type { Cosmetic } from '../../store';
import { MoneyCheckout } from './MoneyCheckout';

/** A test product with a dollar price (figures are the test's own). */
function product(id: string, usdCents: number, xp = 0): Cosmetic {
  return {
    cosmetic_id: id,
    cosmetic_name: id,
    cosmetic_type: 'Consumable',
    cost_coins: -1,
    cost_usd: usdCents / 100,
    id,
    type: 'consumable',
    name: { en: id, cn: id },
    rarity: 'common',
    equip_group: 'consumable',
    gold_price: null,
    usd_cents: usdCents,
    daily_limit: null,
    stackable: true,
    contents: { gold: 0, xp, plus_days: 0, items: [] },
    sale: null,
  };
}

const REPLY = { order_id: 'ord_0123456789abcdef01234567', checkout_url: '/pay/local/cs_1', status: 'pending' };

function renderCheckout(item: Cosmetic) {
  return renderUi(
    <Switch>
      <Route path="/store">
        <MoneyCheckout item={item} name="Test pack" />
      </Route>
      <Route path="/pay/local/:sessionId">
        <p>provider page</p>
      </Route>
    </Switch>,
    { route: '/store' },
  );
}

/** A JSON answer as the client reads it (jsdom has no `Response`). */
function answer(status: number, body: unknown): Response {
  const headers = { get: () => null, has: () => false };
  return { ok: status < 400, status, statusText: '', headers, text: () => Promise.resolve(JSON.stringify(body)) } as unknown as Response;
}

test('a visitor sees the summary and is asked to log in', async () => {
  fakeSession(null);
  renderCheckout(product('buy_xp_test', 299, 4000));
  expect(await screen.findByRole('link', { name: 'Login to complete your purchase' })).toBeInTheDocument();
  expect(screen.getByTestId('money-item')).toHaveTextContent('Test pack');
  expect(screen.getByTestId('money-subtotal')).toHaveTextContent('$2.99');
  expect(screen.getByTestId('money-xp')).toHaveTextContent('4,000');
  expect(screen.getByTestId('money-price')).toHaveTextContent('$2.99');
  expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
});

test('a player chooses Alipay and pays: the checkout is started and the browser goes to the provider', async () => {
  const calls = fakeSession(sessionUser('PLAYER'), { '/api/checkout': REPLY });
  renderCheckout(product('gold_test', 499));
  const pay = await screen.findByRole('button', { name: 'Pay $4.99' });
  expect(screen.queryByTestId('money-xp')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'Alipay' }));
  await userEvent.click(pay);
  expect(await screen.findByText('provider page')).toBeInTheDocument();
  expect(calls.find((call) => call.url === '/api/checkout')?.body).toEqual({ item_id: 'gold_test', method: 'alipay' });
});

test('Plus by card may renew automatically; another method hides the choice', async () => {
  const calls = fakeSession(sessionUser('PLAYER'), { '/api/checkout': REPLY });
  renderCheckout(product('plus_month', 999));
  const renew = await screen.findByRole('checkbox', { name: /Renew automatically/ });
  await userEvent.click(screen.getByRole('radio', { name: 'WeChat Pay' }));
  expect(screen.queryByRole('checkbox', { name: /Renew automatically/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Renew automatically/ }));
  expect(renew).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Pay $9.99' }));
  await screen.findByText('provider page');
  expect(calls.find((call) => call.url === '/api/checkout')?.body).toEqual({ item_id: 'plus_month', method: 'card', subscription: true });
});

test("the provider's refusal is said in the player's words", async () => {
  fakeSession(sessionUser('PLAYER'));
  const sessionFetch = globalThis.fetch;
  globalThis.fetch = (url, init) =>
    url === '/api/checkout'
      ? Promise.resolve(answer(400, { error: { code: 'subscription_unavailable', message: 'no' } }))
      : sessionFetch(url, init);
  renderCheckout(product('gold_test', 499));
  await userEvent.click(await screen.findByRole('button', { name: 'Pay $4.99' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Automatic renewal is only available for Plus with a card.'));
  expect(screen.getByRole('button', { name: 'Pay $4.99' })).toBeEnabled();
});
