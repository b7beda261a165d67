import { useEffect, useLayoutEffect } from 'react';
import { useAddress } from '../shared/router';

const STORAGE_KEY = 'arena.scroll';
/** How long a page may take to load its data before going back gives up restoring its position (ms). */
const RESTORE_WITHIN_MS = 10_000;

/** Positions by history entry (`location.key`), kept for the tab in sessionStorage so a reload keeps them too. */
function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  try {
    const positions = readPositions();
    positions[key] = y;
    // only the latest 50 entries are worth keeping
    const kept = Object.entries(positions).slice(-50);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    /* storage unavailable: going back starts at the top */
  }
}

/**
 * Scroll positions across navigation: a new page starts at the top; going back or forward (POP)
 * returns to where the reader was on that entry, once the page is tall enough again, that is once
 * its data has loaded (checked whenever the page's size changes, for up to 10 s, as a phone on a
 * slow network may take that long; the reader scrolling or pressing a key first cancels it). The
 * browser's own restoration is off: it runs before the data arrives, when the page is still short.
 * The layout loads this module once the page is on screen (a chunk of its own, not part of the
 * first JavaScript).
 */
export default function ScrollRestoration() {
  const { key, pop } = useAddress();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // remember where the reader is on this entry: stored a frame after scrolling (a reload keeps it),
  // and again on leaving the entry, from the page still on screen (a layout effect's cleanup runs
  // before the next page replaces this one): a link clicked before a frame has passed (a busy
  // phone) would otherwise leave no position, or the one before the last scroll
  useLayoutEffect(() => {
    let frame = 0;
    let scrolled = false;
    const onScroll = () => {
      scrolled = true;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      // not when nothing moved (StrictMode's trial cleanup at mount would store 0 over a reload's position)
      if (scrolled || window.scrollY > 0) savePosition(key, window.scrollY);
    };
  }, [key]);

  useEffect(() => {
    if (!pop) {
      window.scrollTo(0, 0);
      return;
    }
    const target = readPositions()[key] ?? 0;
    if (target <= 0) return;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      for (const event of ['wheel', 'touchmove', 'keydown'] as const) window.removeEventListener(event, finish);
    };
    const tryRestore = () => {
      if (document.documentElement.scrollHeight - window.innerHeight < target) return;
      window.scrollTo(0, target);
      finish();
    };
    const observer = new ResizeObserver(tryRestore);
    observer.observe(document.body);
    const timer = setTimeout(finish, RESTORE_WITHIN_MS);
    for (const event of ['wheel', 'touchmove', 'keydown'] as const) window.addEventListener(event, finish, { passive: true });
    tryRestore();
    return finish;
  }, [key, pop]);

  return null;
}
