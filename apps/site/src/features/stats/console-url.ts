import { CONSOLE_PATH, LIVE_STATS_ROUTES } from './console';

/**
 * The console's address for a live statistics path of the site (`/gods/zeus?hours=24` →
 * `/admin/stats/gods/zeus?hours=24`), or null for any other path. Parameters are kept
 * percent-encoded as they came.
 */
export function consoleUrlOf(pathname: string, search = ''): string | null {
  const parts = pathname.replace(/^\/+|\/+$/g, '').split('/');
  for (const route of LIVE_STATS_ROUTES) {
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    const values = new Map<string, string>();
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        if (!parts[i]) return false;
        values.set(segment, parts[i]);
        return true;
      }
      return segment === parts[i];
    });
    if (!matches) continue;
    const target = route.console.replace(/:[a-z]+/g, (name) => values.get(name) ?? name);
    return `${CONSOLE_PATH}${target}${search}`;
  }
  return null;
}
