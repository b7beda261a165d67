import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddress } from '../shared/router';
import { canOpenConsole, canSeeStats, useSession } from '../features/auth';
import { CONSOLE_PATH, STATS_MENU } from '../features/stats';
import { CARDSMITH_URL, NEWS_URL, REPORT_BUG_URL } from '../shared/links';
import { HeaderMenu } from './HeaderMenu';
import type { HeaderMenuProps } from './HeaderMenuRadix';

/** A drop-down of the main navigation: its button (active when the page is one of `paths`) and items. */
function NavMenu({ label, testId, active, items }: { label: ReactNode; testId: string; active: boolean; items: HeaderMenuProps['items'] }) {
  return (
    <li className="nav__item">
      <HeaderMenu
        trigger={
          <>
            {label}
            <span className="caret" aria-hidden />
          </>
        }
        triggerProps={{
          type: 'button',
          className: `nav__link nav__menu-button${active ? ' active' : ''}`,
          'data-testid': `${testId}-button`,
        }}
        contentProps={{ className: 'nav__submenu', 'data-testid': testId }}
        items={items}
      />
    </li>
  );
}

/** A link to another site, in a new tab: the label says so to screen readers, and an arrow shows it. */
function External({ children }: { children: string }) {
  const { t } = useTranslation();
  return (
    <>
      {children}
      <span aria-hidden className="menu__external">
        ↗
      </span>
      <span className="sr-only">{t('nav.newTab')}</span>
    </>
  );
}

/** The Game menu: the leaderboard, tournaments, change log and FAQ, then the game's other sites and "Report a bug". */
export function GameMenu() {
  const { t } = useTranslation();
  const { pathname } = useAddress();
  const paths = ['/leaderboard', '/tournaments', '/changelog', '/faq'];
  return (
    <NavMenu
      label={t('nav.game')}
      testId="game-menu"
      active={paths.includes(pathname)}
      items={[
        { to: '/leaderboard', label: t('nav.leaderboard'), testId: 'game-leaderboard' },
        { to: '/tournaments', label: t('nav.tournaments'), testId: 'game-tournaments' },
        { to: '/changelog', label: t('nav.changelog'), testId: 'game-changelog' },
        { to: '/faq', label: t('nav.faq'), testId: 'game-faq' },
        { href: NEWS_URL, external: true, separated: true, label: <External>{t('nav.news')}</External>, testId: 'game-news' },
        { href: CARDSMITH_URL, external: true, label: <External>{t('nav.cardsmith')}</External>, testId: 'game-cardsmith' },
        { href: REPORT_BUG_URL, external: true, label: <External>{t('nav.reportBug')}</External>, testId: 'report-bug' },
      ]}
    />
  );
}

/** The Learn menu: the spells and the gods pages. */
export function LearnMenu() {
  const { t } = useTranslation();
  const { pathname } = useAddress();
  return (
    <NavMenu
      label={t('nav.learn')}
      testId="learn-menu"
      active={pathname.startsWith('/learn')}
      items={[
        { to: '/learn/spells', label: t('nav.spells') },
        { to: '/learn/gods', label: t('nav.gods') },
      ]}
    />
  );
}

/** The Stats menu (ADMIN and STATS_GUY only): the console's statistics pages, each a full page load. */
export function StatsMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!canSeeStats(user)) return null;
  return (
    <NavMenu
      label={t('nav.stats')}
      testId="stats-menu"
      active={false}
      items={STATS_MENU.map(({ key, href }) => ({ href, label: t(`nav.statsPages.${key}`), testId: `stats-${key}` }))}
    />
  );
}

/** The Admin link (ADMIN, and SUPPORT for the console's players): the console, a full page load. */
export function AdminLink() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!canOpenConsole(user)) return null;
  return (
    <li className="nav__item">
      <a className="nav__link" href={CONSOLE_PATH} data-testid="nav-admin">
        {t('nav.admin')}
      </a>
    </li>
  );
}
