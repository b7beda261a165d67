import type { RouteSpec } from '@arena/contract';

/**
 * Seeded generators of hostile HTTP input for the fuzz test: ids and paths that are not what
 * they claim, bodies mutated from valid payloads (wrong types, missing fields, huge numbers,
 * prototype keys, unicode, deep nesting, long strings), junk query strings and headers.
 * Everything comes from one seeded `Random`, so a failure replays with the same seed.
 */

/** A seeded pseudo-random source (mulberry32): the same seed gives the same sequence. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, max). */
  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
}

/** One request to send: `body` is the exact text sent (a JSON text or not), none for a GET. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * A number written into a JSON text as it is (a JS number would be rounded or refused by
 * `JSON.stringify` first): `17-digit ids`, beyond 2^53, overflowing to Infinity, -0.
 */
const RAW_NUMBERS = ['76561198389696579', '18446744073709551615', '9007199254740993', '1e400', '-1e400', '-0', '1e-400', '0.1'];
const RAW = (text: string) => `\u0001${text}\u0001`;

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const STRINGS = [
  '',
  ' ',
  '0',
  '-0',
  '007',
  '1e17',
  'NaN',
  'Infinity',
  'null',
  ...PROTOTYPE_KEYS,
  '\u0000',
  '\ud800',
  '😀'.repeat(40),
  'ŻółćΩ語',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "'; DROP TABLE events; --",
  '../../etc/passwd',
  '%E0%A4%A',
  '{"data":',
];
const NUMBERS = [0, -1, 1.5, 8, 9, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308];

/** A deeply nested array, as JSON text: deeper than any walk should go. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** A value of the wrong kind: any JSON type, a prototype key object, deep nesting, a raw number. */
function junkValue(random: Random): unknown {
  switch (random.int(8)) {
    case 0:
      return random.pick(STRINGS);
    case 1:
      return random.pick(NUMBERS);
    case 2:
      return random.pick([null, true, false, [], {}]);
    case 3:
      return RAW(random.pick(RAW_NUMBERS));
    case 4:
      return JSON.parse(`{"${random.pick(PROTOTYPE_KEYS)}": {"polluted": true}}`);
    case 5:
      return RAW(nested(random.pick([40, 2_000, 60_000])));
    case 6:
      return Array.from({ length: random.pick([9, 100, 5_000]) }, () => random.pick(STRINGS.slice(0, 12)));
    default:
      return { nested: { deeper: [random.pick(STRINGS), random.pick(NUMBERS)] } };
  }
}

/** Every path into a JSON value (object keys and array indexes), the value itself first. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (out.length > 400 || value === null || typeof value !== 'object') return out;
  for (const [key, child] of Object.entries(value)) pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key], out);
  return out;
}

function parentOf(root: unknown, path: (string | number)[]): Record<string | number, unknown> | undefined {
  let node = root as Record<string | number, unknown> | undefined;
  for (const key of path.slice(0, -1)) node = node?.[key] as Record<string | number, unknown> | undefined;
  return node !== null && typeof node === 'object' ? node : undefined;
}

/**
 * A copy of a valid payload with one to three mutations: a field set to a junk value, deleted,
 * a prototype key added, a 17-digit id turned into a raw JSON number, or the whole replaced.
 */
export function mutate(random: Random, valid: unknown): unknown {
  let value = structuredClone(valid);
  for (let round = 1 + random.int(3); round > 0; round -= 1) {
    const path = random.pick(pathsOf(value));
    const parent = parentOf(value, path);
    const key = path[path.length - 1];
    if (path.length === 0 || !parent) {
      value = random.chance(0.5) ? junkValue(random) : value;
      continue;
    }
    const own = parent;
    const operation = random.int(5);
    if (operation === 0) delete own[key];
    else if (operation === 1)
      Object.defineProperty(own, random.pick(PROTOTYPE_KEYS), {
        value: junkValue(random),
        enumerable: true,
        configurable: true,
        writable: true,
      });
    else if (operation === 2 && typeof own[key] === 'string' && /^\d+$/.test(own[key])) own[key] = RAW(own[key]);
    else own[key] = junkValue(random);
  }
  return value;
}

