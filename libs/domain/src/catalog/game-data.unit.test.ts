import { icons as GAME_ICONS } from '@iconify-json/game-icons';
import SAMPLE_GAME from '../../../../../shared/data/game-6617222774.json';
import { FALLBACK_GOD_ICON, GODS, GODS_BY_ID, SPELLS, SPELLS_BY_ID, godIcon, heroImage, spellImage, type Localized } from './index';

interface SampleAbility {
  name: string;
  isUltimate: boolean;
}
interface SamplePlayer {
  god: string;
  heroes: { name: string; abilities: SampleAbility[] }[];
}

const CJK = /[\u3400-\u9fff]/;

function sampleAbilities(): Map<string, boolean> {
  const players: SamplePlayer[] = SAMPLE_GAME;
  const abilities = new Map<string, boolean>();
  for (const player of players) {
    for (const hero of player.heroes) {
      for (const ability of hero.abilities) abilities.set(ability.name, ability.isUltimate);
    }
  }
  return abilities;
}

function iconNames(): Set<string> {
  const json = GAME_ICONS;
  const names = [...Object.keys(json.icons), ...Object.keys(json.aliases ?? {})];
  return new Set(names.map((name) => `${json.prefix}:${name}`));
}

function expectText(text: Localized, where: string): void {
  expect({ where, en: text.en.trim().length > 0 }).toEqual({ where, en: true });
  expect({ where, cn: text.cn.trim().length > 0 }).toEqual({ where, cn: true });
}

function expectChinese(text: Localized, where: string): void {
  expect({ where, cjk: CJK.test(text.cn) }).toEqual({ where, cjk: true });
}

describe('spell pool', () => {
  it('has exactly 150 spells with unique ids', () => {
    expect(SPELLS).toHaveLength(150);
    expect(new Set(SPELLS.map((spell) => spell.id)).size).toBe(150);
    expect(SPELLS_BY_ID.size).toBe(150);
  });

  it('contains every ability of the sample game with the same ultimate flag', () => {
    expect(SAMPLE_GAME).toHaveLength(8);
    const abilities = sampleAbilities();
    expect(abilities.size).toBeGreaterThan(0);
    for (const [id, ultimate] of abilities) {
      const spell = SPELLS_BY_ID.get(id);
      expect({ id, inPool: spell !== undefined }).toEqual({ id, inPool: true });
      expect({ id, ultimate: spell?.ultimate }).toEqual({ id, ultimate });
    }
  });

  it('has a sensible number of ultimates', () => {
    const ultimates = SPELLS.filter((spell) => spell.ultimate).length;
    expect(ultimates).toBeGreaterThanOrEqual(25);
    expect(ultimates).toBeLessThanOrEqual(35);
  });

  it('has English and Chinese texts for every spell, and for every upgrade and difference it states', () => {
    for (const spell of SPELLS) {
      expect(spell.hero).toMatch(/^[a-z_]+$/);
      for (const key of ['name', 'description', 'super', 'gaben', 'difference'] as const) {
        const text = spell[key];
        if (text === null) continue;
        expectText(text, `${spell.id}.${key}`);
        expectChinese(text, `${spell.id}.${key}`);
      }
    }
  });

  it('states the Super and Gaben upgrades of a spell exactly when it has published numbers, never one without the other', () => {
    for (const spell of SPELLS) {
      const published = spell.cooldowns.length > 0 || spell.figures.length > 0;
      expect({ id: spell.id, super: spell.super !== null, gaben: spell.gaben !== null }).toEqual({
        id: spell.id,
        super: published,
        gaben: published,
      });
      if (!published) expect({ id: spell.id, difference: spell.difference }).toEqual({ id: spell.id, difference: null });
      for (const figure of spell.figures) {
        expectChinese(figure.label, `${spell.id}.${figure.label.en}`);
        expect([1, 3]).toContain(figure.values.length);
      }
    }
    // every spell of the real game 6617222774 has them
    for (const id of sampleAbilities().keys()) expect({ id, super: SPELLS_BY_ID.get(id)?.super !== null }).toEqual({ id, super: true });
  });

  it('derives image names from ids', () => {
    expect(spellImage('custom_abaddon_curse_of_avernus')).toBe('abaddon_curse_of_avernus');
    expect(spellImage('life_stealer_feast')).toBe('life_stealer_feast');
    expect(heroImage('npc_dota_hero_ursa')).toBe('ursa');
    expect(heroImage('ursa')).toBe('ursa');
  });
});

describe('god catalog', () => {
  const expectedIds = [
    'dazzle',
    'runeGod',
    'legionCommander',
    'brewmaster',
    'spiritBreaker',
    'sorlaKhan',
    'pudge',
    'rix',
    'shopkeeper',
    'rubick',
    'lifestealer',
    'ogreMagi',
    'aghanim',
    'ladyAnshu',
    'donkeyAghanim',
    'gambler',
    'phantomAssassin',
    'alchemist',
    'kanna',
    'crystalMaiden',
    'tinker',
    'bloodseeker',
    'centaur',
    'tomeGod',
    'jmuy',
    'selemene',
    'boomer',
    'toyPudge',
    'terrorist',
    'glados',
    'bonelessAghanim',
    'chaosGod',
    'towerGod',
    'icefrog',
  ];

  it('has exactly the 34 gods in order', () => {
    expect(GODS.map((god) => god.id)).toEqual(expectedIds);
    expect(GODS_BY_ID.size).toBe(34);
  });

  it('uses icons that exist in @iconify-json/game-icons', () => {
    const icons = iconNames();
    for (const god of GODS) {
      expect({ god: god.id, icon: god.icon, exists: icons.has(god.icon) }).toEqual({
        god: god.id,
        icon: god.icon,
        exists: true,
      });
    }
    expect(icons.has(FALLBACK_GOD_ICON)).toBe(true);
  });

  it('gives every god texts, and every power texts and figures it can show', () => {
    for (const god of GODS) {
      expectText(god.name, `${god.id}.name`);
      expect(god.powers.length).toBeLessThanOrEqual(3);
      for (const power of god.powers) {
        const where = `${god.id}.${power.id}`;
        expectText(power.name, `${where}.name`);
        expectText(power.description, `${where}.description`);
        expectChinese(power.description, `${where}.description`);
        for (const figure of power.figures) {
          expectText(figure.label, `${where}.${figure.id}`);
          expectChinese(figure.label, `${where}.${figure.id}`);
          expect({ where: `${where}.${figure.id}`, finite: figure.values.length > 0 && figure.values.every(Number.isFinite) }).toEqual({
            where: `${where}.${figure.id}`,
            finite: true,
          });
          // a figure by shop level has one value per level, at most the shop's 5
          if (figure.per === 'shop_level') expect(figure.values.length).toBeLessThanOrEqual(5);
          // a figure by tier has as many values as the power has tiers
          if (figure.per === 'tier') expect(figure.values.length).toBe(power.figures.find((f) => f.id === 'pointsRequired')?.values.length);
        }
      }
    }
  });

  it('falls back to a generic icon for gods it does not know', () => {
    expect(GODS_BY_ID.has('cloudGod')).toBe(false);
    expect(godIcon('cloudGod')).toBe(FALLBACK_GOD_ICON);
    expect(godIcon('pudge')).toBe('game-icons:meat-hook');
  });
});
