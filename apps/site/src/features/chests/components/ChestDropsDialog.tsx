import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format';
import { Gold, ItemArt, refundTotal, type ChestOpening, type Cosmetic } from '../../store';

/** The opening the dialog shows: on its way, or done with what dropped. */
export type OpeningState = { chestId: string; phase: 'opening' } | { chestId: string; phase: 'done'; result: ChestOpening };

interface ChestDropsDialogProps {
  state: OpeningState | null;
  nameOf: (id: string) => string;
  byId: ReadonlyMap<string, Cosmetic>;
  /** how many of this chest the player still has (for "Open another") */
  remaining: number;
  onOpenAnother: () => void;
  onClose: () => void;
}

/**
 * The chest opening (`chest-drops`, a modal dialog): "Opening…" with Cancel while the server
 * decides, then every drop, a duplicate's refund ("Duplicate → +N gold"), the balance after, and
 * Close (or Open another).
 */
export function ChestDropsDialog({ state, nameOf, byId, remaining, onOpenAnother, onClose }: ChestDropsDialogProps) {
  const { t } = useTranslation(['chests', 'common']);
  const f = useFormat();
  const ref = useRef<HTMLDialogElement>(null);
  const open = state !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  const chestName = state ? nameOf(state.chestId) : '';
  const result = state?.phase === 'done' ? state.result : null;
  const refund = result ? refundTotal(result.drops) : 0;
  return (
    <dialog
      ref={ref}
      className="dialog chest-drops"
      aria-labelledby="chest-drops-title"
      aria-busy={state?.phase === 'opening'}
      data-testid="chest-drops"
      data-phase={state?.phase ?? 'closed'}
      onClose={onClose}
      onCancel={onClose}
    >
      <div className="dialog__body">
        <h2 id="chest-drops-title" className="dialog__title">
          {result ? t('drops.title', { chest: chestName }) : t('drops.opening', { chest: chestName })}
        </h2>
        {state?.phase === 'opening' ? (
          <p className="loading muted" role="status">
            <span className="spinner" aria-hidden />
            {t('drops.wait')}
          </p>
        ) : null}
        {result ? (
          <>
            {result.drops.length === 0 ? <p className="muted">{t('drops.nothing')}</p> : null}
            <ul className="chest-drops__list" aria-label={t('drops.listLabel')}>
              {result.drops.map((drop, i) => {
                const item = byId.get(drop.item_id);
                return (
                  <li
                    key={`${drop.item_id}-${i}`}
                    className={`chest-drops__drop rarity--${item?.rarity ?? 'common'}${drop.duplicate ? ' is-duplicate' : ''}`}
                    data-testid="chest-drop"
                    data-item={drop.item_id}
                    data-duplicate={drop.duplicate ? 'true' : 'false'}
                  >
                    <ItemArt id={drop.item_id} type={item?.type} rarity={item?.rarity} size={40} />
                    <div className="chest-drops__text">
                      <strong>
                        {nameOf(drop.item_id)}
                        {drop.count > 1 ? ` ${t('count', { count: drop.count })}` : ''}
                      </strong>
                      {drop.duplicate ? (
                        <span className="chest-drops__duplicate small" data-testid="duplicate-refund">
                          {t('drops.duplicate', { gold: f.number(drop.refund_gold) })}
                        </span>
                      ) : (
                        <span className="muted small">{t('drops.new')}</span>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            {refund > 0 ? <p className="small">{t('drops.refundTotal', { gold: f.number(refund) })}</p> : null}
            <p className="chest-drops__balance small">
              <span className="muted">{t('drops.balance')}</span> <Gold amount={result.balance} testId="drops-balance" />
            </p>
          </>
        ) : null}
        <div className="dialog__actions">
          <span className="spacer" />
          {result && remaining > 0 ? (
            <button type="button" className="button" onClick={onOpenAnother} data-testid="open-another">
              {t('drops.openAnother', { count: remaining })}
            </button>
          ) : null}
          <button
            type="button"
            className={`button${result ? ' button--primary' : ' button--ghost'}`}
            onClick={onClose}
            data-testid="chest-drops-close"
          >
            {result ? t('common:common.close') : t('drops.cancel')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
