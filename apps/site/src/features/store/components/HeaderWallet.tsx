import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Tooltip } from '../../../shared/components/Tooltip';
import { useFormat } from '../../../shared/format';
import { Glyph } from '../../../shared/icons/IconTile';
import { useWallet } from '../wallet';
import headerIcons from './header.icons.json?subset';
import './HeaderWallet.css';
import { addCollection } from '../../../shared/icons/icons';

addCollection(headerIcons);

/** "Plus": with a tooltip that tells when it ends, or (without Plus) a link to the store that offers it. */
function PlusBadge({ active, expiration }: { active: boolean; expiration: string | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  const tip = active
    ? expiration
      ? t('header.plusUntil', { date: f.dateTime(expiration) })
      : t('header.plusActive')
    : t('header.plusUpgrade');
  return (
    <Tooltip content={tip} align="end" testId="plus-tooltip">
      {active ? (
        <span
          className="plus-badge is-active"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so that a keyboard opens its tooltip
          tabIndex={0}
          data-testid="plus-badge"
          data-active="true"
        >
          {t('header.plus')}
        </span>
      ) : (
        <Link className="plus-badge" to="/store" data-testid="plus-badge" data-active="false">
          {t('header.getPlus')}
        </Link>
      )}
    </Tooltip>
  );
}

/**
 * The signed-in player's balance (with the coin glyph; a link to the store) and Plus badge in the
 * top bar. Nothing for visitors. The balance is the wallet query's: a purchase sets it at once,
 * then reads it again past the purchase.
 */
export function HeaderWallet() {
  const { t } = useTranslation();
  const f = useFormat();
  const { user, data, wallet } = useWallet();
  if (!user || wallet.isError) return null;
  if (!data) return <span className="header-wallet header-wallet--loading" aria-hidden />;
  const amount = f.number(data.coins);
  return (
    <div className="header-wallet">
      <Link
        to="/store"
        className="header-wallet__balance"
        aria-label={t('header.balance', { amount })}
        title={t('header.balance', { amount })}
        data-testid="coin-balance"
        data-coins={data.coins}
      >
        <Glyph name="game-icons:two-coins" size={18} className="header-wallet__coin" />
        <span>{amount}</span>
      </Link>
      <PlusBadge active={data.has_plus} expiration={data.plus_expiration} />
    </div>
  );
}
