/**
 * One namespace of one language: `locales/<lang>/<namespace>.json`, a chunk of its own (the
 * bundler splits each file reachable by this `import()`), so no text is in the first JavaScript.
 * It sits beside the files so the bundler's table of them has short keys (`./en/store.json`).
 */
export const loadNamespace = (lng: string, ns: string): Promise<unknown> => import(`./${lng}/${ns}.json`);
