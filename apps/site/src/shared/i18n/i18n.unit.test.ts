/**
 * No text is bundled with the site's first JavaScript: i18next's backend loads each namespace of
 * each language on demand (`locales/<lang>/<namespace>.json`). These run the real module in Node
 * (no browser): `window` stands in for the address bar where needed.
 */
type I18nModule = typeof import('./i18n');

function loadFresh(search = ''): I18nModule {
  const g = globalThis as { window?: unknown };
  if (search) g.window = { location: { search, hash: '', pathname: '/' } };
  else delete g.window;
  let module!: I18nModule;
  jest.isolateModules(() => {
    module = jest.requireActual<I18nModule>('./i18n');
  });
  return module;
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

test('before the first render only the shell namespaces are in; a feature namespace loads when asked for', async () => {
  const { default: i18n, i18nReady, SHELL_NAMESPACES } = loadFresh();
  await i18nReady;
  expect(i18n.language).toBe('en');
  for (const ns of SHELL_NAMESPACES) expect(i18n.hasResourceBundle('en', ns)).toBe(true);
  expect(i18n.hasResourceBundle('en', 'store')).toBe(false);
  expect(i18n.hasResourceBundle('cn', 'common')).toBe(false);
  expect(i18n.t('nav.home')).toBe('Home');
  expect(i18n.t('auth:signIn')).toBe('Sign in');

  await i18n.loadNamespaces('store');
  expect(i18n.t('store:title')).toBe('Store');
});

test('?lang=cn: the Chinese shell texts are in before the site renders (i18nReady)', async () => {
  const { default: i18n, i18nReady } = loadFresh('?lang=cn');
  await i18nReady;
  expect(i18n.language).toBe('cn');
  expect(i18n.resolvedLanguage).toBe('cn');
  expect(i18n.t('nav.home')).toBe('首页');
  expect(i18n.t('auth:signIn')).toBe('登录');
});

test('switching languages loads every namespace in use first, so nothing shows in the other language meanwhile', async () => {
  const { default: i18n, i18nReady } = loadFresh();
  await i18nReady;
  await i18n.loadNamespaces('store');
  const atSwitch: boolean[] = [];
  i18n.on('languageChanged', (lng: string) => atSwitch.push(i18n.hasResourceBundle(lng, 'common') && i18n.hasResourceBundle(lng, 'store')));

  await i18n.changeLanguage('cn');
  expect(atSwitch).toEqual([true]);
  expect(i18n.resolvedLanguage).toBe('cn');
  expect(i18n.t('nav.home')).toBe('首页');
  expect(i18n.t('store:title')).toBe('商店');

  await i18n.changeLanguage('en');
  expect(i18n.t('nav.home')).toBe('Home');
});
