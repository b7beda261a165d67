/**
 * The hero catalog: every Dota 2 hero by the internal name game servers send in results
 * (`heroes[].hero_name`, e.g. `npc_dota_hero_nevermore`), with its name in English and in
 * Simplified Chinese, so pages never show a humanized internal name ("Nevermore" is Shadow Fiend).
 *
 * Where the names come from (facts, copied as published):
 * - English: Valve's `localized_name` of each hero as published by OpenDota's `dotaconstants`
 *   package (`build/heroes.json`, version 10.8.0); the same package gives the list of heroes.
 * - Simplified Chinese: Valve's Perfect World localization, the "Hero Names" block of the game's
 *   `resource/localization/dota_schinese.txt` (as tracked by SteamDatabase's GameTracking-Dota2),
 *   which covers every hero up to Primal Beast (Valve writes it 獸); cross-checked against an
 *   independent public mapping of `npc_dota_hero_*` to Chinese names, which agrees except for its
 *   older or simplified spellings of Viper and Primal Beast, where Valve's text is kept.
 * - Muerta (琼英碧灵) and Ring Master (百戏大王) are newer than the localization file we could read:
 *   their names come from several independent public hero-name tables that agree.
 * - Kez and Largo: the public tables disagree on their Chinese names, so none is established; they
 *   keep their English names on Chinese pages (`cn` equals `en`).
 *
 * Game results can name heroes this catalog does not know yet (new heroes): pages fall back to a
 * readable form of the internal name for those.
 */
import type { Localized } from './localized';

export interface Hero {
  /** Internal name as game servers send it, e.g. `npc_dota_hero_axe`. */
  id: string;
  name: Localized;
}

