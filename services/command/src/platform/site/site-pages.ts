import * as fs from 'node:fs';
import * as path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { type SiteLanguage, siteLanguageOf } from '@arena/domain';

const LANGUAGES: readonly SiteLanguage[] = ['en', 'cn'];
/** The cookie (and localStorage key) where the site stores the reader's language. */
const LANGUAGE_COOKIE = 'arena.lang';
/** `<html lang>` of each language (BCP 47), as the site's own `localeOf` writes it. */
const HTML_LANG: Record<SiteLanguage, string> = { en: 'en', cn: 'zh-CN' };

/** One page of the built site as `scripts/site-pages.mjs` writes it into `dist/site-pages.json`. */
interface PageHead {
  /** a route pattern: `/games/:gameId`, `/`, `/docs/*` */
  pattern: string;
  title: string;
  description: string;
  /**
   * the page's prerendered markup per language, for a reader whose session is not known yet
   * (patterns without wildcards or optional segments); a parameter's value is `<!--param:name-->`
   */
  markup?: Record<SiteLanguage, string>;
  /** with `markup`, when it differs: the markup for a reader known to have no session */
  visitorMarkup?: Record<SiteLanguage, string>;
  /** with `markup`: the built stylesheets the page draws with beyond index.html's (`/assets/x.css`) */
  styles?: string[];
  /** with `markup`: per language, the JavaScript chunks the page loads beyond index.html's, preloaded (`/assets/x.js`) */
  scripts?: Record<SiteLanguage, string[]>;
  /** with `markup`: the API reads the page starts with (`/api/games/:gameId`), preloaded */
  preload?: string[];
  /** with `markup`: the values the server reads per request and fills in, each at `<!--value:name-->` (see `PageValue`) */
  values?: PageValue[];
}

/**
 * A value a page's markup shows beyond its parameters, read per request. A player's page
 * (`/players/:steamId`) shows the profile's summary: `playerName` (its `username`, else its Steam
 * id), `ladderMmr` (the ladder rating) and `bpLevel` (the battle pass level), the numbers written
 * for the page's language (`valueText`).
 */
export type PageValue = 'playerName' | 'ladderMmr' | 'bpLevel';

/** The values a page's markup shows (`PageValue`): a text, or a whole number written for the page's language. */
export type PageValues = Partial<Record<PageValue, string | number>>;

/** The same HTML, ready in each encoding the server offers. */
export interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Who the page is for: a reader whose session is not known before the page asks (`reader`), or one the server knows to have none (`visitor`). */
type Audience = 'reader' | 'visitor';

/**
 * What the server answers for a path: its status (404 when no route matches) and the page's HTML
 * per language; `prerendered` carries the page's markup for each audience, for a URL whose query
 * is empty or only `lang`; `bare` has an empty root (the browser renders the page). A page with
 * parameters has its prerendered HTML with `<!--param:name-->` markers (`params`: their names in
 * the pattern's order), filled and compressed per request, and so has a page showing values read
 * per request (`<!--value:name-->`, `values`).
 */
interface SitePage {
  status: 200 | 404;
  bare: Record<SiteLanguage, EncodedPage>;
  prerendered?: Record<Audience, Record<SiteLanguage, EncodedPage>>;
  params?: string[];
  /** with `templates`: the values filled in per request (`<!--value:name-->`) */
  values?: PageValue[];
  templates?: Record<Audience, Record<SiteLanguage, string>>;
}

/**
 * The values a page's prerendered markup may show for a parameter: 1 to 20 digits (game ids, Steam
 * ids), the form the build checked the markup with; another value gets the page without markup.
 */
const PARAM_VALUE = /^[0-9]{1,20}$/;
const marker = (name: string) => `<!--param:${name}-->`;

/** Per language, whole numbers as the site writes them (`Intl.NumberFormat` of its locale, as the site's `useFormat().number`). */
const NUMBER_FORMATS: Record<SiteLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(HTML_LANG.en),
  cn: new Intl.NumberFormat(HTML_LANG.cn),
};
/** A page value's text in `language`: a number written as the site writes it. */
const valueText = (value: string | number | undefined, language: SiteLanguage) =>
  typeof value === 'number' ? NUMBER_FORMATS[language].format(value) : (value ?? '');

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The HTML in each encoding the server offers, each compressed when first asked for and then kept
 * (brotli quality 11, gzip level 9): the site has about 150 page variants (routes, languages,
 * audiences), which compressed at start-up took 3 to 6 s before the service could answer; now the
 * first request of a variant pays it (the home page's brotli: about 70 ms), once per process.
 */
function encode(html: string): EncodedPage {
  const identity = Buffer.from(html, 'utf8');
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    identity,
    get br() {
      return (br ??= brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    },
    get gzip() {
      return (gzip ??= gzipSync(identity, { level: 9 }));
    },
  };
}

/** HTML made per request (a page with parameters) in one encoding: brotli at quality 5 and gzip at level 6, a fraction of a millisecond for a page. */
function encodeNow(html: string, encoding: keyof EncodedPage): Buffer {
  const identity = Buffer.from(html, 'utf8');
  if (encoding === 'br') return brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return encoding === 'gzip' ? gzipSync(identity, { level: 6 }) : identity;
}

/** The names of a pattern's parameters in order: `/players/:steamId/games` → `['steamId']`. */
function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
}

