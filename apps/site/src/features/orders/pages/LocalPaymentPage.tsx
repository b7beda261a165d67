import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { isNotFound } from '../../../shared/api/client';
import { ErrorPanel, Loading, NotFoundPanel } from '../../../shared/components/States';
import { useFormat } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { SignedIn } from '../../auth';
import { useCosmetics } from '../../store';
import { localSessionQuery, settleLocalSession } from '../api';
import { MethodChoice } from '../components/MethodChoice';
import { useGoTo } from '../components/MoneyCheckout';
import { SignInPanel } from '../components/SignInPanel';
import { usdText } from '../../../shared/intl';
import { orderErrorCode } from '../logic';
import { paymentResultPath } from '../paths';
import { PAYMENT_METHODS, type LocalSession, type PaymentMethod } from '../types';
import '../components/MoneyCheckout.css';
import './orders.css';

/** Session states in which the player may still pay or fail. */
const OPEN = new Set(['open', 'pending']);

function LocalCheckout({ session }: { session: LocalSession }) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  const { nameOf } = useCosmetics();
  const goTo = useGoTo();
  const [method, setMethod] = useState<PaymentMethod>(session.method);
  const settle = useMutation({
    mutationFn: (outcome: 'pay' | 'fail') => settleLocalSession(session.session_id, outcome),
    onSuccess: (reply) => goTo(reply.return_url),
  });
  const open = OPEN.has(session.status);
  const busy = settle.isPending || settle.isSuccess;
  return (
    <section className="card local-pay" data-testid="local-pay" data-status={session.status}>
      <h1 className="local-pay__title">{t('local.title')}</h1>
      <p className="local-pay__notice" role="note" data-testid="local-pay-notice">
        {t('local.notice')}
      </p>
      <dl className="payment-result__lines">
        <div>
          <dt>{t('local.item')}</dt>
          <dd data-testid="local-pay-item">{nameOf(session.item_id)}</dd>
        </div>
        <div>
          <dt>{t('local.price')}</dt>
          <dd className="mono" data-testid="local-pay-price">
            {usdText(session.price_usd_cents, f.locale)}
          </dd>
        </div>
        <div>
          <dt>{t('local.order')}</dt>
          <dd className="mono small">{session.order_id}</dd>
        </div>
      </dl>
      {open ? (
        <>
          <MethodChoice name="local-pay-method" value={method} onChange={setMethod} disabled={busy} methods={PAYMENT_METHODS} />
          {settle.isError ? (
            <p className="money-checkout__error" role="alert" data-testid="local-pay-error">
              {t(`errors.${orderErrorCode(settle.error)}`)}
            </p>
          ) : null}
          <div className="payment-result__actions">
            <button
              type="button"
              className="button button--primary button--large"
              disabled={busy}
              aria-busy={settle.isPending && settle.variables === 'pay'}
              onClick={() => settle.mutate('pay')}
              data-testid="local-pay-pay"
            >
              {busy && settle.variables === 'pay' ? t('local.sending') : t('local.pay')}
            </button>
            <button
              type="button"
              className="button button--large"
              disabled={busy}
              aria-busy={settle.isPending && settle.variables === 'fail'}
              onClick={() => settle.mutate('fail')}
              data-testid="local-pay-fail"
            >
              {busy && settle.variables === 'fail' ? t('local.sending') : t('local.fail')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p data-testid="local-pay-closed">{t('local.done', { status: session.status })}</p>
          <Link className="button" to={paymentResultPath(session.order_id)}>
            {t('local.toResult')}
          </Link>
        </>
      )}
    </section>
  );
}

function LocalSessionLoader({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('orders');
  const session = useQuery(localSessionQuery(sessionId));
  if (session.isPending) return <Loading />;
  if (isNotFound(session.error)) return <NotFoundPanel title={t('local.notFound')} />;
  if (session.isError) return <ErrorPanel title={t('local.error')} onRetry={() => void session.refetch()} />;
  return <LocalCheckout session={session.data} />;
}

/**
 * `/pay/local/:sessionId`: the local payment provider's checkout page (development; no money
 * moves): the item, price and method; Pay or Fail sends the outcome to the provider, which
 * notifies our webhook signed as Stripe does, then the player goes to the result page.
 */
export function LocalPaymentPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('local.title'));
  const { sessionId = '' } = useParams();
  return (
    <div className="page page--center orders-page">
      <SignedIn
        prompt={
          <SignInPanel title={t('local.signInTitle')} text={t('local.signInText')} link={t('local.signIn')} testId="local-pay-sign-in" />
        }
      >
        {() => <LocalSessionLoader sessionId={sessionId} />}
      </SignedIn>
    </div>
  );
}
