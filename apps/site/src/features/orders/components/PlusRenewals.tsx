import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../shared/components/States';
import { useToast } from '../../../shared/components/Toast';
import { useFormat } from '../../../shared/format';
import { useCosmetics } from '../../store';
import { cancelSubscription, ordersKeys, subscriptionsQuery } from '../api';
import { orderErrorCode } from '../logic';
import type { Subscription } from '../types';
import './orders-sections.css';

/**
 * The player's renewing Plus subscriptions (`GET /api/players/{id}/subscriptions`), for the
 * profile's subscriptions card: the plan, its status, the period's end and whether it renews,
 * and "Stop the renewal" (`POST /api/subscriptions/{id}/cancel`; Plus stays until the period ends).
 */
export function PlusRenewals({ steamId }: { steamId: string }) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { nameOf } = useCosmetics();
  const subscriptions = useQuery(subscriptionsQuery(steamId));
  const stop = useMutation({
    mutationFn: (subscriptionId: string) => cancelSubscription(subscriptionId),
    onSuccess: (row) => {
      queryClient.setQueryData<Subscription[]>(ordersKeys.subscriptions(steamId), (rows) =>
        rows?.map((old) => (old.subscription_id === row.subscription_id ? row : old)),
      );
      toast(t('subscriptions.stopped', { date: f.date(row.current_period_end) }), 'ok');
    },
    onError: (error) => toast(t(`errors.${orderErrorCode(error)}`), 'error'),
  });
  if (subscriptions.isError) return <InlineError text={t('subscriptions.error')} onRetry={() => void subscriptions.refetch()} />;
  if (subscriptions.isPending) return null;
  const rows = subscriptions.data;
  return (
    <div className="plus-renewals" data-testid="plus-renewals">
      <strong className="small">{t('subscriptions.title')}</strong>
      {rows.length === 0 ? <p className="muted small">{t('subscriptions.none')}</p> : null}
      <ul className="plus-renewals__list">
        {rows.map((row) => {
          const renews = row.status === 'active' && !row.cancel_at_period_end;
          return (
            <li key={row.subscription_id} className="plus-renewals__row" data-testid="plus-renewal" data-renews={renews}>
              <div>
                <span>{nameOf(row.item_id)}</span>{' '}
                <span className="tag">{row.status === 'active' ? t('subscriptions.active') : t('subscriptions.canceled')}</span>
                <p className="muted small">
                  {renews
                    ? t('subscriptions.renewsOn', { date: f.date(row.current_period_end) })
                    : t('subscriptions.endsOn', { date: f.date(row.current_period_end) })}
                </p>
              </div>
              {renews ? (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  disabled={stop.isPending}
                  aria-busy={stop.isPending && stop.variables === row.subscription_id}
                  onClick={() => stop.mutate(row.subscription_id)}
                  data-testid="plus-renewal-stop"
                >
                  {stop.isPending && stop.variables === row.subscription_id ? t('subscriptions.stopping') : t('subscriptions.stop')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
