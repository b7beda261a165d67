/**
 * The site's two locale files must carry exactly the same keys, no empty strings, and every
 * Chinese text must really be Chinese (anything beyond placeholders, numbers and punctuation
 * contains CJK characters). Run by the root jest (its `roots` must include '<rootDir>/apps').
 * The files are imported as modules, so the test reads nothing from disk itself.
 * The same holds for each pair of page texts loaded with their pages (`store.*.json`,
 * `armory.*.json`, `redeem.*.json`, `partner.*.json`, `gods.*.json`, `progress.*.json`, `profile.*.json`,
 * `battlepass.*.json`, `achievements.*.json`, `stats.*.json`, `lobbies.*.json`, merged into the same namespace), which must
 * not repeat a key of the main files.
 */
import achievementsCnFile from './achievements.cn.json';
import achievementsEnFile from './achievements.en.json';
import armoryCnFile from './armory.cn.json';
import armoryEnFile from './armory.en.json';
import battlePassCnFile from './battlepass.cn.json';
import battlePassEnFile from './battlepass.en.json';
import cnFile from './cn.json';
import enFile from './en.json';
import godsCnFile from './gods.cn.json';
import godsEnFile from './gods.en.json';
import lobbiesCnFile from './lobbies.cn.json';
import lobbiesEnFile from './lobbies.en.json';
import partnerCnFile from './partner.cn.json';
import partnerEnFile from './partner.en.json';
import profileCnFile from './profile.cn.json';
import profileEnFile from './profile.en.json';
import progressCnFile from './progress.cn.json';
import progressEnFile from './progress.en.json';
import redeemCnFile from './redeem.cn.json';
import redeemEnFile from './redeem.en.json';
import statsCnFile from './stats.cn.json';
import statsEnFile from './stats.en.json';
import storeCnFile from './store.cn.json';
import storeEnFile from './store.en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** Language names written in their own language: the menu shows "English" in every language. */
const ENDONYMS = new Set(['language.en', 'language.cn']);
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** What is left of a text once placeholders, numbers, spaces and punctuation are removed. */
function words(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\$t\([^)]*\)/g, '')
    .replace(/[\p{N}\p{P}\p{S}\p{Z}\s]/gu, '');
}

const PAIRS: [string, Tree, Tree][] = [
  ['en.json / cn.json', enFile as Tree, cnFile as Tree],
  ['store.en.json / store.cn.json', storeEnFile as Tree, storeCnFile as Tree],
  ['armory.en.json / armory.cn.json', armoryEnFile as Tree, armoryCnFile as Tree],
  ['redeem.en.json / redeem.cn.json', redeemEnFile as Tree, redeemCnFile as Tree],
  ['gods.en.json / gods.cn.json', godsEnFile as Tree, godsCnFile as Tree],
  ['partner.en.json / partner.cn.json', partnerEnFile as Tree, partnerCnFile as Tree],
  ['progress.en.json / progress.cn.json', progressEnFile as Tree, progressCnFile as Tree],
  ['profile.en.json / profile.cn.json', profileEnFile as Tree, profileCnFile as Tree],
  ['battlepass.en.json / battlepass.cn.json', battlePassEnFile as Tree, battlePassCnFile as Tree],
  ['achievements.en.json / achievements.cn.json', achievementsEnFile as Tree, achievementsCnFile as Tree],
  ['stats.en.json / stats.cn.json', statsEnFile as Tree, statsCnFile as Tree],
  ['lobbies.en.json / lobbies.cn.json', lobbiesEnFile as Tree, lobbiesCnFile as Tree],
];

describe('page texts loaded with their pages', () => {
  it('repeat no key of the main files nor of each other', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const [name, enTree] of PAIRS) {
      for (const key of flatten(enTree).keys()) {
        if (seen.has(key)) repeated.push(`${key} (${seen.get(key)} and ${name})`);
        else seen.set(key, name);
      }
    }
    expect(repeated).toEqual([]);
  });
});

describe.each(PAIRS)('site locales: %s', (_name, enTree, cnTree) => {
  const en = flatten(enTree);
  const cn = flatten(cnTree);

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
      .filter(([key, value]) => !ENDONYMS.has(key) && typeof value === 'string')
      .filter(([, value]) => words(value as string) !== '' && !CJK.test(value as string))
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(notChinese).toEqual([]);
  });

  it('both files use the same placeholders for each key', () => {
    const placeholders = (v: unknown) => [...String(v).matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
    const mismatched = [...en.keys()]
      .filter((k) => cn.has(k))
      .filter((k) => JSON.stringify(placeholders(en.get(k))) !== JSON.stringify(placeholders(cn.get(k))));
    expect(mismatched).toEqual([]);
  });
});
