import { addCollection } from '@iconify/react';
import { Suspense, useCallback, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { ARMORY_PATH } from '../features/chests';
import { rememberReturnPath, SignInDialog, STEAM_SIGN_IN_URL, UserArea, useSession } from '../features/auth';
import { MATCH_HISTORY_PATH, MY_STATS_PATH } from '../features/game-results';
import { GODS_PATH } from '../features/gods';
import { MATCHMAKING_PATH } from '../features/lobbies';
import { ACHIEVEMENTS_PATH, PROFILE_PATH, useProfileBadges } from '../features/profile';
import { REDEEM_CODE_PATH } from '../features/redeem-codes';
import { HeaderWallet, useWallet } from '../features/store';
import { Loading } from '../shared/components/States';
import { useFormat } from '../shared/format';
import { Glyph } from '../shared/icons/IconTile';
import { PLAY_URL } from '../shared/links';
import { HeaderMenu } from './HeaderMenu';
import { LanguageMenu } from './LanguageMenu';
import layoutIcons from './layout.icons.json?subset';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollRestoration } from './ScrollRestoration';
import { useHeadingFocus } from './useHeadingFocus';
import './Layout.css';

addCollection(layoutIcons);

/** The Learn menu: the spells and the gods pages. */
function LearnMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const active = location.pathname.startsWith('/learn');
  return (
    <li className="nav__item">
      <HeaderMenu
        trigger={
          <>
            {t('nav.learn')}
            <span className="caret" aria-hidden />
          </>
        }
        triggerProps={{
          type: 'button',
          className: `nav__link nav__menu-button${active ? ' active' : ''}`,
          'data-testid': 'learn-menu-button',
        }}
        contentProps={{ className: 'nav__submenu', 'data-testid': 'learn-menu' }}
        items={[
          { to: '/learn/spells', label: t('nav.spells') },
          { to: '/learn/gods', label: t('nav.gods') },
        ]}
      />
    </li>
  );
}

/** Where the admins' pages are (the menu shows the link to ADMIN users only). */
const ADMIN_PATH = '/admin';

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
 * the redeem-code page and the admin pages (admins). The button's badge sums the quests, chests
 * and battle-pass rewards waiting; a claim changes it at once.
 */
function UserMenu() {
  const { t } = useTranslation();
  const f = useFormat();
  const { user, data } = useWallet();
  const badges = useProfileBadges(data);
  if (!user) return null;
  const isAdmin = user.isAdmin || user.userType === 'ADMIN';
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
          ...(isAdmin ? [{ to: ADMIN_PATH, testId: 'admin-link', className: item, label: t('nav.admin') }] : []),
        ]}
      />
    </div>
  );
}

