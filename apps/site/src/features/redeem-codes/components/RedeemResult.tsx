import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ARMORY_PATH } from '../../chests';
import { Gold, ItemArt, type Cosmetic } from '../../store';
import type { RedeemCodeReply } from '../api';
import { redeemSummary } from '../code';

interface RedeemResultProps {
  reply: Omit<RedeemCodeReply, 'position'>;
  nameOf: (id: string) => string;
  byId: ReadonlyMap<string, Cosmetic>;
}

/**
 * What a redeemed code gave (`redeem-result`, a status region): the gold (`redeem-gold`), each
 * item by name with its count (`redeem-item`), the items not given because the player owns them
 * (`redeem-already-owned`), the balance after (`redeem-balance`) and the way to the armory.
 */
export function RedeemResult({ reply, nameOf, byId }: RedeemResultProps) {
  const { t } = useTranslation('redeem-codes');
  const summary = redeemSummary(reply);
  return (
    <section
      className="card redeem-result"
      role="status"
      aria-labelledby="redeem-result-title"
      data-testid="redeem-result"
      data-code={reply.code}
    >
      <h2 id="redeem-result-title" className="redeem-result__title">
        {t('result.title', { code: reply.code })}
      </h2>
      {summary.nothing ? (
        <p className="muted" data-testid="redeem-nothing">
          {t('result.nothing')}
        </p>
      ) : (
        <>
          <h3 id="redeem-received" className="redeem-result__subtitle muted small">
            {t('result.received')}
          </h3>
          <ul className="redeem-result__list" aria-labelledby="redeem-received">
            {summary.gold > 0 ? (
              <li className="redeem-result__row redeem-result__row--gold">
                <Gold amount={summary.gold} testId="redeem-gold" />
              </li>
            ) : null}
            {summary.items.map(({ item_id, count }) => {
              const item = byId.get(item_id);
              return (
                <li key={item_id} className="redeem-result__row" data-testid="redeem-item" data-item={item_id} data-count={count}>
                  <ItemArt id={item_id} type={item?.type} rarity={item?.rarity} size={36} />
                  <span className="redeem-result__name">{nameOf(item_id)}</span>
                  <span className="redeem-result__count mono">{t('result.count', { count })}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {summary.alreadyOwned.length > 0 ? (
        <>
          <p id="redeem-owned" className="redeem-result__note muted small">
            {t('result.alreadyOwned')}
          </p>
          <ul className="redeem-result__owned" aria-labelledby="redeem-owned">
            {summary.alreadyOwned.map((id) => (
              <li key={id} className="tag" data-testid="redeem-already-owned" data-item={id}>
                {nameOf(id)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="redeem-result__footer">
        <p className="redeem-result__balance small">
          <span className="muted">{t('result.balance')}</span> <Gold amount={reply.coins} testId="redeem-balance" />
        </p>
        <Link className="button button--primary" to={ARMORY_PATH} data-testid="redeem-to-armory">
          {t('result.toArmory')}
        </Link>
      </div>
    </section>
  );
}
