import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NarrowSignIn, rememberReturnPath, SignInDialog, STEAM_SIGN_IN_URL, UserArea, useSession } from '../features/auth';
import { MATCHMAKING_PATH } from '../features/lobbies';
import { Loading } from '../shared/components/States';
import { Glyph } from '../shared/icons/IconTile';
import { PLAY_URL } from '../shared/links';
import { NavLink, useAddress } from '../shared/router';
import { SignInContext } from '../shared/sign-in-context';
import { LanguageMenu } from './LanguageMenu';
import layoutIcons from './layout.icons.json?subset';
import { AdminLink, GameMenu, LearnMenu, StatsMenu } from './NavMenus';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useHeadingFocus } from './useHeadingFocus';
import './Layout.css';
import { addCollection } from '../shared/icons/icons';

addCollection(layoutIcons);

// Below the page, a chunk of its own: not part of the first JavaScript a page needs.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
// The balance and the My Profile menu, drawn for a signed-in player only: asked for right after the
// first render (while the session loads), not part of a visitor's first JavaScript.
const loadSignedInHeader = () => import('./SignedInHeader').then((m) => ({ default: m.SignedInHeader }));
const SignedInHeader = lazy(loadSignedInHeader);
// One element for good, so the layout rendering again never touches the footer's (prerendered) markup.
const FOOTER = (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);
// Needed from the first navigation or reload on: loaded once the page is on screen.
const ScrollRestoration = lazy(() => import('./ScrollRestoration'));

/** The page frame: top bar (brand, navigation, language, session, play), the page (`children`), the footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useAddress();
  const { config, user } = useSession();
  useEffect(() => void loadSignedInHeader(), []);
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
  // read when the button is pressed: the sign-in options arriving do not change `signIn`
  const devSignIn = useRef(false);
  useEffect(() => void (devSignIn.current = config.dev_sign_in));
  // called with the click on a link to Steam's sign-in (the header's): the link's own navigation is cancelled
  const signIn = useCallback(
    (event?: MouseEvent) => {
      event?.preventDefault();
      rememberReturnPath(here);
      if (devSignIn.current) setDialogOpen(true);
      else window.location.assign(STEAM_SIGN_IN_URL);
    },
    [here],
  );
  // The page is the same element until the address changes: the layout rendering again (the
  // session arriving) leaves it alone, so its prerendered markup hydrates in place even when the
  // session answers before the page's code is in (an update would make React render it afresh).
  const page = useMemo(
    () => (
      <RouteErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<Loading />}>
          {/* what the pages may use of the layout (the store's "Login to complete your purchase") */}
          <SignInContext value={signIn}>{children}</SignInContext>
        </Suspense>
      </RouteErrorBoundary>
    ),
    [location.pathname, signIn, children],
  );

  return (
    <div className="app">
      <Suspense fallback={null}>
        <ScrollRestoration />
      </Suspense>
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
          <NarrowSignIn onSignIn={signIn} className="topbar__sign-in" />
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
                <li className="nav__item nav__item--narrow">
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
                  <NavLink className="nav__link" to={MATCHMAKING_PATH} data-testid="nav-matchmaking">
                    {t('nav.matchmaking')}
                  </NavLink>
                </li>
                <GameMenu />
                <LearnMenu />
                <StatsMenu />
                <li className="nav__item">
                  <NavLink className="nav__link" to="/store" data-testid="nav-store">
                    <Glyph name="game-icons:two-coins" size={18} className="nav__coin" />
                    {t('nav.store')}
                  </NavLink>
                </li>
                <AdminLink />
              </ul>
            </nav>
            <div className="topbar__actions">
              <LanguageMenu />
              {user ? (
                <Suspense fallback={null}>
                  <SignedInHeader />
                </Suspense>
              ) : null}
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
        {page}
      </main>
      {FOOTER}
      <SignInDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
