import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../shared/router';
import { useFormat } from '../../../shared/format';
import { useSession } from '../../auth';
import { SignInLink, type MoneyCheckoutProps } from '../../store';
import { startCheckout } from '../api';
import { usdText } from '../../../shared/intl';
import { canSubscribe, destination, moneySummary, orderErrorCode, SUBSCRIPTION_ITEMS } from '../logic';
import { PAYMENT_METHODS, type CheckoutReply, type PaymentMethod } from '../types';
import { MethodChoice } from './MethodChoice';
import './MoneyCheckout.css';

/** Sends the browser to the provider's checkout page (or, for an address of this site, there inside the app). */
export function useGoTo() {
  const navigate = useNavigate();
  return (url: string) => {
    const to = destination(url, window.location.origin);
    if ('path' in to) navigate(to.path);
    else window.location.assign(to.href);
  };
}

/**
 * The checkout of a real-money product in the store's panel: the summary (item, subtotal, XP,
 * price in US dollars), the payment method (card, Alipay, WeChat Pay), for Plus month or year by
 * card the automatic renewal, and Pay: `POST /api/checkout` (one `Idempotency-Key` per attempt,
 * the same on a retry of it), then the provider's checkout page. Visitors get "Login to complete
 * your purchase". Errors read from the `orders` texts.
 */
export function MoneyCheckout({ item, name }: MoneyCheckoutProps) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  const { user } = useSession();
  const goTo = useGoTo();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [renew, setRenew] = useState(false);
  const pay = useMutation({
    mutationFn: (steamId: string): Promise<CheckoutReply> =>
      startCheckout(steamId, {
        item_id: item.id,
        method,
        ...(canSubscribe(item.id, method) && renew ? { subscription: true } : {}),
      }),
    onSuccess: (reply) => goTo(reply.checkout_url),
  });
  const summary = moneySummary(item);
  if (!summary) return null;
  const price = usdText(summary.priceCents, f.locale);
  const offersRenewal = SUBSCRIPTION_ITEMS.includes(item.id);
  // the mutation stays pending while the browser leaves for the provider's page
  const busy = pay.isPending || pay.isSuccess;

  return (
    <div className="money-checkout" data-testid="money-checkout">
      <h3 className="money-checkout__title">{t('checkout.summary')}</h3>
      <dl className="money-checkout__lines">
        <div className="money-checkout__line">
          <dt>{t('checkout.item')}</dt>
          <dd data-testid="money-item">{name}</dd>
        </div>
        <div className="money-checkout__line">
          <dt>{t('checkout.subtotal')}</dt>
          <dd className="mono" data-testid="money-subtotal">
            {usdText(summary.subtotalCents, f.locale)}
          </dd>
        </div>
        {summary.xp > 0 ? (
          <div className="money-checkout__line">
            <dt>{t('checkout.xp')}</dt>
            <dd className="mono" data-testid="money-xp">
              {f.number(summary.xp)}
            </dd>
          </div>
        ) : null}
        <div className="money-checkout__line money-checkout__line--total">
          <dt>{t('checkout.price')}</dt>
          <dd className="mono" data-testid="money-price">
            {price}
          </dd>
        </div>
      </dl>
      {!user ? (
        <>
          <p className="muted small">{t('checkout.loginHint')}</p>
          <SignInLink className="button button--primary button--large" testId="money-sign-in">
            {t('checkout.login')}
          </SignInLink>
        </>
      ) : (
        <>
          <MethodChoice name={`pay-method-${item.id}`} value={method} onChange={setMethod} disabled={busy} methods={PAYMENT_METHODS} />
          {offersRenewal && method === 'card' ? (
            <label className="money-checkout__renew">
              <input
                type="checkbox"
                checked={renew}
                disabled={busy}
                onChange={(event) => setRenew(event.target.checked)}
                data-testid="money-renew"
              />
              <span>
                {t('checkout.subscribe')}
                <span className="muted small money-checkout__hint">{t('checkout.subscribeHint')}</span>
              </span>
            </label>
          ) : null}
          {pay.isError ? (
            <p className="money-checkout__error" role="alert" data-testid="money-error">
              {t(`errors.${orderErrorCode(pay.error)}`)}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary button--large"
            onClick={() => pay.mutate(user.id)}
            disabled={busy}
            aria-busy={busy}
            data-testid="money-pay"
          >
            {busy ? t('checkout.paying') : t('checkout.pay', { price })}
          </button>
        </>
      )}
    </div>
  );
}
