import * as fs from 'node:fs';
import * as path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

/** The site's languages: its own codes, as its locale folders and `?lang=` name them. */
export type SiteLanguage = 'en' | 'cn';
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
  /** the page's prerendered markup per language (only patterns without parameters or wildcards) */
  markup?: Record<SiteLanguage, string>;
  /** with `markup`: the built stylesheets the page draws with beyond index.html's (`/assets/x.css`) */
  styles?: string[];
  /** with `markup`: the page's own JavaScript chunks, preloaded (`/assets/x.js`) */
  scripts?: string[];
}

/** The same HTML, ready in each encoding the server offers. */
export interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * What the server answers for a path: its status (404 when no route matches) and the page's HTML
 * per language; `prerendered` (pages without parameters) carries the page's markup, for a URL
 * whose query is empty or only `lang`; `bare` has an empty root (the browser renders the page).
 */
export interface SitePage {
  status: 200 | 404;
  bare: Record<SiteLanguage, EncodedPage>;
  prerendered?: Record<SiteLanguage, EncodedPage>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function encode(html: string): EncodedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** `/games/:gameId` → a case-insensitive regular expression of the paths it matches (a trailing slash allowed). */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const part = name.startsWith(':') ? '[^/]+' : name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
 * page's stylesheets (so the markup paints styled) and its chunks as module preloads.
 */
function withMarkup(indexHtml: string, head: PageHead, language: SiteLanguage, markup: string): string {
  const links = [
    ...(head.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...(head.scripts ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ];
  return withHead(indexHtml, head, language)
    .replace('</head>', links.map((link) => `  ${link}\n`).join('') + '  </head>')
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

/** The page of a head, in each language: bare, and with its markup when it has some. */
function pageOf(indexHtml: string, head: PageHead, status: 200 | 404): SitePage {
  const perLanguage = (html: (language: SiteLanguage) => string) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, encode(html(language))])) as Record<SiteLanguage, EncodedPage>;
  const { markup } = head;
  return {
    status,
    bare: perLanguage((language) => withHead(indexHtml, head, language)),
    ...(markup && { prerendered: perLanguage((language) => withMarkup(indexHtml, head, language, markup[language])) }),
  };
}

/**
 * The player site's index.html per route and language, computed once at start-up: for each route
 * pattern of the built site (`dist/site-pages.json`), the page with its title and description and
 * `<html lang>` of each language (en, cn), in identity, brotli (quality 11) and gzip (level 9);
 * a pattern without parameters also with its prerendered markup in `<div id="root">` (and its
 * stylesheets and preloads), which the browser hydrates. A path no pattern matches gets the
 * not-found page's HTML, without markup (the site's router goes to `/404`), with status 404;
 * `/404` itself has its markup. Without `site-pages.json` (an older build) every path gets
 * index.html as it is, with status 200.
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

  /** The page for a URL path (no query): the first route whose pattern matches, else the not-found page. */
  private pageFor(pathname: string): SitePage {
    return this.routes.find((route) => route.match.test(pathname))?.page ?? this.fallback;
  }

  /**
   * The HTML to send for a request URL (path and query) in `language`: the page with its markup
   * when it has some and the query is empty or only `lang` (a page's markup is rendered without
   * a query, and a page may read its query), else the page with an empty root; and its status.
   */
  answerFor(url: string, language: SiteLanguage): { status: 200 | 404; html: EncodedPage } {
    const [pathname, query = ''] = url.split('#')[0].split('?', 2);
    const page = this.pageFor(pathname);
    const onlyLang = [...new URLSearchParams(query).keys()].every((key) => key === 'lang');
    return { status: page.status, html: (onlyLang && page.prerendered ? page.prerendered : page.bare)[language] };
  }
}

/** A language code as the site's detector converts it: zh, zh-* and cn → cn; en, en-* → en; others: none. */
function siteLanguageOf(code: string | undefined): SiteLanguage | undefined {
  const lang = (code ?? '').trim().toLowerCase().replace('_', '-');
  if (lang === 'cn' || lang === 'zh' || lang.startsWith('zh-')) return 'cn';
  if (lang === 'en' || lang.startsWith('en-')) return 'en';
  return undefined;
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