/** JSON text of a value, raw numbers and nesting markers written as they are. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001([^"]*)\\u0001"/g, '$1');
}

const STEAM_IDS = [
  '76561197960956468',
  '76561197960265729',
  '76561197960265728',
  '0',
  '-1',
  '7656119796095646',
  '765611979609564680',
  '1e17',
];
const GAME_IDS = ['6617222774', '1', '0', '-0', '007', '18446744073709551616', '1.5', '0x10'];
const PATH_JUNK = [
  'constructor',
  '__proto__',
  '%E0%A4%A',
  '%00',
  '..%2f..%2fetc%2fpasswd',
  '%F0%9F%98%80',
  '%20',
  'x'.repeat(300),
  '%',
  '%25',
  'a%2Fb',
];
const SITE_PATHS = [
  '',
  'games/6617222774',
  'players/76561197960956468',
  'api',
  'api/',
  'api/nothing',
  'favicon.svg',
  'assets/missing.js',
  'index.html',
  '404',
  'a'.repeat(2_000),
];

/** A value for a path parameter: a valid or unknown id, or junk (bad encodings, prototype keys, long). */
export function pathParam(random: Random, name: string): string {
  if (name === 'path') return random.chance(0.7) ? random.pick(SITE_PATHS) : random.pick(PATH_JUNK);
  const ids = name === 'steam_id' ? STEAM_IDS : GAME_IDS;
  return random.chance(0.5) ? random.pick(ids) : random.pick(PATH_JUNK);
}

/** A query string (with its `?`) for a route: its own parameters and junk, values wrong or right. */
export function queryString(random: Random, route: RouteSpec): string {
  if (random.chance(0.3)) return '';
  const names = [...Object.keys(route.query?.shape ?? {}), 'page', 'per_page', '__proto__', 'constructor[prototype]', 'openid.mode', 'x'];
  const pairs = Array.from({ length: 1 + random.int(4) }, () => {
    const value = random.chance(0.5) ? String(random.pick(NUMBERS)) : random.pick([...STRINGS.slice(0, 18), ...PATH_JUNK]);
    return `${random.pick(names)}=${/%/.test(value) ? value : encodeLoosely(value)}`;
  });
  return `?${pairs.join('&')}`;
}

/** Percent-encodes a string; a lone surrogate (no UTF-8 form) as its invalid three bytes, as a sloppy client would. */
function encodeLoosely(value: string): string {
  return value.replace(/[^]/gu, (char) => (char.length === 1 && /[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)));
}

/** Junk request headers (never those a fetch client refuses to set): cookies, content types, forwarding, ranges. */
export function junkHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  const options: [string, string[]][] = [
    ['cookie', ['arena.sid=garbage', 'arena.sid=s%3Aforged.sig', '__proto__=1', 'a'.repeat(3_000)]],
    ['x-forwarded-for', ['not-an-ip', '1.2.3.4, 5.6.7.8', '::ffff:127.0.0.1']],
    ['referer', ['http://evil.example/page', 'not a url', '']],
    ['origin', ['http://evil.example', 'null']],
    ['x-read-after', ['-1', '1e400', 'constructor', '99999999999']],
    ['range', ['bytes=999999-', 'bytes=x-y']],
    ['accept', ['*/*', 'text/html', 'application/xml', '']],
    ['accept-encoding', ['gzip', 'br', 'identity;q=0']],
  ];
  for (const [name, values] of options) if (random.chance(0.15)) headers[name] = random.pick(values);
  return headers;
}

/** A content type for a body: JSON mostly, sometimes wrong, charset-odd or none. */
export function contentType(random: Random): string | undefined {
  if (random.chance(0.8)) return 'application/json';
  return random.pick([
    undefined,
    'text/plain',
    'application/json; charset=latin1',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ]);
}

/** Body text that is not JSON at all, or JSON far too large or deep for any handler. */
export function brokenBody(random: Random): string {
  return random.pick([
    '{"data": ',
    '',
    'null',
    '[]',
    '"just a string"',
    '{"data":"{oops"}',
    nested(100_000),
    `{"data":"${'x'.repeat(600_000)}"}`,
    '\u0000\u0001\u0002',
  ]);
}
