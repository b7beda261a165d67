/**
 * The structured figures of the spells (docs/game-rules.md "Spells and gods"), by spell id, as the
 * live site publishes them in its ability data: each figure by spell level (1 to 3; one value is
 * the same at every level), the cooldown in seconds and the mana cost by level. Spells the live
 * site publishes nothing for are absent. Generated from that data; the labels are short terms.
 */
import type { Localized } from './localized';

/** One figure of a spell, e.g. its damage per level. */
export interface SpellFigure {
  label: Localized;
  /** One value per spell level, or one value for every level. */
  values: readonly number[];
  /** The values are percentages. */
  percent: boolean;
}

/** What the live site publishes of a spell beside its texts. */
export interface SpellNumbers {
  figures: readonly SpellFigure[];
  /** Cooldown in seconds, per level (one value: every level). */
  cooldowns: readonly number[];
  /** Mana cost per level (one value: every level). */
  manaCosts: readonly number[];
}

function f(en: string, cn: string, values: readonly number[], percent = false): SpellFigure {
  return { label: { en, cn }, values, percent };
}

export const SPELL_NUMBERS: ReadonlyMap<string, SpellNumbers> = new Map<string, SpellNumbers>([
  ['custom_abaddon_aphotic_shield', { figures: [f('Burst radius', '爆裂半径', [575]), f('Duration', '持续时间', [15]), f('Max damage absorbed', '最大吸收伤害', [60, 90, 150])], cooldowns: [12, 10, 6], manaCosts: [100, 110, 130] }],
  ['abaddon_borrowed_time', { figures: [f('Duration', '持续时间', [1, 1.5, 2]), f('Health threshold', '生命临界值', [400])], cooldowns: [60, 50, 40], manaCosts: [0, 0, 0] }],
  ['custom_abaddon_curse_of_avernus', { figures: [f('Basic duration', '基础持续时间', [5]), f('Basic slow', '基础减速', [10, 15, 25], true), f('Curse attack speed', '诅咒攻击速度', [40, 60, 100]), f('Curse duration', '诅咒持续时间', [4.5]), f('Curse slow', '诅咒减速', [15, 30, 60], true)], cooldowns: [], manaCosts: [] }],
  ['custom_alchemist_acid_spray', { figures: [f('Armor reduction', '护甲降低', [4, 5, 7]), f('Damage per second', '每秒伤害', [15, 20, 30]), f('Duration', '持续时间', [16]), f('Radius', '范围', [475])], cooldowns: [22], manaCosts: [130, 140, 160] }],
  ['alchemist_chemical_rage', { figures: [f('Base attack time (melee)', '基础攻击时间（近战）', [1.4, 1.3, 1.2]), f('Base attack time (ranged)', '基础攻击时间（远程）', [1.6, 1.5, 1.4]), f('Bonus health regen', '额外生命值恢复', [40, 60, 80]), f('Bonus move speed', '移动速度提升', [40, 50, 60]), f('Duration', '持续时间', [30])], cooldowns: [60], manaCosts: [50, 75, 100] }],
  ['antimage_mana_break', { figures: [f('Mana burned as damage', '损毁魔法值伤害系数', [50], true), f('Mana burned per hit', '每次攻击损毁魔法', [28, 40, 64]), f('Max mana burned per hit', '每次攻击损毁最大魔法值', [1, 1.8, 3.4], true), f('Move speed slow on full drain', '魔法耗尽时减速', [25, 30, 40], true), f('Slow duration', '减速持续时间', [0.75])], cooldowns: [], manaCosts: [] }],
  ['arc_warden_magnetic_field', { figures: [f('Attack speed bonus', '攻击速度加成', [50, 60, 80]), f('Duration', '持续时间', [3.5, 4.5, 6.5]), f('Evasion bonus', '闪避加成', [100], true), f('Radius', '作用范围', [375])], cooldowns: [20], manaCosts: [50, 70, 110] }],
  ['custom_axe_counter_helix', { figures: [f('Chance to helix', '触发几率', [17, 18, 20], true), f('Damage', '伤害', [60, 100, 180]), f('Radius', '范围', [375])], cooldowns: [0.3], manaCosts: [] }],
  ['axe_culling_blade', { figures: [f('Armor per kill', '每击杀护甲', [1]), f('Kill attack speed bonus', '击杀攻击速度加成', [30]), f('Kill move speed bonus', '击杀移动速度加成', [30], true), f('Kill speed duration', '击杀速度持续时间', [6]), f('Kill speed radius', '击杀速度范围', [900]), f('Kill threshold', '击杀生命值阈限', [250, 350, 450])], cooldowns: [75, 65, 55], manaCosts: [60, 100, 140] }],
  ['beastmaster_wild_axes', { figures: [f('Cast range', '施法距离', [1500]), f('Damage amp per stack', '每把加深伤害', [6, 8, 12], true), f('Damage per axe', '每把飞斧伤害', [40, 70, 130]), f('Debuff duration', '负面效果持续时间', [12])], cooldowns: [8], manaCosts: [65] }],
  ['bloodseeker_bloodrage', { figures: [f('Attack speed', '攻击速度', [60, 90, 150]), f('Duration', '持续时间', [8]), f('Max health damage per second', '每秒最大生命值伤害', [2], true), f('Spell amplification', '技能增强', [15, 20, 30], true)], cooldowns: [14, 12, 8], manaCosts: [25] }],
  ['bristleback_quill_spray', { figures: [f('Max damage', '最大伤害', [550]), f('Quill base damage', '刺针基础伤害', [25, 45, 85]), f('Quill stack damage', '刺针叠加伤害', [21, 25, 33]), f('Radius', '范围', [700]), f('Stack duration', '叠加时间', [14])], cooldowns: [3], manaCosts: [35] }],
  ['bristleback_warpath', { figures: [f('Damage per stack', '每次叠加提升攻击力', [20, 25, 30]), f('Max stacks', '最大叠加次数', [6, 8, 10]), f('Movement per stack', '每次叠加提升移动速度', [3, 4, 5], true), f('Stack duration', '战意叠加持续时间', [16, 18, 20])], cooldowns: [], manaCosts: [] }],
  ['centaur_double_edge', { figures: [f('Damage', '伤害', [120, 180, 300]), f('Strength damage', '力量伤害', [70, 110, 190], true)], cooldowns: [4], manaCosts: [0, 0, 0] }],
  ['custom_chaos_knight_chaos_strike', { figures: [f('Chance', '几率', [33.33], true), f('Critical lifesteal', '致命吸血', [24, 36, 60], true), f('Critical max', '最高临界', [140, 175, 245], true), f('Critical min', '最低临界', [120], true)], cooldowns: [], manaCosts: [] }],
  ['custom_crystal_maiden_brilliance_aura', { figures: [f('Ally bonus factor', '友方加成因子', [1]), f('Close mana regen', '近距离魔法恢复', [1.2, 1.8, 3]), f('Mana regen', '魔法恢复', [1.5, 3, 6]), f('Mana restored per cast', '每次施放魔法回复', [20, 40, 80]), f('Self bonus factor', '自身加成因子', [2]), f('Self mana regen', '自身魔法恢复', [2.4, 3.6, 6])], cooldowns: [], manaCosts: [] }],
  ['custom_crystal_maiden_freezing_field', { figures: [f('Attack slow', '攻击速度减缓', [-60]), f('Bonus armor', '护甲加成', [20]), f('Damage', '伤害', [125, 210, 295]), f('Explosion interval', '爆炸间隔', [0.18]), f('Explosion radius', '爆炸范围', [300]), f('Movement slow', '移动速度减缓', [-30], true), f('Radius', '范围', [600])], cooldowns: [110, 100, 90], manaCosts: [300, 400, 500] }],
  ['crystal_maiden_frostbite', { figures: [f('Cast range', '施法距离', [700]), f('Cast range', '施法距离', [700]), f('Creep duration', '对非英雄单位持续时间', [10]), f('Damage per second', '每秒伤害', [100]), f('Hero duration', '对英雄单位的持续时间', [1.5, 2, 3])], cooldowns: [9, 8, 6], manaCosts: [125, 135, 155] }],
  ['dark_seer_vacuum', { figures: [f('Cast range', '施法距离', [450, 500, 600]), f('Damage', '伤害', [100, 150, 250]), f('Illusion duration', '幻象持续时间', [8]), f('Radius', '范围', [225, 275, 375])], cooldowns: [60, 50, 30], manaCosts: [60, 90, 150] }],
  ['custom_dawnbreaker_luminosity', { figures: [f('Creep heal penalty', '小兵治疗惩罚', [50], true), f('Critical strike damage', '致命一击伤害', [120, 140, 180], true), f('Healing from heroes', '英雄治疗', [25, 50, 100], true)], cooldowns: [], manaCosts: [] }],
  ['custom_doom_bringer_doom', { figures: [f('Damage per second', '每秒伤害', [30, 45, 60]), f('Duration', '持续时间', [7, 9, 11])], cooldowns: [145], manaCosts: [150, 225, 300] }],
  ['doom_bringer_infernal_blade', { figures: [f('Base burn damage', '基础烧灼伤害', [20, 30, 50]), f('Burn duration', '烧灼持续时间', [4]), f('Max HP as damage', '最大生命值伤害', [1, 2, 4], true), f('Stun duration', '眩晕持续时间', [0.6])], cooldowns: [16, 12, 4], manaCosts: [40] }],
  ['custom_dragon_knight_dragon_blood', { figures: [f('Armor', '护甲', [3, 6, 12]), f('Health regen', '生命恢复', [3, 6, 12])], cooldowns: [], manaCosts: [] }],
  ['custom_drow_ranger_frost_arrows', { figures: [f('Bonus damage', '伤害加成', [7.5, 15, 30]), f('Hypothermia burst damage', '低温爆裂伤害', [30, 40, 60]), f('Hypothermia regen reduction', '低温回复减免', [-2, -3, -5]), f('Movement slow', '移动速度减缓', [-10, -25, -55], true)], cooldowns: [0, 0, 0], manaCosts: [0] }],
  ['drow_ranger_multishot', { figures: [f('Arrow base damage bonus', '箭矢基础伤害加成', [85, 110, 160], true), f('Arrow range multiplier', '箭矢范围乘数', [2]), f('Arrow slow duration', '箭矢减速持续时间', [1.25, 2, 3.5]), f('Arrows per wave', '每波箭矢数', [4]), f('Wave count', '波数', [3])], cooldowns: [24, 20, 12], manaCosts: [50, 70, 110] }],
  ['earthshaker_fissure', { figures: [f('Damage', '伤害', [110, 160, 260]), f('Fissure duration', '沟壑持续时间', [6.5, 7, 8]), f('Fissure range', '沟壑范围', [1400]), f('Stun duration', '眩晕持续时间', [1, 1.25, 1.75])], cooldowns: [21, 19, 15], manaCosts: [125, 140, 170] }],
  ['ember_spirit_sleight_of_fist', { figures: [f('Attack interval', '攻击间隔', [0.2]), f('Bonus hero damage', '对英雄额外伤害', [10, 20, 40]), f('Radius', '作用范围', [300, 350, 450])], cooldowns: [15, 12, 6], manaCosts: [50] }],
  ['enchantress_impetus', { figures: [f('Distance damage', '距离伤害加成', [4, 8, 16], true)], cooldowns: [0, 0, 0], manaCosts: [60] }],
  ['custom_enigma_black_hole', { figures: [f('Damage per second', '每秒伤害', [20, 60, 100]), f('Duration', '持续时间', [4]), f('Radius', '作用范围', [350])], cooldowns: [200, 180, 160], manaCosts: [100, 200, 300] }],
  ['custom_faceless_void_chronosphere', { figures: [f('Duration', '持续时间', [3, 4, 5]), f('Radius', '范围', [500])], cooldowns: [160, 150, 140], manaCosts: [150, 225, 300] }],
  ['faceless_void_time_walk', { figures: [f('Backtrack duration', '回溯有效时间', [2]), f('Range', '距离', [650, 700, 800])], cooldowns: [24, 18, 6], manaCosts: [40] }],
  ['huskar_berserkers_blood', { figures: [f('HP for max bonus', '最大加成时生命值', [10], true), f('Max attack speed', '最大攻击速度', [100, 165, 295]), f('Max magic resist', '最大魔法抗性', [10, 15, 25], true), f('Max STR regen', '最大力量恢复', [15, 30, 60], true)], cooldowns: [], manaCosts: [] }],
  ['huskar_life_break', { figures: [f('Damage dealt', '造成的伤害', [32, 38, 44], true), f('Damage taken', '承受的伤害', [32, 38, 44], true), f('Movement slow', '移动速度减缓', [-60], true), f('Slow duration', '减速持续时间', [3, 4, 5])], cooldowns: [16, 14, 12], manaCosts: [0, 0, 0] }],
  ['juggernaut_blade_fury', { figures: [f('Damage per second', '每秒伤害', [60, 85, 135]), f('Duration', '持续时间', [5]), f('Magic immunity duration', '魔法免疫持续时间', [1, 2, 3]), f('Radius', '范围', [260])], cooldowns: [42, 34, 18], manaCosts: [120, 110, 90] }],
  ['juggernaut_omni_slash', { figures: [f('Cast range', '施法距离', [350]), f('Bonus attack speed', '攻击速度加成', [40]), f('Bonus damage', '攻击力加成', [10, 30, 50]), f('Cast range', '施法距离', [350]), f('Duration', '持续时间', [3, 3.25, 3.5]), f('Slash jump radius', '斩击跳跃范围', [375]), f('Slashes rate multiplier', '斩击频率倍数', [1.5])], cooldowns: [130], manaCosts: [200, 275, 350] }],
  ['keeper_of_the_light_chakra_magic', { figures: [f('Cooldown reduction', '冷却时间减少', [1, 2, 4]), f('Mana restore', '魔法回复', [80, 160, 320])], cooldowns: [18, 16, 12], manaCosts: [0] }],
  ['kunkka_ghostship', { figures: [f('Damage', '伤害', [100, 200, 300]), f('Damage delayed', '延后结算伤害', [10, 20, 30], true), f('Impact delay', '撞击延迟', [3.1]), f('Range', '施法距离', [2000]), f('Rum bonus speed', '朗姆酒移动速度提升', [15], true), f('Rum duration', '朗姆酒持续时间', [10]), f('Stun duration', '眩晕时间', [1.4, 1.4, 1.4]), f('Width', '作用宽度', [450])], cooldowns: [80, 70, 60], manaCosts: [125, 175, 225] }],
  ['kunkka_tidebringer', { figures: [f('Cleave damage', '分裂伤害', [150], true), f('Cleave range', '分裂距离', [1100]), f('Damage bonus', '攻击力加成', [30, 60, 120])], cooldowns: [13, 10, 4], manaCosts: [] }],
  ['kunkka_torrent', { figures: [f('Damage', '伤害', [80, 160, 320]), f('Delay', '延迟', [1]), f('Move slow', '移速减缓', [-40], true), f('Radius', '作用范围', [225]), f('Slow duration', '减速持续时间', [1, 2, 4]), f('Stun duration', '眩晕时间', [1.6])], cooldowns: [16, 14, 10], manaCosts: [100] }],
  ['custom_legion_commander_moment_of_courage', { figures: [f('Chance to counterattack', '反击概率', [25], true), f('Lifesteal', '吸血', [55, 65, 85], true)], cooldowns: [1, 0.8, 0.4], manaCosts: [] }],
  ['leshrac_pulse_nova', { figures: [f('Damage', '伤害', [60, 120, 180]), f('Mana/sec', '每秒魔法消耗', [25, 45, 65]), f('Radius', '作用范围', [525])], cooldowns: [1, 1, 1, 1], manaCosts: [70] }],
  ['custom_leshrac_split_earth', { figures: [f('Damage', '伤害', [120, 180, 300]), f('Radius', '范围', [150, 175, 225]), f('Stun delay', '眩晕延迟', [0.35]), f('Stun duration', '眩晕持续时间', [2])], cooldowns: [9, 9, 9], manaCosts: [80, 100, 140] }],
  ['lich_frost_shield', { figures: [f('Buff duration', '魔盾持续时间', [3, 4, 6]), f('Damage reduction', '伤害降低', [30, 40, 60], true), f('Damage', '伤害', [20, 30, 50]), f('Slow duration', '减速持续时间', [0.5]), f('Slow', '移动速度减缓', [20, 25, 35], true)], cooldowns: [30, 25, 15], manaCosts: [100, 110, 130] }],
  ['life_stealer_feast', { figures: [f('Max health damage', '最大生命值伤害', [1.6, 2.2, 3.4], true), f('Max health life steal', '最大生命值吸取', [1.6, 2.2, 3.4], true)], cooldowns: [], manaCosts: [] }],
  ['custom_lina_dragon_slave', { figures: [f('Damage', '伤害', [85, 160, 310])], cooldowns: [6.5], manaCosts: [100, 115, 145] }],
  ['custom_lina_fiery_soul', { figures: [f('Attack speed bonus', '攻击速度加成', [20, 30, 50]), f('Duration', '持续时间', [8]), f('Max stacks', '最大叠加', [4]), f('Move speed bonus', '额外移动速度', [4, 5, 7], true)], cooldowns: [], manaCosts: [] }],
  ['custom_lion_finger_of_death', { figures: [f('Damage per kill', '每击杀伤害', [40]), f('Damage', '伤害', [600, 725, 850])], cooldowns: [160, 100, 40], manaCosts: [200, 300, 400] }],
  ['custom_lion_mana_drain', { figures: [f('Break distance', '破坏距离', [1100]), f('Channel duration', '持续施法持续时间', [5]), f('Mana per second', '每秒魔法', [20, 40, 120]), f('Movement slow', '移动速度减缓', [20, 25, 35], true)], cooldowns: [15, 12, 6], manaCosts: [10, 10, 10] }],
  ['luna_lunar_blessing', { figures: [f('Blessing radius', '福佑作用范围', [1200]), f('Damage bonus', '攻击力加成', [10, 20, 40]), f('Night vision', '夜晚视野', [250, 500, 1000])], cooldowns: [], manaCosts: [] }],
  ['lycan_shapeshift', { figures: [f('Bonus night vision', '额外夜间视野', [1000]), f('Critical chance', '致命一击概率', [40], true), f('Critical damage', '致命一击伤害', [160, 190, 220], true), f('Duration', '持续时间', [999]), f('Health bonus', '额外生命值', [200, 300, 400]), f('Shapeshift move speed', '变形后移动速度', [550]), f('Transform time', '变身所需时间', [0])], cooldowns: [125, 110, 95], manaCosts: [100] }],
  ['custom_magnataur_empower', { figures: [f('Bonus damage', '伤害加成', [12, 20, 36], true), f('Cleave damage', '分裂伤害', [10, 20, 40], true), f('Duration', '持续时间', [35])], cooldowns: [8], manaCosts: [45, 60, 90] }],
  ['medusa_stone_gaze', { figures: [f('Bonus physical attack damage', '额外物理伤害', [35, 45, 55], true), f('Duration', '持续时间', [3, 4, 5]), f('Radius', '作用范围', [1200]), f('Slow', '速度减缓', [35], true), f('Speed boost', '移动速度提升', [50], true), f('Stone duration', '石化持续时间', [0.75, 1.5, 2.25])], cooldowns: [90], manaCosts: [150] }],
  ['custom_necrolyte_death_pulse', { figures: [f('Damage', '伤害', [60, 110, 210]), f('Heal', '治疗', [60, 85, 135]), f('Radius', '范围', [800])], cooldowns: [8, 7, 5], manaCosts: [100, 130, 190] }],
  ['custom_necrolyte_reapers_scythe', { figures: [f('Damage per missing HP', '每失去生命值伤害', [0.7, 0.8, 0.9]), f('HP regen', '生命值回复', [3, 6, 9]), f('Mana regen', '魔法回复', [2, 4, 6]), f('Stun duration', '眩晕持续时间', [1.5, 1.5, 1.5])], cooldowns: [120], manaCosts: [200, 350, 500] }],
  ['obsidian_destroyer_equilibrium', { figures: [f('Chance', '几率', [30], true), f('Max mana restore', '最大魔法值回复', [10, 20, 40], true)], cooldowns: [], manaCosts: [] }],
  ['ogre_magi_bloodlust', { figures: [f('Bonus attack speed', '额外攻击速度', [30, 40, 60]), f('Bonus move speed', '额外移动速度', [7, 9, 13], true), f('Duration', '持续时间', [30]), f('Self bonus attack speed', '对己攻击速度加成', [30, 50, 90])], cooldowns: [20, 18, 14], manaCosts: [50, 55, 65] }],
  ['omniknight_purification', { figures: [f('Damage radius', '伤害作用范围', [260]), f('Heal/damage', '治疗/伤害', [90, 160, 300])], cooldowns: [18, 16, 12], manaCosts: [80, 95, 125] }],
  ['custom_omniknight_repel', { figures: [f('Bonus strength', '额外力量', [8, 16, 32]), f('Duration', '持续时间', [10]), f('HP regen', '生命值回复', [8, 12, 20]), f('Status resistance', '状态抗性', [0], true)], cooldowns: [26, 22, 14], manaCosts: [80, 90, 110] }],
  ['oracle_false_promise', { figures: [f('Cast range', '施法距离', [700, 850, 1000]), f('Delayed heal amplification', '结算治疗增强', [100], true), f('Duration', '持续时间', [3, 4, 5])], cooldowns: [110, 85, 60], manaCosts: [100, 150, 200] }],
  ['phantom_assassin_phantom_strike', { figures: [f('Cast range', '施法距离', [1500]), f('Bonus attack speed', '攻速提升', [80, 110, 170]), f('Cast range', '施法距离', [1500]), f('Duration', '持续时间', [2]), f('Lifesteal', '吸血', [10, 15, 25], true)], cooldowns: [11, 9, 5], manaCosts: [35, 40, 50] }],
  ['phoenix_icarus_dive', { figures: [f('Attack speed slow', '攻击速度减缓', [10, 20, 40]), f('Burn duration', '烧灼持续时间', [4]), f('Damage per second', '每秒烧灼伤害', [25, 50, 100]), f('Dive length', '冲击长度', [1100, 1200, 1400]), f('HP cost', '生命值消耗', [0], true), f('Move slow', '移动速度减缓', [16, 19, 25], true)], cooldowns: [36, 34, 30], manaCosts: [0] }],
  ['primal_beast_trample', { figures: [f('Attack damage multiplier', '攻击力系数', [35], true), f('Base damage', '基础伤害', [15, 30, 60]), f('Damage AoE', '伤害范围', [230]), f('Duration', '持续时间', [5.5])], cooldowns: [30, 27, 21], manaCosts: [90, 85, 75] }],
  ['primal_beast_uproar', { figures: [f('Base bonus damage', '基础额外攻击力', [6, 12, 24]), f('Bonus damage per stack', '每层叠加攻击力加成', [10, 20, 40]), f('Max stacks', '最大叠加层数', [5]), f('Roar armor bonus per stack', '每层叠加咆哮护甲加成', [1, 2, 4]), f('Roar radius', '咆哮作用范围', [900]), f('Slow duration', '减速持续时间', [3]), f('Slow per stack', '每层叠加移速减缓', [8], true)], cooldowns: [0], manaCosts: [] }],
  ['custom_pudge_meat_hook', { figures: [f('Cast range', '施法距离', [1300]), f('Damage', '伤害', [150, 220, 360])], cooldowns: [18, 16, 12], manaCosts: [110] }],
  ['pudge_rot', { figures: [f('Damage', '伤害', [30, 60, 120]), f('Move slow', '移动速度减缓', [-14, -20, -32], true), f('Radius', '作用范围', [250])], cooldowns: [], manaCosts: [] }],
  ['custom_queenofpain_blink', { figures: [f('Range', '范围', [1075, 1150, 1300])], cooldowns: [12, 10, 6], manaCosts: [60, 60, 60] }],
  ['razor_plasma_field', { figures: [f('Damage max', '最高伤害', [80, 115, 185]), f('Damage min', '最低伤害', [35, 40, 50]), f('Radius', '作用范围', [700]), f('Slow duration', '减速持续时间', [1.5]), f('Slow max', '最高减速', [25, 30, 40], true), f('Slow min', '最低减速', [5], true)], cooldowns: [13, 12, 10], manaCosts: [125, 125, 125] }],
  ['custom_razor_static_link', { figures: [f('Buff duration', '增益持续时间', [15, 16, 18]), f('Damage drain rate', '伤害吸取率', [7, 12, 22]), f('Link duration', '连接持续时间', [5, 6, 8]), f('Min cast range', '最小施法距离', [550])], cooldowns: [40, 35, 25], manaCosts: [65] }],
  ['sandking_burrowstrike', { figures: [f('Cast range', '施法距离', [500, 550, 650]), f('Damage', '伤害', [100, 160, 280]), f('Stun duration', '眩晕时间', [1.6, 1.8, 2.2])], cooldowns: [15, 14, 12], manaCosts: [110, 120, 140] }],
  ['custom_shadow_demon_disruption', { figures: [f('Banish duration', '放逐持续时间', [2.75]), f('Illusion damage taken', '幻象伤害承受', [300], true), f('Illusion damage', '幻象伤害', [30, 45, 75], true), f('Illusion duration', '幻象持续时间', [20])], cooldowns: [29, 26, 20], manaCosts: [120, 120, 120] }],
  ['skywrath_mage_arcane_bolt', { figures: [f('Base damage', '基础伤害', [75, 95, 135]), f('INT damage multiplier', '智力伤害倍数', [1.5])], cooldowns: [5, 4, 2], manaCosts: [95] }],
  ['slardar_amplify_damage', { figures: [f('Armor reduction', '护甲降低', [-10, -15, -20]), f('Duration', '持续时间', [18])], cooldowns: [5], manaCosts: [25] }],
  ['slark_dark_pact', { figures: [f('Damage', '伤害', [90, 160, 300]), f('Delay', '延迟', [1.5]), f('Radius', '范围', [325]), f('Self damage', '自我伤害', [30], true)], cooldowns: [9, 8, 6], manaCosts: [65] }],
  ['custom_sniper_take_aim', { figures: [f('Bonus range', '距离加成', [100, 200, 400])], cooldowns: [], manaCosts: [] }],
  ['custom_spectre_dispersion', { figures: [f('Damage reflected', '伤害反弹', [4, 8, 16], true), f('Max radius', '最大半径', [700]), f('Min radius', '最小半径', [300])], cooldowns: [], manaCosts: [] }],
  ['custom_spirit_breaker_charge_of_darkness', { figures: [f('Charge bonus speed', '冲刺速度加成', [300, 325, 375]), f('Stun duration', '眩晕持续时间', [1.2, 1.6, 2.4])], cooldowns: [17, 15, 11], manaCosts: [120] }],
  ['custom_storm_spirit_overload', { figures: [f('Attack slow', '攻击速度减缓', [-80]), f('Damage', '伤害', [25, 50, 100]), f('Movement slow', '移动速度减缓', [-80], true), f('Radius', '范围', [300])], cooldowns: [], manaCosts: [] }],
  ['sven_gods_strength', { figures: [f('Bonus damage', '伤害加成', [75, 100, 125], true), f('Duration', '持续时间', [35])], cooldowns: [105, 100, 95], manaCosts: [100, 150, 200] }],
  ['templar_assassin_refraction', { figures: [f('Bonus damage', '攻击力加成', [25, 45, 85]), f('Duration', '持续时间', [17, 17, 17]), f('Instances', '折光次数', [3, 4, 6])], cooldowns: [17, 17, 17], manaCosts: [85, 90, 100] }],
  ['terrorblade_sunder', { figures: [f('Minimum HP swap', '隔断后最低生命值', [35, 30, 25], true)], cooldowns: [120, 80, 40], manaCosts: [100, 75, 50] }],
  ['tidehunter_anchor_smash', { figures: [f('Attack bonus damage', '攻击力加成', [40, 85, 175]), f('Damage reduction', '攻击力降低', [-30, -40, -60], true), f('Duration', '持续时间', [6, 6, 6]), f('Radius', '作用范围', [375])], cooldowns: [7, 6, 4], manaCosts: [40, 50, 70] }],
  ['tidehunter_kraken_shell', { figures: [f('Damage block', '伤害格挡', [12, 24, 48]), f('Damage threshold', '伤害临界值', [600, 550, 450]), f('Threshold timer', '临界值累计时间', [7, 7, 7])], cooldowns: [], manaCosts: [] }],
  ['tidehunter_ravage', { figures: [f('Damage', '伤害', [100, 150, 200]), f('Duration', '持续时间', [1.5, 2.25, 3]), f('Radius', '范围', [600])], cooldowns: [150, 150, 150], manaCosts: [150, 225, 325] }],
  ['custom_tinker_laser', { figures: [f('Cast range', '施法距离', [650]), f('Blind miss rate', '致盲落空几率', [100, 100, 100], true), f('Creep blind duration', '小兵致盲时间', [6, 6, 6]), f('Hero blind duration', '英雄致盲时间', [3, 3.5, 4.5]), f('Laser damage', '激光伤害', [80, 160, 320]), f('Radius secondary damage', '范围次级伤害', [250]), f('Secondary damage', '次级伤害', [100], true)], cooldowns: [13, 11, 7], manaCosts: [110, 130, 170] }],
  ['tiny_toss', { figures: [f('Cast range', '施法距离', [900, 1000, 1200]), f('Damage', '伤害', [80, 150, 290]), f('Radius', '范围', [275])], cooldowns: [17, 15, 11], manaCosts: [90, 100, 120] }],
  ['treant_leech_seed', { figures: [f('Damage per second', '每秒伤害', [16, 32, 64]), f('Duration', '持续时间', [5]), f('Movement slow', '移动速度减缓', [-8, -14, -26]), f('Radius', '范围', [650])], cooldowns: [18, 16, 12], manaCosts: [80, 90, 110] }],
  ['troll_warlord_battle_trance', { figures: [f('Attack speed', '攻击速度', [140, 170, 200]), f('Lifesteal', '吸血', [40, 60, 80], true), f('Movement speed', '移动速度提升', [25, 30, 35], true), f('Trance duration', '专注持续时间', [2, 3, 4])], cooldowns: [90, 80, 70], manaCosts: [150] }],
  ['troll_warlord_fervor', { figures: [f('Attack speed per stack', '每层效果攻速加成', [10, 17, 31]), f('Max stacks', '最大叠加层数', [12])], cooldowns: [], manaCosts: [] }],
  ['custom_tusk_walrus_punch', { figures: [f('Air time', '滞空时间', [1]), f('Critical damage', '致命一击伤害', [200, 300, 400], true), f('Movement slow', '移动速度减缓', [40], true), f('Slow duration', '减速持续时间', [2, 3, 4])], cooldowns: [20, 15, 10], manaCosts: [75] }],
  ['custom_undying_decay', { figures: [f('Base damage', '基础伤害', [20, 50, 110]), f('Radius', '范围', [325]), f('Steal duration', '偷取持续时间', [45]), f('Strength steal', '力量偷取', [4])], cooldowns: [10, 8, 4], manaCosts: [50] }],
  ['undying_flesh_golem', { figures: [f('Damage amplification', '伤害加深', [5, 10, 15], true), f('Duration', '持续时间', [40]), f('Movement bonus', '移动速度加成', [30, 40, 50]), f('Slow duration', '减速持续时间', [6]), f('Slow', '移动速度减缓', [40, 45, 50], true), f('Strength multiplier', '力量加成系数', [20, 30, 40], true)], cooldowns: [125], manaCosts: [100, 125, 150] }],
  ['ursa_fury_swipes', { figures: [f('Damage per attack', '每次攻击叠加伤害', [8, 16, 32]), f('Reset time (roshan)', '重置时间（肉山）', [10]), f('Reset time', '重置时间', [8, 12, 20])], cooldowns: [], manaCosts: [] }],
  ['ursa_overpower', { figures: [f('Attacks', '攻击次数', [3, 4, 6]), f('Bonus attack speed', '攻击速度提升', [400, 400, 400])], cooldowns: [12, 11, 9], manaCosts: [30, 40, 60] }],
  ['vengefulspirit_wave_of_terror', { figures: [f('Damage', '伤害', [85, 100, 130]), f('Armor reduction', '护甲削弱', [-3, -4, -6]), f('Vision duration', '视野持续时间', [4])], cooldowns: [16, 14, 10], manaCosts: [25, 30, 40] }],
  ['venomancer_venomous_gale', { figures: [f('Damage per tick', '每次伤害', [15, 45, 105]), f('Duration', '持续时间', [15, 15, 15]), f('Initial damage', '初始伤害', [50, 75, 125]), f('Slow', '移动速度减缓', [-50, -50, -50], true)], cooldowns: [21, 20, 18], manaCosts: [95, 105, 125] }],
  ['viper_corrosive_skin', { figures: [f('Attack slow', '攻击速度减缓', [8, 16, 32]), f('Damage per second', '每秒伤害', [8, 16, 32]), f('Duration', '持续时间', [4]), f('Magic resistance', '魔法抗性提升', [10, 15, 25], true), f('Max range radius', '作用范围上限', [1400])], cooldowns: [], manaCosts: [] }],
  ['viper_nethertoxin', { figures: [f('Duration', '持续时间', [3, 4, 6]), f('Max DPS duration', '最高每秒伤害持续时间', [4]), f('Max DPS', '最高每秒伤害', [15, 30, 60]), f('Min DPS', '最低每秒伤害', [15, 20, 30]), f('Radius', '作用范围', [400])], cooldowns: [14], manaCosts: [70] }],
  ['custom_visage_grave_chill', { figures: [f('Attack speed drain', '攻击速度吸取', [25, 50, 100]), f('Duration', '持续时间', [6]), f('Move speed drain', '移动速度吸取', [30, 40, 60], true)], cooldowns: [16, 14, 10], manaCosts: [90] }],
  ['void_spirit_astral_step', { figures: [f('Base charge restore time', '基础充能时间', [28, 23, 18]), f('Max charges', '最大能量点数', [2]), f('Movement slow', '移动速度减缓', [40, 60, 80], true), f('Range', '距离', [800, 900, 1000]), f('Void mark damage', '太虚印记伤害', [150, 250, 350])], cooldowns: [0], manaCosts: [50] }],
  ['custom_warlock_chaotic_offering', { figures: [f('Golem armor', '傀儡护甲', [6, 9, 12]), f('Golem damage', '傀儡伤害', [0, 0, 0]), f('Golem health regen', '傀儡生命回复', [25, 50, 75]), f('Golem health', '傀儡生命', [1200, 2100, 3000]), f('Summon blast radius', '召唤物冲击范围', [600])], cooldowns: [170], manaCosts: [300, 450, 600] }],
  ['winter_wyvern_arctic_burn', { figures: [f('Added night vision range', '夜晚视野范围加成', [400]), f('Bonus attack range', '攻击射程加成', [350, 400, 500]), f('Burn duration', '烧灼持续时间', [5]), f('Flight duration', '飞行持续时间', [7, 8, 10]), f('Health burn', '生命值烧灼', [6, 7, 9], true), f('Movement slow', '移动速度减缓', [16, 24, 40], true)], cooldowns: [38, 32, 20], manaCosts: [0] }],
  ['witch_doctor_paralyzing_cask', { figures: [f('Base damage', '基础伤害', [40]), f('Bonus damage per bounce', '每次弹跳增加伤害', [5, 10, 20]), f('Bounces', '弹跳次数', [2, 4, 8]), f('Stun duration', '眩晕时间', [0.8, 0.8, 0.8])], cooldowns: [20, 18, 14], manaCosts: [80, 100, 140] }],
  ['custom_zuus_arc_lightning', { figures: [f('Damage', '伤害', [35, 70, 140]), f('Jumps', '跳跃次数', [5, 6, 8])], cooldowns: [1.6], manaCosts: [80] }],
  ['zuus_lightning_bolt', { figures: [f('Cast range', '施法距离', [700, 750, 850]), f('Damage', '伤害', [125, 200, 350]), f('Ministun duration', '眩晕时间', [0.3]), f('Sight duration', '视野持续时间', [5]), f('Sight radius', '视野范围', [750])], cooldowns: [6, 6, 6], manaCosts: [120, 125, 135] }],
]);
