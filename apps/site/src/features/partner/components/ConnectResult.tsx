import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ARMORY_PATH } from '../../chests';
import { Gold, ItemArt, type Cosmetic } from '../../store';
import type { ConnectGaiminReply } from '../connect';

/** The catalog's partner bundle (75,000 gold, 2 chest_basic, a finisher, an arena unique chest). */
const PARTNER_BUNDLE = 'pack_partner';

interface ConnectResultProps {
  reply: Omit<ConnectGaiminReply, 'position'>;
  nameOf: (id: string) => string;
  byId: ReadonlyMap<string, Cosmetic>;
}

/**
 * The connected account (`connect-gaimin-result`, a status region): its Gaimin name, Plus, the
 * partner bundle's gold and items as the catalog lists them (or that it was given before), the
 * items not given because owned, the balance after and the way to the armory.
 */
export function ConnectResult({ reply, nameOf, byId }: ConnectResultProps) {
  const { t } = useTranslation(['partner', 'common']);
  const contents = byId.get(PARTNER_BUNDLE)?.contents ?? null;
  const owned = new Set(reply.already_owned);
  return (
    <section
      className="card partner-result"
      role="status"
      aria-labelledby="partner-result-title"
      data-testid="connect-gaimin-result"
      data-account={reply.account_id}
    >
      <h2 id="partner-result-title" className="partner-result__title">
        {t('connect.result.title', { username: reply.username })}
      </h2>
      {reply.has_plus ? (
        <p className="partner-result__plus" data-testid="connect-gaimin-plus">
          <span className="tag partner-result__plus-tag">{t('common:header.plus')}</span> {t('connect.result.plus')}
        </p>
      ) : null}
      {reply.bundle_granted ? (
        <>
          <h3 id="partner-bundle" className="partner-result__subtitle muted small">
            {t('connect.result.bundle')}
          </h3>
          <ul className="partner-result__list" aria-labelledby="partner-bundle" data-testid="connect-gaimin-bundle">
            {contents && contents.gold > 0 ? (
              <li className="partner-result__row partner-result__row--gold">
                <Gold amount={contents.gold} testId="connect-gaimin-gold" />
              </li>
            ) : null}
            {(contents?.items ?? [])
              .filter((item) => !owned.has(item.item_id))
              .map(({ item_id, count }) => {
                const item = byId.get(item_id);
                return (
                  <li
                    key={item_id}
                    className="partner-result__row"
                    data-testid="connect-gaimin-item"
                    data-item={item_id}
                    data-count={count}
                  >
                    <ItemArt id={item_id} type={item?.type} rarity={item?.rarity} size={36} />
                    <span className="partner-result__name">{nameOf(item_id)}</span>
                    <span className="partner-result__count mono">×{count}</span>
                  </li>
                );
              })}
          </ul>
        </>
      ) : (
        <p className="muted" data-testid="connect-gaimin-bundle-again">
          {t('connect.result.bundleAgain')}
        </p>
      )}
      {reply.already_owned.length > 0 ? (
        <>
          <p id="partner-owned" className="muted small">
            {t('connect.result.alreadyOwned')}
          </p>
          <ul className="partner-result__owned" aria-labelledby="partner-owned">
            {reply.already_owned.map((id) => (
              <li key={id} className="tag">
                {nameOf(id)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="partner-result__footer">
        <p className="partner-result__balance small">
          <span className="muted">{t('connect.result.balance')}</span> <Gold amount={reply.coins} testId="connect-gaimin-balance" />
        </p>
        <Link className="button button--primary" to={ARMORY_PATH}>
          {t('connect.result.toArmory')}
        </Link>
      </div>
    </section>
  );
}
