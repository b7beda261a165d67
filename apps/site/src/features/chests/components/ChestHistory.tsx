import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format';
import type { ChestOpeningRecord } from '../../store';

/** The player's chest openings, newest first (as the API lists them): when, which chest, what dropped. */
export function ChestHistory({ history, nameOf }: { history: readonly ChestOpeningRecord[]; nameOf: (id: string) => string }) {
  const { t } = useTranslation('chests');
  const f = useFormat();
  if (history.length === 0) return <p className="muted">{t('history.empty')}</p>;
  return (
    <ol className="chest-history" data-testid="chest-history">
      {history.map((opening, i) => (
        <li key={`${opening.opened_at}-${i}`} className="chest-history__row" data-testid="chest-history-row" data-chest={opening.chest_id}>
          <div className="chest-history__head">
            <strong>{nameOf(opening.chest_id)}</strong>
            <time className="muted small" dateTime={opening.opened_at} title={f.dateTime(opening.opened_at)}>
              {f.relative(opening.opened_at)}
            </time>
          </div>
          <ul className="chest-history__drops">
            {opening.drops.map((drop, j) => (
              <li key={`${drop.item_id}-${j}`} className={drop.duplicate ? 'is-duplicate' : undefined}>
                {nameOf(drop.item_id)}
                {drop.count > 1 ? ` ${t('count', { count: drop.count })}` : ''}
                {drop.duplicate ? <span className="muted"> {t('drops.duplicate', { gold: f.number(drop.refund_gold) })}</span> : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
