import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyCheckoutContext } from '../checkout-slot';
import { priceView } from '../logic';
import type { ChestOdds, Cosmetic } from '../types';
import { ChestOddsPanel } from './ChestOddsPanel';
import { Contents } from './Contents';
import { ItemArt } from './ItemArt';
import { Price } from './Price';
import { RarityTag } from './RarityTag';

interface StoreCardProps {
  item: Cosmetic;
  now: number;
  /** a non-stacking item the player has: "Owned", not for sale again */
  owned: boolean;
  /** how many the player has (stacking items) */
  count: number;
  selected: boolean;
  onSelect: () => void;
  odds: ChestOdds | undefined;
  nameOf: (id: string, item?: Cosmetic) => string;
}

/**
 * One product (`store-item-{id}`): its picture, name in the current language, rarity, what a
 * pack gives, its price (sale, countdown) and its action: "Select" (shows the checkout; for a
 * real-money product, when the app provides its checkout), "Owned", or the disabled real-money
 * button. A chest shows its odds.
 */
export function StoreCard({ item, now, owned, count, selected, onSelect, odds, nameOf }: StoreCardProps) {
  const { t } = useTranslation('store');
  const name = nameOf(item.id, item);
  const view = priceView(item, now);
  const sellsForMoney = useContext(MoneyCheckoutContext) !== null;
  const titleId = `store-item-${item.id}-name`;
  return (
    <article
      className={`store-card rarity--${item.rarity}${selected ? ' is-selected' : ''}${owned ? ' is-owned' : ''}`}
      aria-labelledby={titleId}
      data-testid={`store-item-${item.id}`}
      data-owned={owned ? 'true' : 'false'}
      data-on-sale={view.kind === 'gold' && view.original !== null ? 'true' : 'false'}
    >
      <div className="store-card__top">
        <ItemArt id={item.id} type={item.type} rarity={item.rarity} />
        <div className="store-card__title">
          <h3 id={titleId} className="store-card__name">
            {name}
          </h3>
          <div className="store-card__tags">
            <RarityTag rarity={item.rarity} />
            {item.daily_limit !== null ? <span className="muted small">{t('dailyLimit', { count: item.daily_limit })}</span> : null}
          </div>
        </div>
      </div>
      <Contents contents={item.contents} nameOf={nameOf} />
      <div className="store-card__bottom">
        <Price item={item} now={now} />
        {owned ? (
          <span className="tag store-card__owned" data-testid="owned">
            {t('owned')}
          </span>
        ) : view.kind === 'usd' && !sellsForMoney ? (
          <button type="button" className="button button--small" disabled title={t('realMoneySoonHint')} data-testid="real-money-soon">
            {t('realMoneySoon')}
          </button>
        ) : view.kind === 'gold' || view.kind === 'usd' ? (
          <button
            type="button"
            className={`button button--small${selected ? ' button--primary' : ''}`}
            aria-pressed={selected}
            onClick={onSelect}
            data-testid="select-item"
          >
            {selected ? t('selected') : t('select')}
          </button>
        ) : null}
      </div>
      {count > 0 && item.stackable ? <p className="muted small">{t('youHave', { count })}</p> : null}
      {item.type === 'chest' ? <ChestOddsPanel chest={odds} nameOf={nameOf} /> : null}
    </article>
  );
}
