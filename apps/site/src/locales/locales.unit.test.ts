/**
 * The site's texts: `locales/<lang>/<namespace>.json`, one namespace per feature (named like its
 * folder under `src/features`) plus `common`, the shell's. English is the reference (the typed
 * keys of `shared/i18n/i18next.d.ts` come from it); a text missing in either language fails here:
 * both languages have the same namespaces and, in each, exactly the same keys, no empty string,
 * the same placeholders, and every Chinese text is really Chinese (anything beyond placeholders,
 * numbers and punctuation contains CJK characters). Run by the root jest (its `roots` must
 * include '<rootDir>/apps').
 */
import { NAMESPACES } from './namespaces';

type Tree = { [key: string]: string | Tree };

/** The site's languages (`shared/i18n/i18n.ts`): English, the reference, and Chinese. */
const LANGUAGES = ['en', 'cn'] as const;

/** One namespace of one language, loaded the way the site's backend loads it (`import()`). */
async function load(lang: string, ns: string): Promise<Tree> {
  const module = (await import(`./${lang}/${ns}.json`)) as { default: Tree };
  return module.default;
}

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** Language names written in their own language: the menu shows "English" in every language. */
const ENDONYMS = new Set(['common:language.en', 'common:language.cn']);
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** What is left of a text once placeholders, numbers, spaces and punctuation are removed. */
function words(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\$t\([^)]*\)/g, '')
    .replace(/[\p{N}\p{P}\p{S}\p{Z}\s]/gu, '');
}

/** The names of a text's placeholders (`{{count}}`, `{{date, datetime}}` gives `date`), sorted. */
function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
}

describe('site locales: the namespaces', () => {
  it.each(LANGUAGES)('%s has a file for every namespace', async (lang) => {
    const missing: string[] = [];
    for (const ns of NAMESPACES) await load(lang, ns).catch(() => missing.push(ns));
    expect(missing).toEqual([]);
  });
});

describe.each(NAMESPACES)('site locales: namespace %s', (ns) => {
  let en = new Map<string, unknown>();
  let cn = new Map<string, unknown>();
  beforeAll(async () => {
    en = flatten(await load('en', ns));
    cn = flatten(await load('cn', ns));
    expect(en.size).toBeGreaterThan(0);
  });

  it('en and cn have exactly the same keys', () => {
    const onlyEn = [...en.keys()].filter((k) => !cn.has(k));
    const onlyCn = [...cn.keys()].filter((k) => !en.has(k));
    expect({ onlyEn, onlyCn }).toEqual({ onlyEn: [], onlyCn: [] });
  });

  it('every value is a non-empty string', () => {
    for (const [name, table] of [
      ['en', en],
      ['cn', cn],
    ] as const) {
      const bad = [...table].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => `${name}:${k}`);
      expect(bad).toEqual([]);
    }
  });

  it('every Chinese text that has words contains CJK characters', () => {
    const notChinese = [...cn]
      .filter(([key, value]) => !ENDONYMS.has(`${ns}:${key}`) && typeof value === 'string')
      .filter(([, value]) => words(value as string) !== '' && !CJK.test(value as string))
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(notChinese).toEqual([]);
  });

  it('both languages use the same placeholders for each key', () => {
    const mismatched = [...en.keys()]
      .filter((k) => cn.has(k))
      .filter((k) => JSON.stringify(placeholders(en.get(k))) !== JSON.stringify(placeholders(cn.get(k))));
    expect(mismatched).toEqual([]);
  });
});
