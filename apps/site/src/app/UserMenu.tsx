import { useTranslation } from 'react-i18next';
import { canOpenConsole } from '../features/auth';
import { ARMORY_PATH } from '../features/chests';
import { MATCH_HISTORY_PATH, MY_STATS_PATH } from '../features/game-results';
import { GODS_PATH } from '../features/gods';
import { ACHIEVEMENTS_PATH, PROFILE_PATH, useProfileBadges } from '../features/profile';
import { REDEEM_CODE_PATH } from '../features/redeem-codes';
import { CONSOLE_PATH } from '../features/stats';
import { useWallet } from '../features/store';
import { useFormat } from '../shared/format';
import { Glyph } from '../shared/icons/IconTile';
import { addCollection } from '../shared/icons/icons';
import { HeaderMenu } from './HeaderMenu';
import userMenuIcons from './user-menu.icons.json?subset';

addCollection(userMenuIcons);

/** A count beside a menu entry (nothing at 0). */
function CountBadge({ count, label, testId }: { count: number; label: string; testId: string }) {
  const f = useFormat();
  if (count <= 0) return null;
  return (
    <span className="count-badge" data-testid={testId} data-count={count} aria-label={label} title={label}>
      {f.number(count)}
    </span>
  );
}

/**
 * The signed-in player's My Profile menu: their profile (with the quests to claim), the armory
 * (with the unopened chests), their gods, achievements (admins), match history, stats, the store,
 * the redeem-code page and the console (ADMIN, SUPPORT). The button's badge sums the quests, chests
 * and battle-pass rewards waiting; a claim changes it at once.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const f = useFormat();
  const { user, data } = useWallet();
  const badges = useProfileBadges(data);
  if (!user) return null;
  const isAdmin = user.isAdmin || user.userType === 'ADMIN';
  const opensConsole = canOpenConsole(user);
  const totalLabel = t('nav.toClaim', { count: badges.total });
  const item = 'menu__item user-menu__link';
  return (
    <div className="user-menu" data-testid="user-menu">
      <HeaderMenu
        trigger={
          <>
            <Glyph name="game-icons:chest" size={20} />
            {badges.total > 0 ? (
              <span className="count-badge user-menu__badge" aria-hidden data-testid="profile-badge" data-count={badges.total}>
                {f.number(badges.total)}
              </span>
            ) : null}
          </>
        }
        triggerProps={{
          type: 'button',
          className: 'button button--ghost button--icon user-menu__button',
          // the count the badge shows is a word of the name (WCAG 2.5.3, label in name)
          'aria-label': badges.total > 0 ? `${t('nav.userMenu')}, ${totalLabel}` : t('nav.userMenu'),
          title: t('nav.userMenu'),
          'data-testid': 'user-menu-button',
          'data-badge': badges.total,
        }}
        contentProps={{ className: 'user-menu__list', align: 'end', 'data-testid': 'user-menu-list' }}
        items={[
          {
            to: PROFILE_PATH,
            end: true,
            testId: 'profile-link',
            className: item,
            label: (
              <>
                {t('nav.profile')}
                <CountBadge
                  count={badges.quests}
                  label={t('nav.unclaimedQuests', { count: badges.quests })}
                  testId="unclaimed-quests-badge"
                />
              </>
            ),
          },
          {
            to: ARMORY_PATH,
            testId: 'armory-link',
            className: item,
            label: (
              <>
                {t('nav.armory')}
                <CountBadge count={badges.chests} label={t('nav.unopenedChests', { count: badges.chests })} testId="unopened-chests" />
              </>
            ),
          },
          { to: GODS_PATH, testId: 'gods-link', className: item, label: t('nav.myGods') },
          ...(isAdmin
            ? [
                {
                  to: ACHIEVEMENTS_PATH,
                  testId: 'achievements-link',
                  className: item,
                  label: (
                    <>
                      {t('nav.achievements')}
                      <CountBadge
                        count={badges.achievements}
                        label={t('nav.unclaimedAchievements', { count: badges.achievements })}
                        testId="unclaimed-achievements-badge"
                      />
                    </>
                  ),
                },
              ]
            : []),
          { to: MATCH_HISTORY_PATH, testId: 'match-history-link', className: item, label: t('nav.matchHistory') },
          { to: MY_STATS_PATH, testId: 'my-stats-link', className: item, label: t('nav.myStats') },
          { to: '/store', className: item, label: t('nav.store') },
          { to: REDEEM_CODE_PATH, testId: 'redeem-code-link', className: item, label: t('nav.redeemCode') },
          // the console is another app: a full page load
          ...(opensConsole ? [{ href: CONSOLE_PATH, testId: 'admin-link', className: item, label: t('nav.admin') }] : []),
        ]}
      />
    </div>
  );
}
