import SAMPLE_GAME from '../../../../../shared/data/game-6617222774.json';
import { HEROES, SPELLS, heroImage } from './index';

const CJK = /[\u3400-\u9fff]/;
const ids = new Set(HEROES.map((hero) => hero.id));

describe('hero catalog', () => {
  it('has no duplicate ids, and every id is an internal hero name', () => {
    expect(ids.size).toBe(HEROES.length);
    for (const hero of HEROES) expect(hero.id).toMatch(/^npc_dota_hero_[a-z_]+$/);
  });

  it('has an English and a Chinese name for every hero', () => {
    for (const hero of HEROES) {
      expect({ id: hero.id, en: hero.name.en.trim().length > 0 }).toEqual({ id: hero.id, en: true });
      expect({ id: hero.id, cn: hero.name.cn.trim().length > 0 }).toEqual({ id: hero.id, cn: true });
    }
  });

  it('covers every hero the spell pool draws from', () => {
    const spellHeroes = new Set(SPELLS.map((spell) => `npc_dota_hero_${spell.hero}`));
    expect(spellHeroes.size).toBeGreaterThan(50);
    for (const id of spellHeroes) expect({ id, known: ids.has(id) }).toEqual({ id, known: true });
  });

  it('covers every hero of the sample game, each with a Chinese name in Chinese script', () => {
    const players: { heroes: { name: string }[] }[] = SAMPLE_GAME;
    const played = new Set(players.flatMap((player) => player.heroes.map((hero) => hero.name)));
    expect(played.size).toBeGreaterThan(10);
    for (const id of played) {
      const hero = HEROES.find((h) => h.id === id);
      expect({ id, known: hero !== undefined }).toEqual({ id, known: true });
      expect({ id, chinese: CJK.test(hero?.name.cn ?? '') }).toEqual({ id, chinese: true });
    }
  });

  it('names heroes by their public names, not their internal ones', () => {
    const byImage = new Map(HEROES.map((hero) => [heroImage(hero.id), hero.name]));
    expect(byImage.get('nevermore')).toEqual({ en: 'Shadow Fiend', cn: '影魔' });
    expect(byImage.get('zuus')).toEqual({ en: 'Zeus', cn: '宙斯' });
    expect(byImage.get('skeleton_king')?.en).toBe('Wraith King');
  });
});