/** The page frame: top bar (brand, navigation, language, session, play), the page, the footer. */
export function Layout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { config } = useSession();
  // the burger's menu is open on the page where it was opened: a page change closes it
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useHeadingFocus(location.pathname);

  /**
   * The burger's panel (narrow screens) as a menu: ArrowDown/ArrowUp (Home/End) move among its
   * links and buttons, Escape closes it and gives focus back to the burger, and it closes when
   * the focus goes outside it. Keys a drop-down inside it handles (Escape, arrows) stay its own.
   */
  const onMenuKeyDown = (e: KeyboardEvent) => {
    if (!menuOpen || e.defaultPrevented) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      setMenuOpen(false);
      burgerRef.current?.focus();
      return;
    }
    const panel = panelRef.current;
    if (!panel || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
    const items = [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
      (el) => el.getClientRects().length > 0 && !el.closest('[role="menu"]'),
    );
    if (!items.length) return;
    e.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? last
          : e.key === 'ArrowDown'
            ? at < 0 || at === last
              ? 0
              : at + 1
            : at <= 0
              ? last
              : at - 1;
    items[next].focus();
  };
  const onMenuBlur = (e: FocusEvent) => {
    const next = e.relatedTarget;
    if (!menuOpen || !(next instanceof Node)) return;
    if (panelRef.current?.contains(next) || burgerRef.current?.contains(next)) return;
    setMenuOpen(false);
  };

  const here = location.pathname + location.search;
  const signIn = useCallback(() => {
    rememberReturnPath(here);
    if (config.dev_sign_in) setDialogOpen(true);
    else window.location.assign(STEAM_SIGN_IN_URL);
  }, [here, config.dev_sign_in]);
  // what the pages may use of the layout (the store's "Login to complete your purchase")
  const outletContext = useMemo(() => ({ signIn }), [signIn]);

  return (
    <div className="app">
      <ScrollRestoration />
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="topbar">
        <div className="topbar__inner container">
          <Link className="brand" to="/" aria-label={t('nav.brandHome')}>
            <span className="brand__logo" aria-hidden>
              <Glyph name="game-icons:crossed-swords" size={22} />
            </span>
            <span className="brand__name">{t('app.name')}</span>
          </Link>
          <button
            ref={burgerRef}
            type="button"
            className="button button--ghost button--icon topbar__burger"
            data-testid="menu-burger"
            onKeyDown={onMenuKeyDown}
            onBlur={onMenuBlur}
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <Glyph name="game-icons:hamburger-menu" size={20} />
          </button>
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the panel only relays the arrow keys and Escape among its own links and buttons */}
          <div
            ref={panelRef}
            className={`topbar__panel${menuOpen ? ' is-open' : ''}`}
            id="main-nav"
            onKeyDown={onMenuKeyDown}
            onBlur={onMenuBlur}
          >
            <nav className="nav" aria-label={t('nav.main')}>
              <ul className="nav__list">
                <li className="nav__item">
                  <NavLink className="nav__link" to="/" end>
                    {t('nav.home')}
                  </NavLink>
                </li>
                <li className="nav__item">
                  <NavLink className="nav__link" to="/games">
                    {t('nav.games')}
                  </NavLink>
                </li>
                <li className="nav__item">
                  <NavLink className="nav__link" to="/leaderboard">
                    {t('nav.leaderboard')}
                  </NavLink>
                </li>
                <li className="nav__item">
                  <NavLink className="nav__link" to={MATCHMAKING_PATH} data-testid="nav-matchmaking">
                    {t('nav.matchmaking')}
                  </NavLink>
                </li>
                <LearnMenu />
                <li className="nav__item">
                  <NavLink className="nav__link" to="/store" data-testid="nav-store">
                    <Glyph name="game-icons:two-coins" size={18} className="nav__coin" />
                    {t('nav.store')}
                  </NavLink>
                </li>
              </ul>
            </nav>
            <div className="topbar__actions">
              <LanguageMenu />
              <HeaderWallet />
              <UserMenu />
              <UserArea onSignIn={signIn} />
              <a
                className="button button--primary"
                href={PLAY_URL}
                target="_blank"
                rel="noopener noreferrer"
                title={t('nav.playNowTitle')}
                data-testid="play-now"
              >
                {t('nav.playNow')}
              </a>
            </div>
          </div>
        </div>
      </header>
      <main id="main" className="main container" tabIndex={-1}>
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet context={outletContext} />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <footer className="footer">
        <div className="container footer__inner">
          <div className="footer__brand">
            <span className="brand__logo" aria-hidden>
              <Glyph name="game-icons:crossed-swords" size={18} />
            </span>
            <div>
              <strong>{t('app.name')}</strong>
              <p className="muted small">{t('footer.tagline')}</p>
            </div>
          </div>
          <nav className="footer__links" aria-label={t('footer.explore')}>
            <h2 className="footer__heading">{t('footer.explore')}</h2>
            <Link to="/games">{t('nav.games')}</Link>
            <Link to="/leaderboard">{t('nav.leaderboard')}</Link>
            <Link to="/store">{t('nav.store')}</Link>
          </nav>
          <nav className="footer__links" aria-label={t('footer.learn')}>
            <h2 className="footer__heading">{t('footer.learn')}</h2>
            <Link to="/learn/spells">{t('nav.spells')}</Link>
            <Link to="/learn/gods">{t('nav.gods')}</Link>
          </nav>
          <p className="footer__disclaimer muted small">{t('footer.disclaimer')}</p>
        </div>
      </footer>
      <SignInDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
