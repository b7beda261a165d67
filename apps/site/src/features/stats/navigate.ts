/**
 * Leaves the site for another app of the same origin (the console): a full page load that
 * replaces the current history entry, so Back returns to the page before. Its own module, so a
 * component test can stand in for it.
 */
export function leaveForConsole(url: string): void {
  window.location.replace(url);
}