/**
 * `/games/:gameId` → a case-insensitive regular expression of the paths it matches (a trailing
 * slash allowed), capturing each parameter's value in order.
 */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const part = name.startsWith(':') ? '([^/]+)' : name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return optional ? `(?:${part})?` : part;
    })
    .join('/')
    .replace(/\/\(\?:/g, '(?:/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`, 'i');
}

/** index.html with the page's `<title>` and `<meta name="description">` in place of its empty title, and `<html lang>`. */
function withHead(indexHtml: string, head: PageHead, language: SiteLanguage): string {
  const tags = `<title>${escapeHtml(head.title)}</title>\n    <meta name="description" content="${escapeHtml(head.description)}" />`;
  const lang = `lang="${HTML_LANG[language]}"`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, tags)
    .replace(/<html\b[^>]*>/, (tag) =>
      /\slang="[^"]*"/.test(tag) ? tag.replace(/lang="[^"]*"/, lang) : tag.replace('<html', `<html ${lang}`),
    );
}

/**
 * `withHead`'s page with the prerendered markup in `<div id="root">`, and before `</head>` the
 * page's stylesheets (so the markup paints styled), its chunks as module preloads and its API
 * reads as fetch preloads (a parameter as its marker); a visitor's page is marked
 * `<html data-visitor>` (the site then reads as a visitor's from the start, never loading).
 */
function withMarkup(indexHtml: string, head: PageHead, language: SiteLanguage, audience: Audience): string {
  const markup = ((audience === 'visitor' && head.visitorMarkup) || head.markup!)[language];
  const links = [
    ...(head.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...(head.scripts?.[language] ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ...(head.preload ?? []).map((href) => {
      const url = escapeHtml(href).replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => marker(name));
      return `<link rel="preload" as="fetch" crossorigin href="${url}">`;
    }),
  ];
  const html = withHead(indexHtml, head, language)
    .replace('</head>', links.map((link) => `  ${link}\n`).join('') + '  </head>')
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  return audience === 'visitor' ? html.replace(/<html\b/, '<html data-visitor') : html;
}

/** The page of a head, in each language: bare, and with its markup for each audience when it has some. */
function pageOf(indexHtml: string, head: PageHead, status: 200 | 404): SitePage {
  const perLanguage = <T>(html: (language: SiteLanguage) => T) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, html(language)])) as Record<SiteLanguage, T>;
  const bare = perLanguage((language) => encode(withHead(indexHtml, head, language)));
  if (!head.markup) return { status, bare };
  const params = paramsOf(head.pattern);
  const html = (audience: Audience) => perLanguage((language) => withMarkup(indexHtml, head, language, audience));
  if (params.length > 0 || head.values?.length)
    return { status, bare, params, values: head.values ?? [], templates: { reader: html('reader'), visitor: html('visitor') } };
  const encoded = (audience: Audience) => perLanguage((language) => encode(withMarkup(indexHtml, head, language, audience)));
  return { status, bare, prerendered: { reader: encoded('reader'), visitor: encoded('visitor') } };
}

/**
 * The player site's index.html per route and language, computed once at start-up: for each route
 * pattern of the built site (`dist/site-pages.json`), the page with its title and description and
 * `<html lang>` of each language (en, cn), in identity, brotli (quality 11) and gzip (level 9),
 * each compressed on its first request;
 * a pattern with markup also with its prerendered markup in `<div id="root">` (and its
 * stylesheets and preloads), which the browser hydrates, for a reader whose session is not known
 * and for a known visitor; a pattern with parameters fills their values in per request. A path no
 * pattern matches gets the not-found page's HTML, without markup (the site's router goes to
 * `/404`), with status 404; `/404` itself has its markup. Without `site-pages.json` (an older
 * build) every path gets index.html as it is, with status 200.
 */
export class SitePages {
  private readonly routes: { match: RegExp; page: SitePage }[];
  private readonly fallback: SitePage;

  constructor(indexHtml: string, pagesFile: string) {
    if (!fs.existsSync(pagesFile)) {
      const page = encode(indexHtml);
      this.routes = [];
      this.fallback = { status: 200, bare: { en: page, cn: page } };
      return;
    }
    const { pages, notFound } = JSON.parse(fs.readFileSync(pagesFile, 'utf8')) as { pages: PageHead[]; notFound: PageHead };
    const notFoundPage = pageOf(indexHtml, notFound, 404);
    this.routes = [
      ...pages.map((head) => ({ match: patternRegExp(head.pattern), page: pageOf(indexHtml, head, 200) })),
      { match: patternRegExp(notFound.pattern), page: notFoundPage },
    ];
    // an unknown path: the router replaces it with /404, so it renders another page than the markup's
    this.fallback = { status: 404, bare: notFoundPage.bare };
  }

