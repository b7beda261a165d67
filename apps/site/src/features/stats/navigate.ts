/**
 * How the site leaves for another app of the same origin (the console): a full page load that
 * replaces the current history entry, so Back returns to the page before. An object, so that a
 * component test can stand in for the browser's navigation, which jsdom does not do.
 */
export const consoleNavigation = {
  leave: (url: string): void => window.location.replace(url),
};
