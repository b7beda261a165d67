import { useEffect, useRef } from 'react';

/** How long a new page may take to show its heading (its chunk and first data loading). */
const HEADING_WAIT_MS = 10_000;

/**
 * After a page change (a new `pathname`), the focus moves to the new page's heading (`#main h1`,
 * made focusable with tabindex -1), as soon as the page shows it: a screen reader reads the new
 * page from its title and the next Tab starts in it. Not on the first load: the browser's own
 * start (and the skip link) stay untouched. A query-string change (a filter, a page of a list)
 * keeps the focus where it is.
 */
export function useHeadingFocus(pathname: string): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const deadline = performance.now() + HEADING_WAIT_MS;
    let frame = 0;
    const attempt = () => {
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (!heading) {
        if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