  /** The built site's pages under `dist` (its index.html and site-pages.json), or null when the site is not built. */
  static load(dist: string): SitePages | null {
    const index = path.join(dist, 'index.html');
    if (!dist || !fs.existsSync(index)) return null;
    return new SitePages(fs.readFileSync(index, 'utf8'), path.join(dist, 'site-pages.json'));
  }

  /**
   * The HTML to send for a request URL (path and query) in `language` and `encoding`, and its
   * status: the page with its markup when it has some, the query is empty or only `lang` (a
   * page's markup is rendered without a query, and a page may read its query) and each parameter's
   * value is 1 to 20 digits; that markup a known visitor's when `visitor` (the request has no
   * signed-in session), else a reader's whose session the page asks for, with `values` (read for
   * the request: see `valuesFor`) filled in, numbers written for `language`, HTML-escaped (a
   * missing one empty). Otherwise, and for a page showing values when `values` is null (there are
   * none to show: an unknown player's page), the page with an empty root, which the site renders.
   */
  answerFor(
    url: string,
    language: SiteLanguage,
    visitor: boolean,
    encoding: keyof EncodedPage,
    values: PageValues | null = {},
  ): { status: 200 | 404; body: Buffer } {
    const { page, params, withMarkup } = this.pageAt(url);
    const audience: Audience = visitor ? 'visitor' : 'reader';
    if (withMarkup && page.prerendered) return { status: page.status, body: page.prerendered[audience][language][encoding] };
    if (withMarkup && page.templates && values !== null) {
      const filled = (page.params ?? []).reduce(
        (text, name) => text.replaceAll(marker(name), params[name]),
        page.templates[audience][language],
      );
      const html = (page.values ?? []).reduce(
        (text, name) => text.replaceAll(`<!--value:${name}-->`, () => escapeHtml(valueText(values[name], language))),
        filled,
      );
      return { status: page.status, body: encodeNow(html, encoding) };
    }
    return { status: page.status, body: page.bare[language][encoding] };
  }

  /**
   * The values the page `answerFor` gives `url` fills in per request (`PageValue`), with the URL's
   * parameters by name (`{ steamId: '7656...' }`); none when its answer shows none (another page,
   * or one that gets no markup).
   */
  valuesFor(url: string): { names: PageValue[]; params: Record<string, string> } {
    const { page, params, withMarkup } = this.pageAt(url);
    return { names: withMarkup && page.templates ? (page.values ?? []) : [], params };
  }

  /**
   * The page of `url`, its parameters by name, and whether it is answered with its markup: a
   * query empty or only `lang` (a page's markup is rendered without a query, and a page may read
   * its query), and each parameter 1 to 20 digits.
   */
  private pageAt(url: string): { page: SitePage; params: Record<string, string>; withMarkup: boolean } {
    const [pathname, query = ''] = url.split('#')[0].split('?', 2);
    let found: string[] = [];
    const route = this.routes.find((candidate) => {
      const match = candidate.match.exec(pathname);
      if (match) found = match.slice(1);
      return !!match;
    });
    const page = route?.page ?? this.fallback;
    const params = Object.fromEntries((page.params ?? []).map((name, i) => [name, found[i]]));
    const onlyLang = [...new URLSearchParams(query).keys()].every((key) => key === 'lang');
    return { page, params, withMarkup: onlyLang && found.every((value) => PARAM_VALUE.test(value)) };
  }
}

/**
 * The language of a page's first HTML, chosen as the site's client chooses it
 * (apps/site/src/shared/i18n/i18n.ts), so that its markup is the one the client hydrates: the
 * first of `?lang=` (`query`: the URL's query, with or without its `?`), the cookie `arena.lang`
 * (the reader's stored choice; `cookies`: the request's cookies as @fastify/cookie parsed them)
 * and the `Accept-Language` header's languages (by preference, `q=0` refused: negotiator) that
 * is one of the site's (zh* → cn, en* → en), else en.
 */
export function pageLanguage(
  query: string,
  cookies: Record<string, string | undefined> | undefined,
  acceptLanguage: string | undefined,
): SiteLanguage {
  const candidates = [new URLSearchParams(query).get('lang') ?? undefined, cookies?.[LANGUAGE_COOKIE]];
  const accepted = acceptLanguage ? new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages() : [];
  for (const code of [...candidates, ...accepted]) {
    const language = siteLanguageOf(code);
    if (language) return language;
  }
  return 'en';
}

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else identity. A coding
 * with `q=0` is refused; `*` accepts brotli.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): keyof EncodedPage {
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
