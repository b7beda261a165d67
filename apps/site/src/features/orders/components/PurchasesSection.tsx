import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ListTable } from '../../../shared/components/ListTable';
import { InlineError } from '../../../shared/components/States';
import { useFormat } from '../../../shared/format';
import { useCosmetics } from '../../store';
import { playerOrdersQuery } from '../api';
import { usdText } from '../../../shared/intl';
import { paymentResultPath } from '../paths';
import './orders-sections.css';

/**
 * The player's own purchases for real money (`GET /api/players/{id}/orders`, newest first):
 * date, item (a link to the order's result page), price and status.
 */
export function PurchasesSection({ steamId }: { steamId: string }) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  const { nameOf } = useCosmetics();
  const orders = useQuery(playerOrdersQuery(steamId));
  const rows = orders.data ?? [];
  return (
    <section className="section purchases" id="purchases" aria-labelledby="purchases-title" data-testid="purchases">
      <div className="section__head">
        <h2 id="purchases-title" className="section__title">
          {t('purchases.title')}
        </h2>
      </div>
      {orders.isError ? (
        <InlineError text={t('purchases.error')} onRetry={() => void orders.refetch()} />
      ) : (
        <ListTable
          className="purchases__table"
          columns={[
            { label: t('purchases.date') },
            { label: t('purchases.item') },
            { label: t('purchases.price'), className: 'col-num' },
            { label: t('purchases.status') },
          ]}
          loading={orders.isPending}
          skeletonRows={3}
          isEmpty={rows.length === 0}
          emptyText={t('purchases.empty')}
        >
          {rows.map((order) => (
            <tr key={order.order_id} data-testid="purchase-row" data-status={order.status}>
              <td>{f.dateTime(order.created_at)}</td>
              <td>
                <Link to={paymentResultPath(order.order_id)}>{nameOf(order.item_id)}</Link>
                {order.subscription ? <span className="muted small"> ({t('purchases.renewal')})</span> : null}
              </td>
              <td className="col-num mono">{usdText(order.price_usd_cents, f.locale)}</td>
              <td>
                <span className={`tag purchases__status purchases__status--${order.status}`}>{t(`status.${order.status}`)}</span>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}
