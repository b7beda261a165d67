import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format';
import { pickLocalized } from '../../../shared/i18n/localized';
import { salesAt } from '../logic';
import type { Sale } from '../types';
import { Countdown } from './Countdown';
import './SalesBanner.css';

/** The running sales (percent off, how many items, a live countdown to the end), then the upcoming ones. */
export function SalesBanner({ sales, now }: { sales: readonly Sale[]; now: number }) {
  const { t } = useTranslation('store');
  const f = useFormat();
  const { running, upcoming } = salesAt(sales, now);
  if (running.length === 0 && upcoming.length === 0) return null;
  return (
    <section className="sales-banner" aria-label={t('sale.bannerLabel')} data-testid="sales-banner">
      {running.map((sale) => (
        <div key={sale.id} className="sales-banner__sale is-running" data-testid="sale" data-sale={sale.id}>
          <span className="sales-banner__off">{t('sale.percentOff', { percent: sale.percent_off })}</span>
          <div className="sales-banner__text">
            <strong>{pickLocalized(sale.title, f.lang)}</strong>
            <span className="muted small">{t('sale.items', { count: sale.item_ids.length })}</span>
          </div>
          <Countdown to={sale.ends_at} />
        </div>
      ))}
      {upcoming.map((sale) => (
        <div key={sale.id} className="sales-banner__sale is-upcoming" data-testid="sale" data-sale={sale.id}>
          <span className="sales-banner__off">{t('sale.percentOff', { percent: sale.percent_off })}</span>
          <div className="sales-banner__text">
            <strong>{pickLocalized(sale.title, f.lang)}</strong>
            <span className="muted small">{t('sale.upcoming', { date: f.dateTime(sale.starts_at) })}</span>
          </div>
          <Countdown to={sale.starts_at} label="startsIn" />
        </div>
      ))}
    </section>
  );
}
