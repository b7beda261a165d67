import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format';
import { pickLocalized } from '../../../shared/i18n/localized';
import { percentText } from '../logic';
import type { ChestOdds } from '../types';
import './ChestOddsPanel.css';

/** Up to `max` item names, then "+N more". */
function ItemNames({ ids, nameOf, max = 4 }: { ids: readonly string[]; nameOf: (id: string) => string; max?: number }) {
  const { t } = useTranslation('store');
  if (ids.length === 0) return null;
  const shown = ids.slice(0, max).map((id) => nameOf(id));
  const more = ids.length - shown.length;
  return (
    <span className="chest-odds__items muted small">
      {shown.join(t('odds.listSeparator'))}
      {more > 0 ? ` ${t('odds.more', { count: more })}` : null}
    </span>
  );
}

/**
 * A chest's published odds (`GET /api/chests/odds`), before it is bought or opened: each
 * possible draw with its chance as a percentage, the extra draws, a unique chest's commons and
 * rare tiers ("1 in N", falling with each miss), and what a duplicate refunds. An expandable
 * panel (`<details>`), open when `open`.
 */
export function ChestOddsPanel({
  chest,
  nameOf,
  open = false,
}: {
  chest: ChestOdds | undefined;
  nameOf: (id: string) => string;
  open?: boolean;
}) {
  const { t } = useTranslation('store');
  const f = useFormat();
  if (!chest) return null;
  const chestName = pickLocalized(chest.name, f.lang);
  const captionId = `chest-odds-${chest.chest_id}-caption`;
  return (
    <details className="chest-odds" data-testid={`chest-odds-${chest.chest_id}`} open={open || undefined}>
      <summary className="chest-odds__summary">{t('odds.title')}</summary>
      <div className="chest-odds__body">
        {chest.entries.length > 0 ? (
          <table className="chest-odds__table" aria-describedby={captionId}>
            <caption id={captionId} className="sr-only">
              {t('odds.caption', { name: chestName })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('odds.drop')}</th>
                <th scope="col" className="chest-odds__num">
                  {t('odds.chance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {chest.entries.map((entry) => (
                <tr key={entry.id} data-testid="odds-entry">
                  <th scope="row">
                    <span className="chest-odds__label">{pickLocalized(entry.label, f.lang)}</span>
                    <ItemNames ids={entry.item_ids} nameOf={nameOf} />
                  </th>
                  <td className="chest-odds__num mono" data-testid="odds-probability">
                    {percentText(entry.probability, f.locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {chest.extra_rolls.length > 0 ? (
          <div className="chest-odds__section">
            <h4 className="chest-odds__heading">{t('odds.extraRolls')}</h4>
            <ul className="chest-odds__list">
              {chest.extra_rolls.map((roll) => (
                <li key={roll.extra_items}>
                  <span>{t('odds.extraItems', { count: roll.extra_items })}</span>
                  <span className="mono">{percentText(roll.probability, f.locale)}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {chest.unique ? (
          <div className="chest-odds__section">
            <h4 className="chest-odds__heading">{t('odds.uniqueTitle')}</h4>
            {chest.unique.commons.length > 0 ? (
              <p className="small">
                {t('odds.uniqueCommons', { count: chest.unique.commons.length })} <ItemNames ids={chest.unique.commons} nameOf={nameOf} />
              </p>
            ) : null}
            <ul className="chest-odds__list">
              {chest.unique.tiers.map((tier) => {
                const first = tier.one_in[0] ?? 1;
                const last = tier.one_in[tier.one_in.length - 1] ?? first;
                return (
                  <li key={tier.tier} data-testid="odds-tier">
                    <span>
                      <span className="chest-odds__label">{pickLocalized(tier.label, f.lang)}</span>{' '}
                      <ItemNames ids={tier.item_ids} nameOf={nameOf} max={3} />
                    </span>
                    <span className="mono">
                      {t('odds.oneIn', { n: f.number(first), percent: percentText(1 / first, f.locale) })}
                      {last !== first ? (
                        <span className="muted small chest-odds__falling">
                          {t('odds.fallingTo', { n: f.number(last), misses: tier.one_in.length - 1 })}
                        </span>
                      ) : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        {chest.duplicate_refund_gold > 0 ? (
          <p className="muted small">{t('odds.duplicateRefund', { gold: f.number(chest.duplicate_refund_gold) })}</p>
        ) : null}
      </div>
    </details>
  );
}
