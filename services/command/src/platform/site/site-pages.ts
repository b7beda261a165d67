import * as fs from 'node:fs';
import * as path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One page of the built site as `scripts/site-pages.mjs` writes it into `dist/site-pages.json`. */
interface PageHead {
  /** a React Router pattern: `/games/:gameId`, `/`, `/docs/*` */
  pattern: string;
  title: string;
  description: string;
}

/** The same HTML, ready in each encoding the server offers. */
export interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** What the server answers for a path: the page's HTML and its status (404 when no route matches). */
export interface SitePage {
  status: 200 | 404;
  html: EncodedPage;
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

/** index.html with the page's `<title>` and `<meta name="description">` in place of its empty title. */
function withHead(indexHtml: string, head: PageHead): string {
  const tags = `<title>${escapeHtml(head.title)}</title>\n    <meta name="description" content="${escapeHtml(head.description)}" />`;
  return indexHtml.replace(/<title>[^<]*<\/title>/, tags);
}

/**
 * The player site's index.html per route, computed once at start-up: for each route pattern of
 * the built site (`dist/site-pages.json`), the page with its title and description, in identity,
 * brotli (quality 11) and gzip (level 9). A path no pattern matches gets the not-found page's
 * HTML with status 404; the site's router then shows its not-found page. Without
 * `site-pages.json` (an older build) every path gets index.html as it is, with status 200.
 */
export class SitePages {
  private readonly routes: { match: RegExp; page: SitePage }[];
  private readonly fallback: SitePage;

  constructor(indexHtml: string, pagesFile: string) {
    if (!fs.existsSync(pagesFile)) {
      this.routes = [];
      this.fallback = { status: 200, html: encode(indexHtml) };
      return;
    }
    const { pages, notFound } = JSON.parse(fs.readFileSync(pagesFile, 'utf8')) as { pages: PageHead[]; notFound: PageHead };
    const notFoundPage: SitePage = { status: 404, html: encode(withHead(indexHtml, notFound)) };
    this.routes = [
      ...pages.map((head) => ({
        match: patternRegExp(head.pattern),
        page: { status: 200 as const, html: encode(withHead(indexHtml, head)) },
      })),
      { match: patternRegExp(notFound.pattern), page: notFoundPage },
    ];
    this.fallback = notFoundPage;
  }

  /** The built site's pages under `dist` (its index.html and site-pages.json), or null when the site is not built. */
  static load(dist: string): SitePages | null {
    const index = path.join(dist, 'index.html');
    if (!dist || !fs.existsSync(index)) return null;
    return new SitePages(fs.readFileSync(index, 'utf8'), path.join(dist, 'site-pages.json'));
  }

  /** The page for a URL path (no query): the first route whose pattern matches, else the not-found page. */
  pageFor(pathname: string): SitePage {
    return this.routes.find((route) => route.match.test(pathname))?.page ?? this.fallback;
  }
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