export const HEROES: readonly Hero[] = [
  { id: 'npc_dota_hero_abaddon', name: { en: 'Abaddon', cn: '亚巴顿' } },
  { id: 'npc_dota_hero_abyssal_underlord', name: { en: 'Underlord', cn: '孽主' } },
  { id: 'npc_dota_hero_alchemist', name: { en: 'Alchemist', cn: '炼金术士' } },
  { id: 'npc_dota_hero_ancient_apparition', name: { en: 'Ancient Apparition', cn: '远古冰魄' } },
  { id: 'npc_dota_hero_antimage', name: { en: 'Anti-Mage', cn: '敌法师' } },
  { id: 'npc_dota_hero_arc_warden', name: { en: 'Arc Warden', cn: '天穹守望者' } },
  { id: 'npc_dota_hero_axe', name: { en: 'Axe', cn: '斧王' } },
  { id: 'npc_dota_hero_bane', name: { en: 'Bane', cn: '祸乱之源' } },
  { id: 'npc_dota_hero_batrider', name: { en: 'Batrider', cn: '蝙蝠骑士' } },
  { id: 'npc_dota_hero_beastmaster', name: { en: 'Beastmaster', cn: '兽王' } },
  { id: 'npc_dota_hero_bloodseeker', name: { en: 'Bloodseeker', cn: '血魔' } },
  { id: 'npc_dota_hero_bounty_hunter', name: { en: 'Bounty Hunter', cn: '赏金猎人' } },
  { id: 'npc_dota_hero_brewmaster', name: { en: 'Brewmaster', cn: '酒仙' } },
  { id: 'npc_dota_hero_bristleback', name: { en: 'Bristleback', cn: '钢背兽' } },
  { id: 'npc_dota_hero_broodmother', name: { en: 'Broodmother', cn: '育母蜘蛛' } },
  { id: 'npc_dota_hero_centaur', name: { en: 'Centaur Warrunner', cn: '半人马战行者' } },
  { id: 'npc_dota_hero_chaos_knight', name: { en: 'Chaos Knight', cn: '混沌骑士' } },
  { id: 'npc_dota_hero_chen', name: { en: 'Chen', cn: '陈' } },
  { id: 'npc_dota_hero_clinkz', name: { en: 'Clinkz', cn: '克林克兹' } },
  { id: 'npc_dota_hero_crystal_maiden', name: { en: 'Crystal Maiden', cn: '水晶室女' } },
  { id: 'npc_dota_hero_dark_seer', name: { en: 'Dark Seer', cn: '黑暗贤者' } },
  { id: 'npc_dota_hero_dark_willow', name: { en: 'Dark Willow', cn: '邪影芳灵' } },
  { id: 'npc_dota_hero_dawnbreaker', name: { en: 'Dawnbreaker', cn: '破晓辰星' } },
  { id: 'npc_dota_hero_dazzle', name: { en: 'Dazzle', cn: '戴泽' } },
  { id: 'npc_dota_hero_death_prophet', name: { en: 'Death Prophet', cn: '死亡先知' } },
  { id: 'npc_dota_hero_disruptor', name: { en: 'Disruptor', cn: '干扰者' } },
  { id: 'npc_dota_hero_doom_bringer', name: { en: 'Doom', cn: '末日使者' } },
  { id: 'npc_dota_hero_dragon_knight', name: { en: 'Dragon Knight', cn: '龙骑士' } },
  { id: 'npc_dota_hero_drow_ranger', name: { en: 'Drow Ranger', cn: '卓尔游侠' } },
  { id: 'npc_dota_hero_earth_spirit', name: { en: 'Earth Spirit', cn: '大地之灵' } },
  { id: 'npc_dota_hero_earthshaker', name: { en: 'Earthshaker', cn: '撼地者' } },
  { id: 'npc_dota_hero_elder_titan', name: { en: 'Elder Titan', cn: '上古巨神' } },
  { id: 'npc_dota_hero_ember_spirit', name: { en: 'Ember Spirit', cn: '灰烬之灵' } },
  { id: 'npc_dota_hero_enchantress', name: { en: 'Enchantress', cn: '魅惑魔女' } },
  { id: 'npc_dota_hero_enigma', name: { en: 'Enigma', cn: '谜团' } },
  { id: 'npc_dota_hero_faceless_void', name: { en: 'Faceless Void', cn: '虚空假面' } },
  { id: 'npc_dota_hero_furion', name: { en: 'Nature\'s Prophet', cn: '先知' } },
  { id: 'npc_dota_hero_grimstroke', name: { en: 'Grimstroke', cn: '天涯墨客' } },
  { id: 'npc_dota_hero_gyrocopter', name: { en: 'Gyrocopter', cn: '矮人直升机' } },
  { id: 'npc_dota_hero_hoodwink', name: { en: 'Hoodwink', cn: '森海飞霞' } },
  { id: 'npc_dota_hero_huskar', name: { en: 'Huskar', cn: '哈斯卡' } },
  { id: 'npc_dota_hero_invoker', name: { en: 'Invoker', cn: '祈求者' } },
  { id: 'npc_dota_hero_jakiro', name: { en: 'Jakiro', cn: '杰奇洛' } },
  { id: 'npc_dota_hero_juggernaut', name: { en: 'Juggernaut', cn: '主宰' } },
  { id: 'npc_dota_hero_keeper_of_the_light', name: { en: 'Keeper of the Light', cn: '光之守卫' } },
  { id: 'npc_dota_hero_kez', name: { en: 'Kez', cn: 'Kez' } }, // no established Chinese name: English on Chinese pages
  { id: 'npc_dota_hero_kunkka', name: { en: 'Kunkka', cn: '昆卡' } },
  { id: 'npc_dota_hero_largo', name: { en: 'Largo', cn: 'Largo' } }, // no established Chinese name: English on Chinese pages
  { id: 'npc_dota_hero_legion_commander', name: { en: 'Legion Commander', cn: '军团指挥官' } },
  { id: 'npc_dota_hero_leshrac', name: { en: 'Leshrac', cn: '拉席克' } },
  { id: 'npc_dota_hero_lich', name: { en: 'Lich', cn: '巫妖' } },
  { id: 'npc_dota_hero_life_stealer', name: { en: 'Lifestealer', cn: '噬魂鬼' } },
  { id: 'npc_dota_hero_lina', name: { en: 'Lina', cn: '莉娜' } },
  { id: 'npc_dota_hero_lion', name: { en: 'Lion', cn: '莱恩' } },
  { id: 'npc_dota_hero_lone_druid', name: { en: 'Lone Druid', cn: '德鲁伊' } },
  { id: 'npc_dota_hero_luna', name: { en: 'Luna', cn: '露娜' } },
  { id: 'npc_dota_hero_lycan', name: { en: 'Lycan', cn: '狼人' } },
  { id: 'npc_dota_hero_magnataur', name: { en: 'Magnus', cn: '马格纳斯' } },
  { id: 'npc_dota_hero_marci', name: { en: 'Marci', cn: '玛西' } },
  { id: 'npc_dota_hero_mars', name: { en: 'Mars', cn: '玛尔斯' } },
  { id: 'npc_dota_hero_medusa', name: { en: 'Medusa', cn: '美杜莎' } },
  { id: 'npc_dota_hero_meepo', name: { en: 'Meepo', cn: '米波' } },
  { id: 'npc_dota_hero_mirana', name: { en: 'Mirana', cn: '米拉娜' } },
  { id: 'npc_dota_hero_monkey_king', name: { en: 'Monkey King', cn: '齐天大圣' } },
  { id: 'npc_dota_hero_morphling', name: { en: 'Morphling', cn: '变体精灵' } },
  { id: 'npc_dota_hero_muerta', name: { en: 'Muerta', cn: '琼英碧灵' } }, // Chinese name from public hero-name tables (see above)
  { id: 'npc_dota_hero_naga_siren', name: { en: 'Naga Siren', cn: '娜迦海妖' } },
  { id: 'npc_dota_hero_necrolyte', name: { en: 'Necrophos', cn: '瘟疫法师' } },
  { id: 'npc_dota_hero_nevermore', name: { en: 'Shadow Fiend', cn: '影魔' } },
  { id: 'npc_dota_hero_night_stalker', name: { en: 'Night Stalker', cn: '暗夜魔王' } },
  { id: 'npc_dota_hero_nyx_assassin', name: { en: 'Nyx Assassin', cn: '司夜刺客' } },
  { id: 'npc_dota_hero_obsidian_destroyer', name: { en: 'Outworld Devourer', cn: '殁境神蚀者' } },
  { id: 'npc_dota_hero_ogre_magi', name: { en: 'Ogre Magi', cn: '食人魔魔法师' } },
  { id: 'npc_dota_hero_omniknight', name: { en: 'Omniknight', cn: '全能骑士' } },
  { id: 'npc_dota_hero_oracle', name: { en: 'Oracle', cn: '神谕者' } },
  { id: 'npc_dota_hero_pangolier', name: { en: 'Pangolier', cn: '石鳞剑士' } },
  { id: 'npc_dota_hero_phantom_assassin', name: { en: 'Phantom Assassin', cn: '幻影刺客' } },
  { id: 'npc_dota_hero_phantom_lancer', name: { en: 'Phantom Lancer', cn: '幻影长矛手' } },
  { id: 'npc_dota_hero_phoenix', name: { en: 'Phoenix', cn: '凤凰' } },
  { id: 'npc_dota_hero_primal_beast', name: { en: 'Primal Beast', cn: '獸' } },
  { id: 'npc_dota_hero_puck', name: { en: 'Puck', cn: '帕克' } },
  { id: 'npc_dota_hero_pudge', name: { en: 'Pudge', cn: '帕吉' } },
  { id: 'npc_dota_hero_pugna', name: { en: 'Pugna', cn: '帕格纳' } },
  { id: 'npc_dota_hero_queenofpain', name: { en: 'Queen of Pain', cn: '痛苦女王' } },
  { id: 'npc_dota_hero_rattletrap', name: { en: 'Clockwerk', cn: '发条技师' } },
  { id: 'npc_dota_hero_razor', name: { en: 'Razor', cn: '剃刀' } },
  { id: 'npc_dota_hero_riki', name: { en: 'Riki', cn: '力丸' } },
  { id: 'npc_dota_hero_ringmaster', name: { en: 'Ring Master', cn: '百戏大王' } }, // Chinese name from public hero-name tables (see above)
  { id: 'npc_dota_hero_rubick', name: { en: 'Rubick', cn: '拉比克' } },
  { id: 'npc_dota_hero_sand_king', name: { en: 'Sand King', cn: '沙王' } },
  { id: 'npc_dota_hero_shadow_demon', name: { en: 'Shadow Demon', cn: '暗影恶魔' } },
  { id: 'npc_dota_hero_shadow_shaman', name: { en: 'Shadow Shaman', cn: '暗影萨满' } },
  { id: 'npc_dota_hero_shredder', name: { en: 'Timbersaw', cn: '伐木机' } },
  { id: 'npc_dota_hero_silencer', name: { en: 'Silencer', cn: '沉默术士' } },
  { id: 'npc_dota_hero_skeleton_king', name: { en: 'Wraith King', cn: '冥魂大帝' } },
  { id: 'npc_dota_hero_skywrath_mage', name: { en: 'Skywrath Mage', cn: '天怒法师' } },
  { id: 'npc_dota_hero_slardar', name: { en: 'Slardar', cn: '斯拉达' } },
  { id: 'npc_dota_hero_slark', name: { en: 'Slark', cn: '斯拉克' } },
  { id: 'npc_dota_hero_snapfire', name: { en: 'Snapfire', cn: '电炎绝手' } },
  { id: 'npc_dota_hero_sniper', name: { en: 'Sniper', cn: '狙击手' } },
  { id: 'npc_dota_hero_spectre', name: { en: 'Spectre', cn: '幽鬼' } },
  { id: 'npc_dota_hero_spirit_breaker', name: { en: 'Spirit Breaker', cn: '裂魂人' } },
  { id: 'npc_dota_hero_storm_spirit', name: { en: 'Storm Spirit', cn: '风暴之灵' } },
  { id: 'npc_dota_hero_sven', name: { en: 'Sven', cn: '斯温' } },
  { id: 'npc_dota_hero_techies', name: { en: 'Techies', cn: '工程师' } },
  { id: 'npc_dota_hero_templar_assassin', name: { en: 'Templar Assassin', cn: '圣堂刺客' } },
  { id: 'npc_dota_hero_terrorblade', name: { en: 'Terrorblade', cn: '恐怖利刃' } },
  { id: 'npc_dota_hero_tidehunter', name: { en: 'Tidehunter', cn: '潮汐猎人' } },
  { id: 'npc_dota_hero_tinker', name: { en: 'Tinker', cn: '修补匠' } },
  { id: 'npc_dota_hero_tiny', name: { en: 'Tiny', cn: '小小' } },
  { id: 'npc_dota_hero_treant', name: { en: 'Treant Protector', cn: '树精卫士' } },
  { id: 'npc_dota_hero_troll_warlord', name: { en: 'Troll Warlord', cn: '巨魔战将' } },
  { id: 'npc_dota_hero_tusk', name: { en: 'Tusk', cn: '巨牙海民' } },
  { id: 'npc_dota_hero_undying', name: { en: 'Undying', cn: '不朽尸王' } },
  { id: 'npc_dota_hero_ursa', name: { en: 'Ursa', cn: '熊战士' } },
  { id: 'npc_dota_hero_vengefulspirit', name: { en: 'Vengeful Spirit', cn: '复仇之魂' } },
  { id: 'npc_dota_hero_venomancer', name: { en: 'Venomancer', cn: '剧毒术士' } },
  { id: 'npc_dota_hero_viper', name: { en: 'Viper', cn: '冥界亚龙' } },
  { id: 'npc_dota_hero_visage', name: { en: 'Visage', cn: '维萨吉' } },
  { id: 'npc_dota_hero_void_spirit', name: { en: 'Void Spirit', cn: '虚无之灵' } },
  { id: 'npc_dota_hero_warlock', name: { en: 'Warlock', cn: '术士' } },
  { id: 'npc_dota_hero_weaver', name: { en: 'Weaver', cn: '编织者' } },
  { id: 'npc_dota_hero_windrunner', name: { en: 'Windranger', cn: '风行者' } },
  { id: 'npc_dota_hero_winter_wyvern', name: { en: 'Winter Wyvern', cn: '寒冬飞龙' } },
  { id: 'npc_dota_hero_wisp', name: { en: 'Io', cn: '艾欧' } },
  { id: 'npc_dota_hero_witch_doctor', name: { en: 'Witch Doctor', cn: '巫医' } },
  { id: 'npc_dota_hero_zuus', name: { en: 'Zeus', cn: '宙斯' } },
];
