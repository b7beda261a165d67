import { addCollection } from '@iconify/react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
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
import { LanguageMenu } from './LanguageMenu';
import layoutIcons from './layout.icons.json?subset';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import './Layout.css';

addCollection(layoutIcons);

function LearnMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const active = location.pathname.startsWith('/learn');

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li className={`nav__item nav__item--menu${open ? ' is-open' : ''}`} ref={ref}>
      <button
        type="button"
        className={`nav__link nav__menu-button${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls="learn-menu"
        onClick={() => setOpen((o) => !o)}
      >
        {t('nav.learn')}
        <span className="caret" aria-hidden />
      </button>
      <ul id="learn-menu" className="nav__submenu">
        <li>
          <NavLink className="nav__sublink" to="/learn/spells">
            {t('nav.spells')}
          </NavLink>
        </li>
        <li>
          <NavLink className="nav__sublink" to="/learn/gods">
            {t('nav.gods')}
          </NavLink>
        </li>
      </ul>
    </li>
  );
}

/** Closes a drop-down when the player clicks outside it or presses Escape. */
function useDismiss(open: boolean, ref: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, ref, close]);
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
  const location = useLocation();
  const { user, data } = useWallet();
  const badges = useProfileBadges(data);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => setOpen(false), [location.pathname]);
  useDismiss(open, ref, close);
  if (!user) return null;
  const isAdmin = user.isAdmin || user.userType === 'ADMIN';
  const totalLabel = t('nav.toClaim', { count: badges.total });
  return (
    <div className={`user-menu${open ? ' is-open' : ''}`} ref={ref} data-testid="user-menu">
      <button
        type="button"
        className="button button--ghost button--icon user-menu__button"
        aria-expanded={open}
        aria-controls="user-menu"
        aria-label={badges.total > 0 ? `${t('nav.userMenu')} (${totalLabel})` : t('nav.userMenu')}
        title={t('nav.userMenu')}
        onClick={() => setOpen((o) => !o)}
        data-testid="user-menu-button"
        data-badge={badges.total}
      >
        <Glyph name="game-icons:chest" size={20} />
        {badges.total > 0 ? (
          <span className="count-badge user-menu__badge" aria-hidden data-testid="profile-badge" data-count={badges.total}>
            {f.number(badges.total)}
          </span>
        ) : null}
      </button>
      <ul id="user-menu" className="user-menu__list">
        <li>
          <NavLink className="user-menu__link" to={PROFILE_PATH} end data-testid="profile-link">
            {t('nav.profile')}
            <CountBadge count={badges.quests} label={t('nav.unclaimedQuests', { count: badges.quests })} testId="unclaimed-quests-badge" />
          </NavLink>
        </li>
        <li>
          <NavLink className="user-menu__link" to={ARMORY_PATH} data-testid="armory-link">
            {t('nav.armory')}
            <CountBadge count={badges.chests} label={t('nav.unopenedChests', { count: badges.chests })} testId="unopened-chests" />
          </NavLink>
        </li>
        <li>
          <NavLink className="user-menu__link" to={GODS_PATH} data-testid="gods-link">
            {t('nav.myGods')}
          </NavLink>
        </li>
        {isAdmin ? (
          <li>
            <NavLink className="user-menu__link" to={ACHIEVEMENTS_PATH} data-testid="achievements-link">
              {t('nav.achievements')}
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink className="user-menu__link" to={MATCH_HISTORY_PATH} data-testid="match-history-link">
            {t('nav.matchHistory')}
          </NavLink>
        </li>
        <li>
          <NavLink className="user-menu__link" to={MY_STATS_PATH} data-testid="my-stats-link">
            {t('nav.myStats')}
          </NavLink>
        </li>
        <li>
          <NavLink className="user-menu__link" to="/store">
            {t('nav.store')}
          </NavLink>
        </li>
        <li>
          <NavLink className="user-menu__link" to={REDEEM_CODE_PATH} data-testid="redeem-code-link">
            {t('nav.redeemCode')}
          </NavLink>
        </li>
        {isAdmin ? (
          <li>
            <NavLink className="user-menu__link" to={ADMIN_PATH} data-testid="admin-link">
              {t('nav.admin')}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The page frame: top bar (brand, navigation, language, session, play), the page, the footer. */
export function Layout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { config } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location.pathname]);

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
      <ScrollToTop />
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
            type="button"
            className="button button--ghost button--icon topbar__burger"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <Glyph name="game-icons:hamburger-menu" size={20} />
          </button>
          <div className={`topbar__panel${menuOpen ? ' is-open' : ''}`} id="main-nav">
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
