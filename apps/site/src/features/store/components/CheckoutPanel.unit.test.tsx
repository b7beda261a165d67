/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../shared/testing';
import type { Cosmetic } from '../types';
import { CheckoutPanel } from './CheckoutPanel';

const NOW = Date.parse('2026-05-01T12:00:00Z');

const hat: Cosmetic = {
  cosmetic_id: 'hat_crown',
  cosmetic_name: 'hat_crown',
  cosmetic_type: 'Avatar Hat',
  cost_coins: 400,
  cost_usd: -1,
  id: 'hat_crown',
  type: 'avatar_hat',
  name: { en: 'Crown', cn: '王冠' },
  rarity: 'rare',
  equip_group: 'avatar_hat',
  gold_price: 400,
  usd_cents: null,
  daily_limit: null,
  stackable: false,
  contents: null,
  sale: null,
};

type Props = Parameters<typeof CheckoutPanel>[0];

function renderCheckout(props: Partial<Props> = {}) {
  const onBuy = jest.fn<void, [Cosmetic]>();
  const onClose = jest.fn<void, []>();
  renderUi(
    <CheckoutPanel
      item={hat}
      now={NOW}
      signedIn
      coins={1000}
      owned={false}
      odds={undefined}
      nameOf={(id, item) => item?.name.en ?? id}
      buying={false}
      boughtId={null}
      onBuy={onBuy}
      onClose={onClose}
      {...props}
    />,
  );
  return { onBuy, onClose };
}

test('a signed-in player sees the price and the balance after, and Buy buys the item', async () => {
  const { onBuy } = renderCheckout();
  expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  expect(screen.getByText('Crown')).toBeInTheDocument();
  expect(screen.getByTestId('checkout-price')).toHaveTextContent('400');
  expect(screen.getByTestId('balance-after')).toHaveTextContent('600');
  const buy = screen.getByRole('button', { name: 'Buy' });
  expect(buy).toBeEnabled();
  await userEvent.click(buy);
  expect(onBuy).toHaveBeenCalledWith(hat);
});

test('a sale shows the subtotal, the discount and the sale price', () => {
  renderCheckout({ item: { ...hat, sale: { sale_id: 's1', percent_off: 25, gold_price: 300, ends_at: '2026-05-02T00:00:00Z' } } });
  expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('400');
  expect(screen.getByText('Sale (−25%)')).toBeInTheDocument();
  expect(screen.getByTestId('checkout-price')).toHaveTextContent('300');
  expect(screen.getByTestId('balance-after')).toHaveTextContent('700');
});

test('a player short of gold is told how much more they need', () => {
  renderCheckout({ coins: 150 });
  expect(screen.getByText('You need 250 more gold.')).toBeInTheDocument();
  expect(screen.getByTestId('balance-after')).toHaveTextContent('-250');
});

test('while the purchase is on its way the button says so and cannot be pressed again', () => {
  renderCheckout({ buying: true });
  expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Buying…' })).toBeDisabled();
});

test('the button waits for the balance to be known', () => {
  renderCheckout({ coins: null });
  expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
  expect(screen.queryByTestId('balance-after')).not.toBeInTheDocument();
});

test('a visitor is asked to log in instead of buying', () => {
  renderCheckout({ signedIn: false });
  expect(screen.getByRole('link', { name: 'Login to complete your purchase' })).toHaveAttribute('href', '/api/auth/steam');
  expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('balance-after')).not.toBeInTheDocument();
});

test('an item the player owns cannot be bought again', () => {
  renderCheckout({ owned: true });
  expect(screen.getByText('You already own this item!')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
});

test('a real-money item shows its dollar price and a disabled button', () => {
  renderCheckout({ item: { ...hat, gold_price: null, usd_cents: 699 } });
  expect(screen.getByText('$6.99')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Real-money checkout coming soon' })).toBeDisabled();
});

test('a chest just bought offers the way to the armory', () => {
  const chest: Cosmetic = { ...hat, id: 'chest_basic', type: 'chest', name: { en: 'Basic chest', cn: '基础宝箱' }, stackable: true };
  renderCheckout({ item: chest, boughtId: 'chest_basic' });
  expect(screen.getByRole('link', { name: 'Open it in your armory' })).toHaveAttribute('href', '/profile/armory?filter=chests');
});

test('nothing selected: the checkout says what to do', () => {
  renderCheckout({ item: null });
  expect(screen.getByText('Select a product to see its checkout.')).toBeInTheDocument();
});
