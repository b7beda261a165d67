import { useTranslation } from 'react-i18next';
import { ChestOddsPanel, ItemArt, RarityTag, type ChestOdds, type Cosmetic, type OwnedItem } from '../../store';

interface ArmoryCardProps {
  owned: OwnedItem;
  item: Cosmetic | undefined;
  name: string;
  odds: ChestOdds | undefined;
  nameOf: (id: string) => string;
  /** an equip or unequip of this item is on its way */
  equipping: boolean;
  /** a chest opening is on its way */
  opening: boolean;
  onEquip: (equip: boolean) => void;
  onOpen: () => void;
}

/**
 * One owned item (`armory-item-{id}`): picture, name, rarity, kind, how many, "Equipped", and its
 * actions: Equip / Unequip (one item per equip group: equipping replaces the group's item), and
 * for a chest "Open", with the chest's odds beside it.
 */
export function ArmoryCard({ owned, item, name, odds, nameOf, equipping, opening, onEquip, onOpen }: ArmoryCardProps) {
  const { t } = useTranslation(['chests', 'store']);
  const isChest = item?.type === 'chest' || (!item && owned.item_id.startsWith('chest_'));
  const equippable = Boolean(item?.equip_group);
  const titleId = `armory-item-${owned.item_id}-name`;
  return (
    <article
      className={`armory-card rarity--${item?.rarity ?? 'common'}${owned.equipped ? ' is-equipped' : ''}${isChest ? ' armory-card--chest' : ''}`}
      aria-labelledby={titleId}
      data-testid={`armory-item-${owned.item_id}`}
      data-equipped={owned.equipped ? 'true' : 'false'}
      data-count={owned.count}
    >
      <div className="armory-card__main">
        <div className="armory-card__top">
          <ItemArt id={owned.item_id} type={item?.type} rarity={item?.rarity} size={52} />
          <div className="armory-card__title">
            <h3 id={titleId} className="armory-card__name">
              {name}
              {owned.count > 1 ? (
                <span className="armory-card__count" data-testid="item-count">
                  {' '}
                  {t('count', { count: owned.count })}
                </span>
              ) : null}
            </h3>
            <div className="armory-card__tags">
              {item ? <RarityTag rarity={item.rarity} /> : null}
              {item ? <span className="muted small">{t(`store:typeOne.${item.type}`)}</span> : null}
              {owned.equipped ? (
                <span className="tag armory-card__equipped" data-testid="equipped">
                  {t('equipped')}
                </span>
              ) : null}
            </div>
          </div>
        </div>
        <div className="armory-card__actions">
          {equippable ? (
            <button
              type="button"
              className={`button button--small${owned.equipped ? '' : ' button--primary'}`}
              onClick={() => onEquip(!owned.equipped)}
              disabled={equipping}
              aria-busy={equipping}
              aria-label={owned.equipped ? t('unequipItem', { name }) : t('equipItem', { name })}
              data-testid={owned.equipped ? 'unequip' : 'equip'}
            >
              {owned.equipped ? t('unequip') : t('equip')}
            </button>
          ) : null}
          {isChest ? (
            <button
              type="button"
              className="button button--small button--primary"
              onClick={onOpen}
              disabled={opening}
              aria-busy={opening}
              aria-label={t('openItem', { name })}
              data-testid="open-chest"
            >
              {opening ? t('opening') : t('open')}
            </button>
          ) : null}
        </div>
      </div>
      {isChest ? (
        <div className="armory-card__odds">
          <ChestOddsPanel chest={odds} nameOf={nameOf} open />
        </div>
      ) : null}
    </article>
  );
}
