import { Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Loading } from '../../../shared/components/States';
import { useFormat } from '../../../shared/format';
import { MoneyCheckoutContext } from '../checkout-slot';
import { usdText } from '../../../shared/intl';
import { checkoutSummary, priceView } from '../logic';
import type { ChestOdds, Cosmetic } from '../types';
import { ChestOddsPanel } from './ChestOddsPanel';
import { Contents } from './Contents';
import { Gold } from './Gold';
import { ItemArt } from './ItemArt';
import { RarityTag } from './RarityTag';
import { SignInLink } from './SignInLink';
import './CheckoutPanel.css';

interface CheckoutPanelProps {
  item: Cosmetic | null;
  now: number;
  /** signed in */
  signedIn: boolean;
  /** the balance (null while unknown) */
  coins: number | null;
  owned: boolean;
  odds: ChestOdds | undefined;
  nameOf: (id: string, item?: Cosmetic) => string;
  buying: boolean;
  /** the item just bought (shows the way to the armory for chests) */
  boughtId: string | null;
  onBuy: (item: Cosmetic) => void;
  onClose: () => void;
}

/**
 * The checkout of the selected product: the item, subtotal, sale discount, XP it gives, the
 * price and the balance after, a chest's odds, and "Buy" — or, for visitors, "Login to complete
 * your purchase"; for real-money items the orders feature's checkout (`MoneyCheckoutContext`:
 * summary, payment method, pay or sign in), or a disabled button where none is provided.
 */
export function CheckoutPanel({ item, now, signedIn, coins, owned, odds, nameOf, buying, boughtId, onBuy, onClose }: CheckoutPanelProps) {
  const { t } = useTranslation('store');
  const f = useFormat();
  const renderMoneyCheckout = useContext(MoneyCheckoutContext);
  if (!item) {
    return (
      <aside className="checkout card" aria-labelledby="checkout-title" data-testid="checkout">
        <h2 id="checkout-title" className="checkout__title">
          {t('checkout.title')}
        </h2>
        <p className="muted">{t('checkout.empty')}</p>
      </aside>
    );
  }
  const name = nameOf(item.id, item);
  const view = priceView(item, now);
  const summary = checkoutSummary(item, signedIn ? coins : null, now);
  return (
    <aside className={`checkout card rarity--${item.rarity}`} aria-labelledby="checkout-title" data-testid="checkout" data-item={item.id}>
      <div className="checkout__head">
        <h2 id="checkout-title" className="checkout__title">
          {t('checkout.title')}
        </h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose} aria-label={t('checkout.close')}>
          ×
        </button>
      </div>
      <div className="checkout__item">
        <ItemArt id={item.id} type={item.type} rarity={item.rarity} size={48} />
        <div>
          <strong className="checkout__name" data-testid="checkout-item">
            {name}
          </strong>
          <div>
            <RarityTag rarity={item.rarity} />
          </div>
        </div>
      </div>
      <Contents contents={item.contents} nameOf={nameOf} />
      {view.kind === 'usd' && renderMoneyCheckout ? (
        <Suspense fallback={<Loading />}>{renderMoneyCheckout({ item, name })}</Suspense>
      ) : view.kind === 'usd' ? (
        <>
          <dl className="checkout__lines">
            <div className="checkout__line checkout__line--total">
              <dt>{t('checkout.price')}</dt>
              <dd>{usdText(view.cents, f.locale)}</dd>
            </div>
          </dl>
          <button type="button" className="button button--large" disabled data-testid="real-money-soon">
            {t('realMoneySoon')}
          </button>
          <p className="muted small">{t('realMoneySoonHint')}</p>
        </>
      ) : summary ? (
        <>
          <dl className="checkout__lines">
            <div className="checkout__line">
              <dt>{t('checkout.subtotal')}</dt>
              <dd>
                <Gold amount={summary.subtotal} testId="checkout-subtotal" />
              </dd>
            </div>
            {summary.discount > 0 ? (
              <div className="checkout__line checkout__line--discount">
                <dt>{t('checkout.discount', { percent: summary.percentOff ?? 0 })}</dt>
                <dd className="mono">−{f.number(summary.discount)}</dd>
              </div>
            ) : null}
            {summary.xp > 0 ? (
              <div className="checkout__line">
                <dt>{t('checkout.xp')}</dt>
                <dd className="mono" data-testid="checkout-xp">
                  {t('contents.xp', { amount: f.number(summary.xp) })}
                </dd>
              </div>
            ) : null}
            <div className="checkout__line checkout__line--total">
              <dt>{t('checkout.price')}</dt>
              <dd>
                <Gold amount={summary.price} testId="checkout-price" />
              </dd>
            </div>
            {summary.balanceAfter !== null ? (
              <div className={`checkout__line${summary.affordable ? '' : ' checkout__line--short'}`}>
                <dt>{t('checkout.balanceAfter')}</dt>
                <dd className="mono" data-testid="balance-after">
                  {f.number(summary.balanceAfter)}
                </dd>
              </div>
            ) : null}
          </dl>
          {view.kind === 'gold' && view.endsAt ? <p className="muted small">{t('checkout.saleNote')}</p> : null}
          {!signedIn ? (
            <SignInLink className="button button--primary button--large" testId="checkout-sign-in">
              {t('checkout.login')}
            </SignInLink>
          ) : owned ? (
            <p className="checkout__note" data-testid="checkout-owned">
              {t('errors.already_owned')}
            </p>
          ) : (
            <>
              {!summary.affordable && coins !== null ? (
                <p className="checkout__note checkout__note--warn">{t('checkout.short', { amount: f.number(summary.price - coins) })}</p>
              ) : null}
              <button
                type="button"
                className="button button--primary button--large"
                onClick={() => onBuy(item)}
                disabled={buying || coins === null}
                aria-busy={buying}
                data-testid="buy-button"
              >
                {buying ? t('checkout.buying') : t('checkout.buy')}
              </button>
            </>
          )}
          {boughtId === item.id && item.type === 'chest' ? (
            <Link className="button button--ghost" to="/profile/armory?filter=chests" data-testid="open-in-armory">
              {t('checkout.openInArmory')}
            </Link>
          ) : null}
        </>
      ) : (
        <p className="muted">{t('notSold')}</p>
      )}
      {item.type === 'chest' ? <ChestOddsPanel chest={odds} nameOf={nameOf} open /> : null}
    </aside>
  );
}
