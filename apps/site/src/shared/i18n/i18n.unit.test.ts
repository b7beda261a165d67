/**
 * Only English is bundled with the site's first JavaScript; Chinese loads on demand. These run
 * the real module in Node (no browser): `window` stands in for the address bar where needed.
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

test('the first JavaScript holds English only; Chinese is added when switched to', async () => {
  const { default: i18n, i18nReady, changeLanguage } = loadFresh();
  await i18nReady;
  expect(i18n.language).toBe('en');
  expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
  expect(i18n.hasResourceBundle('cn', 'translation')).toBe(false);
  expect(i18n.t('nav.home')).toBe('Home');

  await changeLanguage('cn');
  expect(i18n.resolvedLanguage).toBe('cn');
  expect(i18n.t('nav.home')).toBe('首页');
  await changeLanguage('en');
  expect(i18n.t('nav.home')).toBe('Home');
});

test('?lang=cn: the Chinese texts are in before the site renders (i18nReady)', async () => {
  const { default: i18n, i18nReady } = loadFresh('?lang=cn');
  await i18nReady;
  expect(i18n.language).toBe('cn');
  expect(i18n.resolvedLanguage).toBe('cn');
  expect(i18n.t('nav.home')).toBe('首页');
});

test('page texts added before the main Chinese texts stay once those load', async () => {
  const { default: i18n, i18nReady, changeLanguage } = loadFresh();
  await i18nReady;
  i18n.addResourceBundle('cn', 'translation', { somePage: { title: '页面' } }, true, false);
  await changeLanguage('cn');
  expect(i18n.t('somePage.title' as never)).toBe('页面');
  expect(i18n.t('nav.home')).toBe('首页');
});

test('a switch made straight through i18next loads the texts too', async () => {
  const { default: i18n, i18nReady, loadLanguage } = loadFresh();
  await i18nReady;
  await i18n.changeLanguage('cn');
  await loadLanguage('cn');
  // the listener switched again once the texts were in
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(i18n.resolvedLanguage).toBe('cn');
  expect(i18n.t('nav.home')).toBe('首页');
});
