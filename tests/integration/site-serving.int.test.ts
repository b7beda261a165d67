import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * The player site as a browser gets it from the command service: files and pages compressed
 * (brotli, else gzip) for a client that accepts it and plain otherwise; each page's first HTML
 * with its title and description, and its prerendered markup in the reader's language (?lang=,
 * else the cookie arena.lang, else Accept-Language, else English): a visitor's for a request
 * without a signed-in session, a page with parameters with their values (digits) filled in;
 * 404 for a path that is none of the site's pages (with the site's page, whose router shows its
 * not-found page); a real robots.txt.
 */

const ROOT = path.resolve(__dirname, '../..');
const INDEX =
  '<!doctype html><html lang="en"><head><title></title><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('the site '.repeat(200))});`;
/** What the site's build writes (apps/site/scripts/site-pages.mjs), for three of its routes. */
const SITE_PAGES = {
  pages: [
    {
      pattern: '/',
      title: 'Ability Arena',
      description: 'Draft spells & outlast <gods>.',
      markup: { en: '<p class="lead">Draft spells.</p><p>Session loading</p>', cn: '<p class="lead">挑选技能。</p><p>正在加载</p>' },
      visitorMarkup: { en: '<p class="lead">Draft spells.</p><p>Sign in</p>', cn: '<p class="lead">挑选技能。</p><p>登录</p>' },
      styles: ['/assets/HomePage-abc.css'],
      scripts: { en: ['/assets/HomePage-abc.js'], cn: ['/assets/HomePage-abc.js', '/assets/home-cn.js'] },
    },
    { pattern: '/leaderboard', title: 'Leaderboard · Ability Arena', description: 'The top 100 players on the ladder.' },
    {
      pattern: '/games/:gameId',
      title: 'Game result · Ability Arena',
      description: 'A finished game.',
      markup: {
        en: '<h1>Game <!--param:gameId--></h1><a href="/games/<!--param:gameId-->/replay">Loading</a>',
        cn: '<h1>对局 <!--param:gameId--></h1>',
      },
      styles: [],
      scripts: { en: ['/assets/GamePage-abc.js'], cn: ['/assets/GamePage-abc.js'] },
      preload: ['/api/games/:gameId', '/api/gods'],
    },
    {
      pattern: '/players/:steamId',
      title: 'Player · Ability Arena',
      description: 'A player.',
      markup: {
        en: '<h1><!--value:playerName--></h1><p><!--value:ladderMmr--></p><p>Level <!--value:bpLevel--></p>',
        cn: '<h1><!--value:playerName--></h1><p><!--value:ladderMmr--></p><p><!--value:bpLevel--> 级</p>',
      },
      styles: [],
      scripts: { en: [], cn: [] },
      preload: ['/api/players/:steamId'],
      values: ['playerName', 'ladderMmr', 'bpLevel'],
    },
  ],
  notFound: {
    pattern: '/404',
    title: 'Page not found · Ability Arena',
    description: 'The page does not exist.',
    markup: { en: '<h1>Page not found</h1>', cn: '<h1>页面不存在</h1>' },
    styles: [],
    scripts: { en: [], cn: [] },
  },
};

/** What `<div id="root">` holds in a page's HTML. */
const rootOf = (html: string) => /<div id="root">(.*?)<\/div><\/body>/s.exec(html)?.[1];
/** The `lang` of a page's `<html>`. */
const langOf = (html: string) => /<html(?: data-visitor)? lang="([^"]*)">/.exec(html)?.[1];
/** Whether the page is marked as a known visitor's (`<html data-visitor>`). */
const forVisitor = (html: string) => /<html data-visitor\b/.test(html);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** the body as sent (before any decoding) */
  raw: Buffer;
  /** the body decoded according to its Content-Encoding */
  text: string;
}

