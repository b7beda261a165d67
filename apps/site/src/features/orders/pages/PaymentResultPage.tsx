import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import type { SessionUser } from '../../../shared/api/types';
import { ErrorPanel, Loading, NotFoundPanel } from '../../../shared/components/States';
import { useFormat } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { SignedIn } from '../../auth';
import { Gold, useCosmetics, useWallet } from '../../store';
import { SignInPanel } from '../components/SignInPanel';
import { useOrderResult, useRefreshWalletWhenGranted } from '../hooks';
import { usdText } from '../../../shared/intl';
import type { ResultState } from '../logic';
import './orders.css';

const HINT: Record<ResultState, 'processingHint' | 'waitingHint' | 'successHint' | 'issueHint' | null> = {
  processing: 'processingHint',
  waiting: 'waitingHint',
  success: 'successHint',
  issue: 'issueHint',
  refunded: null,
};

function Result({ user, orderId }: { user: SessionUser; orderId: string }) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  const { nameOf } = useCosmetics();
  const { data: wallet } = useWallet();
  const { order, state, notFound, error } = useOrderResult(orderId);
  useRefreshWalletWhenGranted(user.id, order, wallet);
  if (notFound) return <NotFoundPanel title={t('result.notFound')} />;
  if (!order && error) return <ErrorPanel title={t('result.error')} />;
  const hint = HINT[state];
  const pending = state === 'processing' || state === 'waiting';
  return (
    <section className={`card payment-result payment-result--${state}`} data-testid="payment-result" data-state={state} aria-live="polite">
      <h1 className="payment-result__title" data-testid="payment-result-title">
        {pending ? <span className="spinner" aria-hidden /> : null}
        {t(`result.${state}`)}
      </h1>
      {hint ? <p className="muted">{t(`result.${hint}`)}</p> : null}
      {order ? (
        <dl className="payment-result__lines">
          <div>
            <dt>{t('result.item')}</dt>
            <dd>{nameOf(order.item_id)}</dd>
          </div>
          <div>
            <dt>{t('result.price')}</dt>
            <dd className="mono">{usdText(order.price_usd_cents, f.locale)}</dd>
          </div>
          {state === 'success' && order.items.length > 0 ? (
            <div>
              <dt>{t('result.granted')}</dt>
              <dd>
                <ul className="payment-result__granted" data-testid="payment-granted">
                  {order.items.map((entry) => (
                    <li key={entry.item_id}>
                      {nameOf(entry.item_id)} ×{f.number(entry.count)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          {state === 'success' && wallet ? (
            <div>
              <dt>{t('result.balance')}</dt>
              <dd>
                <Gold amount={wallet.coins} testId="payment-balance" />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <Loading />
      )}
      <p className="muted small mono" data-testid="payment-order-id">
        {t('result.orderId', { id: orderId })}
      </p>
      <div className="payment-result__actions">
        <Link className="button" to="/store">
          {t('result.backToStore')}
        </Link>
        <Link className="button button--ghost" to="/profile#purchases">
          {t('result.profile')}
        </Link>
      </div>
    </section>
  );
}

/**
 * `/payment/:orderId`: where the payment providers send the player back. Reads the order again
 * with backoff and shows "Processing payment", then "Waiting for payment to be processed", then
 * "Your payment was successful!" with the items granted and the new gold balance, or "There may
 * have been an issue processing your payment." (failed, expired, or no answer after a long wait)
 * with the advice to contact support. Visitors are asked to sign in.
 */
export function PaymentResultPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('result.title'));
  const { orderId = '' } = useParams();
  return (
    <div className="page page--center orders-page">
      <SignedIn
        prompt={
          <SignInPanel title={t('result.signInTitle')} text={t('result.signInText')} link={t('result.signIn')} testId="payment-sign-in" />
        }
      >
        {(user) => <Result user={user} orderId={orderId} />}
      </SignedIn>
    </div>
  );
}
