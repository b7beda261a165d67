import { createContext, startTransition, use, useLayoutEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { Link, Router } from 'wouter';

/**
 * The site's routing: wouter (`Link`, `Route`, `Switch`, `Redirect`, `useParams` are its own) on
 * the browser's history, with what the site's pages rely on besides: an address change renders in
 * a transition (the page on screen stays until the next one has its code and texts, no loading
 * flash), each history entry has a key (`history.state.key`, for the scroll positions), and Back
 * and Forward are told apart from a link's navigation.
 */
export interface Address {
  pathname: string;
  /** with its `?`, or '' */
  search: string;
  hash: string;
  /** the history entry's own key; 'default' for the entry the site was opened on */
  key: string;
  /** reached by Back / Forward (or the first load), not by a link or `navigate` */
  pop: boolean;
}

function currentAddress(pop: boolean): Address {
  const { pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' && 'key' in state && typeof state.key === 'string' ? state.key : 'default';
  return { pathname, search, hash, key, pop };
}

const AddressContext = createContext<Address | null>(null);
const listeners = new Set<() => void>();

export interface NavigateOptions {
  /** replace the current history entry (a link to the page on screen always does) */
  replace?: boolean;
}

/**
 * Goes to `to` (a path of the site, with its query and hash) in a new history entry, or in place
 * of the current one with `replace` or when `to` is where the reader already is.
 */
export function navigate(to: string, { replace }: NavigateOptions = {}): void {
  const { pathname, search, hash } = window.location;
  const inPlace = replace ?? to === pathname + search + hash;
  window.history[inPlace ? 'replaceState' : 'pushState']({ key: Math.random().toString(36).slice(2, 10) }, '', to);
  for (const listener of listeners) listener();
}

/** The address the pages render (it changes once the next page is ready). */
export function useAddress(): Address {
  const address = use(AddressContext);
  if (!address) throw new Error('useAddress outside <SiteRouter>');
  return address;
}

/** `navigate` (`useNavigate()(to, { replace })`), as a hook for the components that navigate. */
export function useNavigate(): typeof navigate {
  return navigate;
}

// wouter's location hooks: the path and query of the address the pages render
const usePathForWouter = (): [string, (to: string, options?: NavigateOptions) => void] => [useAddress().pathname, navigate];
const useSearchForWouter = (): string => useAddress().search;

/** The site's router: every page and `Link` below it follows the browser's address. */
export function SiteRouter({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState(() => currentAddress(true));
  useLayoutEffect(() => {
    const update = (pop: boolean) => startTransition(() => setAddress(currentAddress(pop)));
    const onNavigate = () => update(false);
    const onPop = () => update(true);
    listeners.add(onNavigate);
    window.addEventListener('popstate', onPop);
    // A navigation in the first render's own effects (a redirect: children's effects run before
    // this one) came before the listener: the address it left is taken now.
    startTransition(() =>
      setAddress((shown) => {
        const now = currentAddress(false);
        return now.key === shown.key && now.pathname + now.search + now.hash === shown.pathname + shown.search + shown.hash ? shown : now;
      }),
    );
    return () => {
      listeners.delete(onNavigate);
      window.removeEventListener('popstate', onPop);
    };
  }, []);
  return (
    <AddressContext value={address}>
      <Router hook={usePathForWouter} searchHook={useSearchForWouter}>
        {children}
      </Router>
    </AddressContext>
  );
}

/**
 * The router of a page rendered ahead of time (`src/entry-server.tsx`, at build time): the same
 * tree as `SiteRouter` renders, at `path` (no query, no hash), with no history to follow.
 */
export function ServerRouter({ path, children }: { path: string; children: ReactNode }) {
  const address: Address = { pathname: path, search: '', hash: '', key: 'default', pop: true };
  return (
    <AddressContext value={address}>
      <Router hook={usePathForWouter} searchHook={useSearchForWouter} ssrPath={path}>
        {children}
      </Router>
    </AddressContext>
  );
}

/**
 * Changes the query of the address, the path kept: `next` gets the current query and returns the
 * new one; in a new history entry, or in place with `replace`.
 */
function setSearchParams(next: (prev: URLSearchParams) => URLSearchParams, options?: NavigateOptions): void {
  const query = next(new URLSearchParams(window.location.search)).toString();
  navigate(window.location.pathname + (query ? `?${query}` : ''), options);
}

/** The query of the address the pages render, and `setSearchParams` (a stable function). */
export function useSearchParams(): [URLSearchParams, typeof setSearchParams] {
  const { search } = useAddress();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, setSearchParams];
}

/** Whether the page at `pathname` is `to` or, unless `end`, one below it (`/games` for `/games/12`). */
function isActive(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  return here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
}

/**
 * A link of a navigation: `active` class and `aria-current="page"` when it leads to the page on
 * screen, or to one below it unless `end`.
 */
export function NavLink({ to, end = false, className, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to: string; end?: boolean }) {
  const active = isActive(useAddress().pathname, to, end);
  return (
    <Link
      {...rest}
      to={to}
      className={active ? (className ? `${className} active` : 'active') : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
