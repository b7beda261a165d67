import type { GameDetail } from '../../shared/api/types';
import { copiedSummary } from './copy-summary';

const player = (place: number, god: string, hero: string, ability: string, level: number) => ({
  steam_id: `7656119800000000${place}`,
  username: `p${place}`,
  avatar: null,
  place,
  rounds: 10,
  wins: 5,
  losses: 5,
  god,
  ladder_mmr: 100,
  ladder_mmr_change: 10,
  end_time: 600,
  heroes: [{ hero_name: hero, tier: 2, abilities: [{ ability_name: ability, ability_level: level, is_ultimate: false, icon: 'x' }] }],
});

describe('copiedSummary: what the copy button copies', () => {
  test("per player in place order: index = place - 1, god, heroes' names and their abilities' names and levels, nothing else", () => {
    const game: GameDetail = {
      game_id: '1',
      created_at: '2026-01-01T00:00:00.000Z',
      duration: 100,
      rounds: 10,
      ranked: true,
      cheats_enabled: false,
      players: [
        player(2, 'rix', 'npc_dota_hero_axe', 'axe_berserkers_call', 6),
        player(1, 'pudge', 'npc_dota_hero_lina', 'lina_laguna_blade', 9),
      ],
    };
    expect(copiedSummary(game)).toEqual([
      { playerId: 0, god: 'pudge', heroes: [{ name: 'npc_dota_hero_lina', abilities: [{ name: 'lina_laguna_blade', level: 9 }] }] },
      { playerId: 1, god: 'rix', heroes: [{ name: 'npc_dota_hero_axe', abilities: [{ name: 'axe_berserkers_call', level: 6 }] }] },
    ]);
  });
});