/** A GET with exactly the headers given (fetch would add its own Accept-Encoding and decode). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: decoded.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

describe('the site as the command service serves it', () => {
  let stack: TestStack;
  let site: string;

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-site-'));
    fs.mkdirSync(path.join(site, 'assets'));
    fs.writeFileSync(path.join(site, 'index.html'), INDEX);
    fs.writeFileSync(path.join(site, 'site-pages.json'), JSON.stringify(SITE_PAGES));
    // as the site's build writes them: each file beside its brotli and gzip twins
    fs.writeFileSync(path.join(site, 'assets', 'app-abc.js'), APP_JS);
    fs.writeFileSync(path.join(site, 'assets', 'app-abc.js.br'), brotliCompressSync(APP_JS));
    fs.writeFileSync(path.join(site, 'assets', 'app-abc.js.gz'), gzipSync(APP_JS));
    fs.copyFileSync(path.join(ROOT, 'apps/site/public/robots.txt'), path.join(site, 'robots.txt'));
    stack = await startTestStack({ SITE_DIST: site });
  });
  afterAll(async () => {
    await stack?.stop();
    fs.rmSync(site, { recursive: true, force: true });
  });

  test.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip', 'gzip'],
  ])('a hashed asset asked with Accept-Encoding "%s" comes as %s, smaller, cached for good', async (accept, encoding) => {
    const answer = await get(`${stack.baseUrl}/assets/app-abc.js`, { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.text).toBe(APP_JS);
    expect(answer.raw.length).toBeLessThan(APP_JS.length / 4);
  });

  test('a hashed asset asked without Accept-Encoding comes as it is', async () => {
    const answer = await get(`${stack.baseUrl}/assets/app-abc.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.toString('utf8')).toBe(APP_JS);
  });

  test.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('a page asked with Accept-Encoding "%s" comes encoded as %s, never cached without revalidation', async (accept, encoding) => {
    const answer = await get(`${stack.baseUrl}/leaderboard`, accept ? { 'accept-encoding': accept } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.text).toContain('<script type="module" src="/assets/app-abc.js"></script>');
  });

  test.each([
    ['/', 'Ability Arena', 'Draft spells &amp; outlast &lt;gods&gt;.'],
    ['/leaderboard?lang=cn', 'Leaderboard · Ability Arena', 'The top 100 players on the ladder.'],
    ['/games/7000000059', 'Game result · Ability Arena', 'A finished game.'],
  ])('%s has its title and description in the first HTML', async (url, title, description) => {
    const answer = await get(`${stack.baseUrl}${url}`, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`<title>${title}</title>`);
    expect(answer.text).toContain(`<meta name="description" content="${description}" />`);
    expect(answer.text.match(/<title>/g)).toHaveLength(1);
  });

  test.each(['/404', '/no-such-page', '/leaderboards', '/games/1/extra', '/assets/missing.js'])(
    '%s answers 404 with the site page, which shows the not-found page',
    async (url) => {
      const answer = await get(`${stack.baseUrl}${url}`, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.text).toContain('<script type="module" src="/assets/app-abc.js"></script>');
      expect(answer.text).toContain('<title>Page not found · Ability Arena</title>');
    },
  );

  test.each([
    ['no language asked', 'en', '/', {}],
    ['a Chinese browser', 'cn', '/', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }],
    ['a browser whose first language the site lacks', 'cn', '/', { 'accept-language': 'fr-FR, zh-TW;q=0.5, en;q=0.3' }],
    ['languages by preference, not by order', 'cn', '/', { 'accept-language': 'en;q=0.5, zh;q=0.9' }],
    ['a language refused (q=0)', 'en', '/', { 'accept-language': 'zh;q=0, en-GB' }],
    ['the stored choice over the browser', 'en', '/', { cookie: 'theme=dark; arena.lang=en', 'accept-language': 'zh-CN' }],
    ['?lang= over the stored choice', 'cn', '/?lang=cn', { cookie: 'arena.lang=en' }],
    ['a ?lang= the site lacks, then the stored choice', 'cn', '/?lang=fr', { cookie: 'arena.lang=cn', 'accept-language': 'en' }],
  ] as const)('%s: the home page comes with its markup in %s', async (_case, lang, url, headers) => {
    const answer = await get(`${stack.baseUrl}${url}`, { 'accept-encoding': 'br', ...headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(rootOf(answer.text)).toBe(SITE_PAGES.pages[0].visitorMarkup![lang]);
    expect(langOf(answer.text)).toBe(lang === 'cn' ? 'zh-CN' : 'en');
    // its stylesheets paint the markup styled; its code, in its language, is preloaded
    expect(answer.text).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/HomePage-abc.css">\s*<link rel="modulepreload" crossorigin href="\/assets\/HomePage-abc.js">\s*/,
    );
    expect(answer.text.includes('/assets/home-cn.js')).toBe(lang === 'cn');
  });

  test.each([
    ['no cookie', undefined],
    ['a session cookie whose session is unknown', 'arena.sid=s%3Aforged.signature'],
  ])('a visitor (%s) gets the markup as a visitor sees it, marked for the site', async (_case, cookie) => {
    const answer = await get(`${stack.baseUrl}/`, cookie ? { cookie } : {});
    expect(rootOf(answer.text)).toBe(SITE_PAGES.pages[0].visitorMarkup!.en);
    expect(forVisitor(answer.text)).toBe(true);
  });

  test('a signed-in player gets the markup of a reader whose session the page asks for, unmarked', async () => {
    const signIn = await fetch(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl },
      body: JSON.stringify({ steam_id: '76561198000000001', display_name: 'Reader' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const answer = await get(`${stack.baseUrl}/`, { cookie });
    expect(rootOf(answer.text)).toBe(SITE_PAGES.pages[0].markup!.en);
    expect(forVisitor(answer.text)).toBe(false);
  });

  test.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
  ])(
    'a page with parameters comes with its markup and preloads, the values in place (Accept-Encoding "%s": %s)',
    async (accept, encoding) => {
      const answer = await get(`${stack.baseUrl}/games/7000000059`, accept ? { 'accept-encoding': accept } : {});
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(rootOf(answer.text)).toBe('<h1>Game 7000000059</h1><a href="/games/7000000059/replay">Loading</a>');
      expect(answer.text).toContain('<link rel="modulepreload" crossorigin href="/assets/GamePage-abc.js">');
      expect(answer.text).toContain('<link rel="preload" as="fetch" crossorigin href="/api/games/7000000059">');
      expect(answer.text).toContain('<link rel="preload" as="fetch" crossorigin href="/api/gods">');
      expect(answer.text).not.toContain('<!--param:');
      // the markup is the reader's when there is no visitor's
      expect(forVisitor(answer.text)).toBe(true);
    },
  );

  test.each([
    ['en', 'en-US', (name: string, mmr: string, level: string) => `<h1>${name}</h1><p>${mmr}</p><p>Level ${level}</p>`],
    ['cn', 'zh-CN', (name: string, mmr: string, level: string) => `<h1>${name}</h1><p>${mmr}</p><p>${level} 级</p>`],
  ] as const)(
    "a known player's page (%s) comes with the profile's summary, read for the request as the API answers it, numbers written for the language, the name escaped",
    async (_lang, acceptLanguage, expected) => {
      const steamId = '76561198000000041';
      const signIn = await fetch(`${stack.baseUrl}/api/auth/dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.baseUrl },
        body: JSON.stringify({ steam_id: steamId, display_name: 'Named <b>&"Reader"</b>' }),
      });
      expect(signIn.status).toBe(200);
      await stack.settle();
      const profile = (await (await fetch(`${stack.baseUrl}/api/players/${steamId}`)).json()) as { ladder_mmr: number; bp_level: number };
      const answer = await get(`${stack.baseUrl}/players/${steamId}`, { 'accept-encoding': 'br', 'accept-language': acceptLanguage });
      expect(answer.status).toBe(200);
      const numberText = (n: number) => new Intl.NumberFormat(acceptLanguage).format(n);
      expect(rootOf(answer.text)).toBe(
        expected('Named &lt;b&gt;&amp;&quot;Reader&quot;&lt;/b&gt;', numberText(profile.ladder_mmr), numberText(profile.bp_level)),
      );
      expect(answer.text).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/players/${steamId}">`);
    },
  );

  test("an unknown player's page comes without markup (there is no profile to show): the site renders it", async () => {
    const answer = await get(`${stack.baseUrl}/players/76561198000000049`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(rootOf(answer.text)).toBe('');
    expect(answer.text).not.toContain('preload');
  });

  test.each([
    ['a page whose parameter is not digits', '/games/%3Cscript%3E', 200],
    ['a page whose parameter is too long', `/games/${'1'.repeat(21)}`, 200],
    ['a page whose query may change it', '/?page=2&lang=cn', 200],
    ['an unknown path (the router goes to /404)', '/no-such-page', 404],
  ])('%s comes with an empty root, in the language asked', async (_case, url, status) => {
    const answer = await get(`${stack.baseUrl}${url}`, { 'accept-language': 'zh-CN' });
    expect(answer.status).toBe(status);
    expect(rootOf(answer.text)).toBe('');
    expect(langOf(answer.text)).toBe('zh-CN');
    expect(answer.text).not.toContain('modulepreload');
  });

  test('/404 comes with the not-found markup', async () => {
    const answer = await get(`${stack.baseUrl}/404`, { 'accept-language': 'zh-CN' });
    expect(answer.status).toBe(404);
    expect(rootOf(answer.text)).toBe('<h1>页面不存在</h1>');
  });

  test('robots.txt is a robots file, not the site page', async () => {
    const answer = await get(`${stack.baseUrl}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.text).toMatch(/^User-agent: \*$/m);
    expect(answer.text).toMatch(/^Disallow: \/api\/$/m);
  });

  test("the build's page table is not served", async () => {
    const answer = await get(`${stack.baseUrl}/site-pages.json`);
    expect(answer.text).not.toContain('"pattern"');
  });

  test('an unknown API path stays a JSON 404', async () => {
    const answer = await get(`${stack.baseUrl}/api/nothing-here`);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toContain('application/json');
  });
});
