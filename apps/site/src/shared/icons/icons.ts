import { useSyncExternalStore } from 'react';
import { fallback } from './fallback.icons.json';
import { hash32 } from '@arena/domain/avatars/generated-avatar';

// Icons come only from subsets of game-icons extracted at build time (`*.icons.json?subset`, see
// vite.config.ts), each registered by the code that draws it; nothing is ever fetched, and a
// missing icon draws the fallback.
/** An icon as the build resolved it (Iconify's `iconToSVG`): the SVG's content and its viewBox. */
export interface DrawnIcon {
  body: string;
  viewBox: string;
}

const registered = new Map<string, DrawnIcon>();

/** Registers every icon (and alias) of a subset, by `prefix:name`. */
export function addCollection(icons: Record<string, DrawnIcon>): void {
  for (const [name, icon] of Object.entries(icons)) registered.set(name, icon);
}

// The fallback's drawing (about 1.2 kB gzipped) comes with the first deferred subset, not in every
// page's first JavaScript: tiles drawn before any subset has loaded show no glyph, as they would
// show none of a deferred icon anyway. Its failure fails no subset: a missing icon then draws no glyph.
let fallbackSubset: Promise<void> | undefined;
const loadFallback = () =>
  (fallbackSubset ??= import('./fallback.icons.json?subset').then(
    (module) => addCollection(module.default),
    () => undefined,
  ));

const getIcon = (name: string) => registered.get(name) ?? null;

// every deferred subset started so far (they start when the modules that draw them run)
const loading: Promise<void>[] = [];

/**
 * A subset registered after the code that draws it: `load` starts at once (when the module that
 * calls this runs, i.e. with its page) and the returned hook re-renders its caller once the icons
 * are there; until then tiles show no glyph. Meant for icons drawn in rows that wait for the API
 * anyway (gods, ranks), so they load beside that call instead of in the page's initial
 * JavaScript. The fallback (`iconData`) loads with it. A subset that fails to load leaves the tiles
 * without a glyph.
 *
 * The build prerenders pages once every subset their modules started has settled
 * (`deferredIconsSettled`), so their markup draws the glyphs. A tile hydrated before its subset is
 * in keeps the markup's glyph (React does not patch an SVG's content while hydrating; see
 * IconTile), and draws it again once the subset is in.
 */
export function deferredIcons(load: () => Promise<{ default: Record<string, DrawnIcon> }>): () => boolean {
  let ready = false;
  const listeners = new Set<() => void>();
  // settles either way: a subset that failed is not waited for again
  const settled = Promise.all([load(), loadFallback()]).then(
    ([module]) => {
      addCollection(module.default);
      ready = true;
      listeners.forEach((notify) => notify());
    },
    () => undefined,
  );
  const subscribe = (notify: () => void) => {
    listeners.add(notify);
    return () => void listeners.delete(notify);
  };
  const isReady = () => ready;
  loading.push(settled);
  return () => useSyncExternalStore(subscribe, isReady, isReady);
}

/** Settles once every deferred subset started so far has loaded or failed; for the build's prerender (entry-server.tsx). */
export function deferredIconsSettled(): Promise<unknown> {
  return Promise.all(loading);
}

/** The picture drawn when an icon is missing from the registered subsets. */
const FALLBACK_ICON = fallback;

/** An icon and a hue (0..359) for its tile, both chosen by a key. */
export interface KeyedImage {
  icon: string;
  hue: number;
}

/** The same key always gets the same icon of `icons` and the same hue. */
export function keyedImage(icons: readonly string[], key: string): KeyedImage {
  const h = hash32(key);
  return { icon: icons[h % icons.length] ?? FALLBACK_ICON, hue: (h >>> 12) % 360 };
}

/** A hue (0..359) for `key`, e.g. to colour a generated avatar. */
export function hueOf(key: string): number {
  return hash32(key) % 360;
}

/** Icon data from the registered subsets, or the fallback's. Never triggers a fetch. */
export function iconData(name: string | undefined, fallbackName: string = FALLBACK_ICON) {
  return (name ? getIcon(name) : null) ?? getIcon(fallbackName) ?? undefined;
}

/** Whether `name` is in a registered subset. */
export function hasIcon(name: string | undefined): boolean {
  return !!name && !!getIcon(name);
}
