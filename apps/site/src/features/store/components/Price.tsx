import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format';
import { usdText } from '../../../shared/intl';
import { priceView } from '../logic';
import type { Cosmetic } from '../types';
import { Countdown } from './Countdown';
import { Gold } from './Gold';
import './Price.css';

/**
 * An item's price now: gold; on sale, the old price struck through, the sale price, the percent
 * off and a live countdown to the sale's end; or US dollars for real-money items.
 */
export function Price({ item, now }: { item: Cosmetic; now: number }) {
  const { t } = useTranslation('store');
  const f = useFormat();
  const view = priceView(item, now);
  if (view.kind === 'none') return <span className="price muted small">{t('notSold')}</span>;
  if (view.kind === 'usd') {
    return (
      <span className="price price--usd" data-testid="price">
        {usdText(view.cents, f.locale)}
      </span>
    );
  }
  if (view.original === null) {
    return (
      <span className="price" data-testid="price">
        <Gold amount={view.price} />
      </span>
    );
  }
  return (
    <span className="price price--sale" data-testid="price">
      <span className="price__row">
        <s className="price__old" data-testid="price-old">
          <span className="sr-only">{t('sale.oldPrice')}</span>
          {f.number(view.original)}
        </s>
        <Gold amount={view.price} className="price__new" />
        <span className="tag price__off" data-testid="percent-off">
          {t('sale.percentOff', { percent: view.percentOff })}
        </span>
      </span>
      {view.endsAt ? <Countdown to={view.endsAt} /> : null}
    </span>
  );
}
