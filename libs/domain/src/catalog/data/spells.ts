/**
 * The spell pool: the 150 Dota 2 hero abilities a game draws its shop from (docs/game-rules.md,
 * "Spells and gods"; 50 are banned at random each game, 20 copies of each, 3 gold a copy).
 *
 * `id` is the ability name exactly as game servers send it in results
 * (`heroes[].abilities[].name`); reworked abilities carry a `custom_` prefix. `ultimate`
 * matches the `isUltimate` flag the game sends. Points from duplicates: 3 is the standard
 * maximum level, 6 is Super, 9 is Gaben; `super` and `gaben` say what those upgrades add.
 * Descriptions and upgrade texts are our own summaries, not Valve's tooltips.
 */
import type { Localized } from './localized';

export interface Spell {
  /** Ability name as the game uses it, e.g. `custom_abaddon_curse_of_avernus`. */
  id: string;
  /** Dota hero internal name the ability comes from, e.g. `abaddon`, `life_stealer`. */
  hero: string;
  ultimate: boolean;
  name: Localized;
  description: Localized;
  /** What the Super upgrade (level 6) adds. */
  super: Localized;
  /** What the Gaben upgrade (level 9) adds. */
  gaben: Localized;
}

export const SPELLS: readonly Spell[] = [
  {
    id: 'custom_abaddon_aphotic_shield',
    hero: 'abaddon',
    ultimate: false,
    name: { en: 'Aphotic Shield', cn: '无光之盾' },
    description: {
      en: 'Wraps an ally in a dark barrier that soaks damage and bursts on nearby enemies when it breaks.',
      cn: '为友军套上吸收伤害的黑暗护盾，护盾破裂时伤害周围敌人。',
    },
    super: {
      en: 'Shield absorbs +60% damage.',
      cn: '护盾吸收量 +60%。',
    },
    gaben: {
      en: 'Also shields a second ally; cooldown -3 s.',
      cn: '同时为第二名友军施加护盾；冷却时间 -3 秒。',
    },
  },
  {
    id: 'abaddon_borrowed_time',
    hero: 'abaddon',
    ultimate: true,
    name: { en: 'Borrowed Time', cn: '回光返照' },
    description: {
      en: 'When in danger, Abaddon turns the damage he takes into healing for a short time.',
      cn: '濒危时，亚巴顿在短时间内将受到的伤害转化为治疗。',
    },
    super: {
      en: 'Duration +2 s.',
      cn: '持续时间 +2 秒。',
    },
    gaben: {
      en: 'Triggers below 50% health and shares half the healing with nearby allies.',
      cn: '生命值低于 50% 即可触发，并将一半治疗量分给附近友军。',
    },
  },
  {
    id: 'custom_abaddon_curse_of_avernus',
    hero: 'abaddon',
    ultimate: false,
    name: { en: 'Curse of Avernus', cn: '魔霭诅咒' },
    description: {
      en: 'Attacks chill the target, slowing and finally silencing it while allies attacking it speed up.',
      cn: '攻击会冻伤目标使其减速并最终沉默，攻击该目标的友军攻速提升。',
    },
    super: {
      en: 'Silence lasts +1.5 s.',
      cn: '沉默持续时间 +1.5 秒。',
    },
    gaben: {
      en: 'The curse needs 2 fewer hits and slows 40% more.',
      cn: '触发诅咒所需攻击次数 -2，减速效果 +40%。',
    },
  },
  {
    id: 'custom_alchemist_acid_spray',
    hero: 'alchemist',
    ultimate: false,
    name: { en: 'Acid Spray', cn: '酸性喷雾' },
    description: {
      en: 'Covers an area in acid that eats away enemy armor and health.',
      cn: '在区域内喷洒酸液，削减敌人的护甲并持续造成伤害。',
    },
    super: {
      en: 'Armor reduction +4; radius +100.',
      cn: '护甲削减 +4；作用范围 +100。',
    },
    gaben: {
      en: 'Enemies that die in the acid give +1 gold.',
      cn: '在酸液中阵亡的敌人额外提供 1 金币。',
    },
  },
  {
    id: 'alchemist_chemical_rage',
    hero: 'alchemist',
    ultimate: true,
    name: { en: 'Chemical Rage', cn: '化学狂暴' },
    description: {
      en: 'Alchemist downs a volatile brew, gaining fast attacks and strong health regeneration.',
      cn: '炼金术士饮下狂暴药剂，获得极快的攻击速度和强大的生命恢复。',
    },
    super: {
      en: '+40 attack speed while raging.',
      cn: '狂暴期间攻击速度 +40。',
    },
    gaben: {
      en: 'The rage lasts until the end of the round.',
      cn: '狂暴持续到回合结束。',
    },
  },
  {
    id: 'custom_antimage_blink',
    hero: 'antimage',
    ultimate: false,
    name: { en: 'Blink', cn: '闪烁' },
    description: {
      en: 'Anti-Mage teleports a short distance.',
      cn: '敌法师瞬间传送一段距离。',
    },
    super: {
      en: 'Cooldown -3 s.',
      cn: '冷却时间 -3 秒。',
    },
    gaben: {
      en: 'Leaves an illusion behind at the starting point.',
      cn: '在起点留下一个幻象。',
    },
  },
  {
    id: 'custom_antimage_counterspell',
    hero: 'antimage',
    ultimate: false,
    name: { en: 'Counterspell', cn: '法术反制' },
    description: {
      en: 'Anti-Mage resists magic and can reflect spells aimed at him.',
      cn: '敌法师抵抗魔法，并能反弹指向自己的技能。',
    },
    super: {
      en: 'Magic resistance +10%.',
      cn: '魔法抗性 +10%。',
    },
    gaben: {
      en: 'Reflected spells deal +50% damage.',
      cn: '反弹的技能伤害 +50%。',
    },
  },
  {
    id: 'antimage_mana_break',
    hero: 'antimage',
    ultimate: false,
    name: { en: 'Mana Break', cn: '法力损毁' },
    description: {
      en: "Attacks burn the target's mana and deal damage for the mana burned.",
      cn: '攻击燃烧目标的魔法值，并按燃烧量造成伤害。',
    },
    super: {
      en: '+20 mana burned per hit.',
      cn: '每次攻击燃烧魔法值 +20。',
    },
    gaben: {
      en: 'Targets with no mana left are slowed by 30%.',
      cn: '魔法值耗尽的目标被减速 30%。',
    },
  },
  {
    id: 'arc_warden_magnetic_field',
    hero: 'arc_warden',
    ultimate: false,
    name: { en: 'Magnetic Field', cn: '磁场' },
    description: {
      en: 'Creates a field in which allies attack faster and evade attacks from outside.',
      cn: '制造一个磁场，场内友军攻击速度提升，并能闪避场外的攻击。',
    },
    super: {
      en: '+50 attack speed inside the field.',
      cn: '磁场内攻击速度 +50。',
    },
    gaben: {
      en: 'Radius +150 and the field lasts twice as long.',
      cn: '磁场范围 +150，持续时间翻倍。',
    },
  },
  {
    id: 'axe_berserkers_call',
    hero: 'axe',
    ultimate: false,
    name: { en: "Berserker's Call", cn: '狂战士之吼' },
    description: {
      en: 'Axe taunts nearby enemies into attacking him and gains armor.',
      cn: '斧王嘲讽附近敌人攻击自己，并获得额外护甲。',
    },
    super: {
      en: 'Taunt +0.6 s.',
      cn: '嘲讽持续时间 +0.6 秒。',
    },
    gaben: {
      en: '+15 armor while taunting and radius +100.',
      cn: '嘲讽期间护甲 +15，作用范围 +100。',
    },
  },
  {
    id: 'custom_axe_counter_helix',
    hero: 'axe',
    ultimate: false,
    name: { en: 'Counter Helix', cn: '反击螺旋' },
    description: {
      en: 'When attacked, Axe sometimes spins and hits every enemy around him.',
      cn: '受到攻击时，斧王有时会旋转攻击周围所有敌人。',
    },
    super: {
      en: 'Damage +50.',
      cn: '伤害 +50。',
    },
    gaben: {
      en: 'Trigger chance doubled.',
      cn: '触发几率翻倍。',
    },
  },
  {
    id: 'axe_culling_blade',
    hero: 'axe',
    ultimate: true,
    name: { en: 'Culling Blade', cn: '淘汰之刃' },
    description: {
      en: 'Axe executes a weakened enemy outright, or deals heavy damage to a healthy one.',
      cn: '斧王直接斩杀生命值较低的敌人，否则造成大量伤害。',
    },
    super: {
      en: 'Execute threshold +75 health.',
      cn: '斩杀阈值 +75 生命值。',
    },
    gaben: {
      en: 'A successful cull gives all allies +30% attack speed for 6 s.',
      cn: '斩杀成功后，所有友军攻击速度 +30%，持续 6 秒。',
    },
  },
  {
    id: 'beastmaster_wild_axes',
    hero: 'beastmaster',
    ultimate: false,
    name: { en: 'Wild Axes', cn: '野性之斧' },
    description: {
      en: 'Hurls two axes that sweep out and back, cutting every enemy on their path.',
      cn: '掷出两把回旋飞斧，划伤来回路径上的所有敌人。',
    },
    super: {
      en: 'Each hit makes the target take +8% damage from Beastmaster.',
      cn: '每次命中使目标受到兽王的伤害 +8%。',
    },
    gaben: {
      en: 'Throws four axes; cooldown -4 s.',
      cn: '投掷四把飞斧；冷却时间 -4 秒。',
    },
  },
  {
    id: 'bloodseeker_blood_bath',
    hero: 'bloodseeker',
    ultimate: false,
    name: { en: 'Blood Rite', cn: '血祭' },
    description: {
      en: 'Marks an area that silences and damages enemies after a delay.',
      cn: '标记一片区域，延迟后沉默并伤害其中的敌人。',
    },
    super: {
      en: 'Damage +100.',
      cn: '伤害 +100。',
    },
    gaben: {
      en: 'Silence +2 s and radius +100.',
      cn: '沉默时间 +2 秒，作用范围 +100。',
    },
  },
  {
    id: 'bloodseeker_bloodrage',
    hero: 'bloodseeker',
    ultimate: false,
    name: { en: 'Bloodrage', cn: '血之狂暴' },
    description: {
      en: 'Sends a unit into a rage that raises its attack speed and spell damage.',
      cn: '使一个单位陷入狂暴，提升其攻击速度和技能伤害。',
    },
    super: {
      en: '+30 attack speed.',
      cn: '攻击速度 +30。',
    },
    gaben: {
      en: 'Enrages every ally at the start of the round.',
      cn: '回合开始时使所有友军陷入狂暴。',
    },
  },
  {
    id: 'custom_bloodseeker_thirst',
    hero: 'bloodseeker',
    ultimate: false,
    name: { en: 'Thirst', cn: '焦渴' },
    description: {
      en: 'Bloodseeker moves and attacks faster as enemies lose health.',
      cn: '敌人生命值越低，血魔的移动和攻击就越快。',
    },
    super: {
      en: 'Attack speed bonus +30.',
      cn: '攻击速度加成 +30。',
    },
    gaben: {
      en: 'Attacks on wounded enemies heal for 15% of the damage.',
      cn: '攻击受伤的敌人时回复 15% 伤害值的生命。',
    },
  },
  {
    id: 'custom_bounty_hunter_jinada',
    hero: 'bounty_hunter',
    ultimate: false,
    name: { en: 'Jinada', cn: '忍术' },
    description: {
      en: 'His next attack is a critical strike that also steals gold.',
      cn: '下一次攻击造成暴击，并偷取金币。',
    },
    super: {
      en: 'Critical damage +50%.',
      cn: '暴击伤害 +50%。',
    },
    gaben: {
      en: 'Cooldown -3 s and +1 gold stolen.',
      cn: '冷却时间 -3 秒，偷取金币 +1。',
    },
  },
  {
    id: 'custom_bristleback_bristleback',
    hero: 'bristleback',
    ultimate: false,
    name: { en: 'Bristleback', cn: '刚毛后背' },
    description: {
      en: 'Takes less damage from behind and sprays quills after taking enough of it.',
      cn: '背后受到的伤害降低，承受足够伤害后释放刺针。',
    },
    super: {
      en: 'Damage reduction +8%.',
      cn: '伤害减免 +8%。',
    },
    gaben: {
      en: 'Damage from the sides is reduced by the same amount.',
      cn: '侧面受到的伤害也同样减免。',
    },
  },
  {
    id: 'bristleback_quill_spray',
    hero: 'bristleback',
    ultimate: false,
    name: { en: 'Quill Spray', cn: '刺针扫射' },
    description: {
      en: 'Sprays quills in every direction; repeated hits deal more damage.',
      cn: '向四周扫射刺针，重复命中伤害更高。',
    },
    super: {
      en: '+10 damage per stack.',
      cn: '每层叠加伤害 +10。',
    },
    gaben: {
      en: 'Cast automatically every time he takes 200 damage.',
      cn: '每受到 200 点伤害自动施放。',
    },
  },
  {
    id: 'bristleback_warpath',
    hero: 'bristleback',
    ultimate: true,
    name: { en: 'Warpath', cn: '战意' },
    description: {
      en: 'Every spell cast works Bristleback into a fury, stacking movement speed and attack damage.',
      cn: '每次施法都让钢背兽更加亢奋，叠加移动速度和攻击力。',
    },
    super: {
      en: '+2 maximum stacks.',
      cn: '最大层数 +2。',
    },
    gaben: {
      en: 'Stacks never expire and each gives +25% more damage.',
      cn: '层数不再消失，每层攻击力额外 +25%。',
    },
  },
  {
    id: 'centaur_double_edge',
    hero: 'centaur',
    ultimate: false,
    name: { en: 'Double Edge', cn: '双刃剑' },
    description: {
      en: 'A crushing blow that hurts both the enemies hit and the Centaur himself.',
      cn: '一记重击，同时伤害周围敌人和半人马自己。',
    },
    super: {
      en: 'Self-damage -50%.',
      cn: '自身所受伤害 -50%。',
    },
    gaben: {
      en: 'Damage also scales with 100% of strength.',
      cn: '伤害额外加成 100% 力量。',
    },
  },
  {
    id: 'custom_chaos_knight_chaos_strike',
    hero: 'chaos_knight',
    ultimate: false,
    name: { en: 'Chaos Strike', cn: '混沌一击' },
    description: {
      en: 'Attacks have a chance to land a critical hit that also heals.',
      cn: '攻击有几率造成暴击并回复生命。',
    },
    super: {
      en: 'Critical chance +10%.',
      cn: '暴击几率 +10%。',
    },
    gaben: {
      en: 'Critical multiplier +75% and the healing is doubled.',
      cn: '暴击倍率 +75%，回复效果翻倍。',
    },
  },
  {
    id: 'custom_crystal_maiden_brilliance_aura',
    hero: 'crystal_maiden',
    ultimate: false,
    name: { en: 'Arcane Aura', cn: '奥术光环' },
    description: {
      en: 'Raises the mana regeneration of allies.',
      cn: '提升友军的魔法恢复速度。',
    },
    super: {
      en: '+2 mana regeneration per second.',
      cn: '每秒魔法恢复 +2。',
    },
    gaben: {
      en: "Allies' spells cost 25% less mana.",
      cn: '友军技能的魔法消耗 -25%。',
    },
  },
  {
    id: 'crystal_maiden_crystal_nova',
    hero: 'crystal_maiden',
    ultimate: false,
    name: { en: 'Crystal Nova', cn: '冰霜新星' },
    description: {
      en: 'A burst of frost damages and slows the enemies in an area.',
      cn: '冰霜爆发，伤害并减速区域内的敌人。',
    },
    super: {
      en: 'Slow +15%.',
      cn: '减速 +15%。',
    },
    gaben: {
      en: 'Enemies hit also lose 40 attack speed.',
      cn: '被击中的敌人攻击速度 -40。',
    },
  },
  {
    id: 'custom_crystal_maiden_freezing_field',
    hero: 'crystal_maiden',
    ultimate: true,
    name: { en: 'Freezing Field', cn: '极寒领域' },
    description: {
      en: 'Crystal Maiden channels a storm of icy explosions around herself.',
      cn: '水晶室女持续施法，在周围降下冰爆风暴。',
    },
    super: {
      en: '+40 damage per explosion.',
      cn: '每次冰爆伤害 +40。',
    },
    gaben: {
      en: 'She can move while channeling and gains +20 armor.',
      cn: '施法时可以移动，并获得 20 点护甲。',
    },
  },
  {
    id: 'crystal_maiden_frostbite',
    hero: 'crystal_maiden',
    ultimate: false,
    name: { en: 'Frostbite', cn: '冰封禁制' },
    description: {
      en: 'Encases an enemy in ice, rooting it and dealing damage over time.',
      cn: '将敌人冰封，使其无法移动并持续受到伤害。',
    },
    super: {
      en: 'Duration +1 s.',
      cn: '持续时间 +1 秒。',
    },
    gaben: {
      en: 'Also freezes the two nearest enemies.',
      cn: '同时冰封最近的两名敌人。',
    },
  },
  {
    id: 'dark_seer_vacuum',
    hero: 'dark_seer',
    ultimate: false,
    name: { en: 'Vacuum', cn: '真空' },
    description: {
      en: 'Pulls enemies in an area toward its centre and damages them.',
      cn: '将区域内的敌人吸向中心并造成伤害。',
    },
    super: {
      en: 'Radius +150.',
      cn: '作用范围 +150。',
    },
    gaben: {
      en: 'Pulled enemies are stunned for 1.5 s.',
      cn: '被吸入的敌人眩晕 1.5 秒。',
    },
  },
  {
    id: 'custom_dawnbreaker_luminosity',
    hero: 'dawnbreaker',
    ultimate: false,
    name: { en: 'Luminosity', cn: '熠熠生辉' },
    description: {
      en: 'Every few attacks Dawnbreaker lands a glowing critical blow that heals nearby allies.',
      cn: '每隔数次攻击，破晓辰星打出闪耀的暴击并治疗附近友军。',
    },
    super: {
      en: 'Charges 1 attack sooner.',
      cn: '蓄能所需攻击次数 -1。',
    },
    gaben: {
      en: 'Heal +80% and it also removes debuffs.',
      cn: '治疗量 +80%，并驱散负面状态。',
    },
  },
  {
    id: 'death_prophet_carrion_swarm',
    hero: 'death_prophet',
    ultimate: false,
    name: { en: 'Crypt Swarm', cn: '食腐蝠群' },
    description: {
      en: 'Releases a swarm of bats that damages the enemies in a cone.',
      cn: '放出一群蝙蝠，伤害扇形范围内的敌人。',
    },
    super: {
      en: 'Damage +80.',
      cn: '伤害 +80。',
    },
    gaben: {
      en: 'Cooldown halved.',
      cn: '冷却时间减半。',
    },
  },
  {
    id: 'custom_doom_bringer_doom',
    hero: 'doom_bringer',
    ultimate: true,
    name: { en: 'Doom', cn: '末日' },
    description: {
      en: 'Curses an enemy so it cannot cast spells or use passives while it burns.',
      cn: '诅咒一名敌人，使其无法施法、被动失效并持续受到灼烧。',
    },
    super: {
      en: 'Duration +2 s.',
      cn: '持续时间 +2 秒。',
    },
    gaben: {
      en: 'Jumps to a nearby enemy when the target dies.',
      cn: '目标死亡时蔓延到附近一名敌人。',
    },
  },
  {
    id: 'doom_bringer_infernal_blade',
    hero: 'doom_bringer',
    ultimate: false,
    name: { en: 'Infernal Blade', cn: '阎刃' },
    description: {
      en: 'A burning strike that stuns the target and sears it for a share of its maximum health.',
      cn: '燃烧的一击眩晕目标，并按其最大生命值造成灼烧伤害。',
    },
    super: {
      en: 'Burn damage +2% of maximum health.',
      cn: '灼烧伤害 +2% 最大生命值。',
    },
    gaben: {
      en: 'Stun +0.6 s and the burn spreads to nearby enemies.',
      cn: '眩晕时间 +0.6 秒，灼烧扩散到附近敌人。',
    },
  },
  {
    id: 'dragon_knight_breathe_fire',
    hero: 'dragon_knight',
    ultimate: false,
    name: { en: 'Breathe Fire', cn: '火焰气息' },
    description: {
      en: 'Breathes a cone of fire that burns enemies and weakens their attacks.',
      cn: '喷出扇形火焰，灼烧敌人并削弱其攻击力。',
    },
    super: {
      en: 'Damage +90.',
      cn: '伤害 +90。',
    },
    gaben: {
      en: 'Enemy damage reduction +20%.',
      cn: '敌人攻击力削减 +20%。',
    },
  },
  {
    id: 'custom_dragon_knight_dragon_blood',
    hero: 'dragon_knight',
    ultimate: false,
    name: { en: 'Dragon Blood', cn: '龙族血统' },
    description: {
      en: 'Draconic blood grants extra armor and health regeneration.',
      cn: '龙之血统提供额外护甲和生命恢复。',
    },
    super: {
      en: '+6 armor.',
      cn: '护甲 +6。',
    },
    gaben: {
      en: 'Regeneration is tripled below half health.',
      cn: '生命值低于一半时，生命恢复提升至三倍。',
    },
  },
  {
    id: 'dragon_knight_dragon_tail',
    hero: 'dragon_knight',
    ultimate: false,
    name: { en: 'Dragon Tail', cn: '神龙摆尾' },
    description: {
      en: 'Smashes an adjacent enemy with his shield, stunning it.',
      cn: '用盾牌猛击身边的敌人，将其眩晕。',
    },
    super: {
      en: 'Stun +0.6 s.',
      cn: '眩晕时间 +0.6 秒。',
    },
    gaben: {
      en: 'Also stuns every enemy around the target.',
      cn: '同时眩晕目标周围的所有敌人。',
    },
  },
  {
    id: 'custom_drow_ranger_frost_arrows',
    hero: 'drow_ranger',
    ultimate: false,
    name: { en: 'Frost Arrows', cn: '霜冻之箭' },
    description: {
      en: 'Arrows chill the target, slowing it and adding cold damage.',
      cn: '箭矢附带寒气，减缓目标并造成额外冰霜伤害。',
    },
    super: {
      en: 'Slow +15%.',
      cn: '减速效果 +15%。',
    },
    gaben: {
      en: 'Every fifth hit freezes the target in place for 1 s.',
      cn: '每第五次命中将目标冻结 1 秒。',
    },
  },
  {
    id: 'drow_ranger_multishot',
    hero: 'drow_ranger',
    ultimate: false,
    name: { en: 'Multishot', cn: '数箭齐发' },
    description: {
      en: 'Drow Ranger fires a volley of arrows into a cone.',
      cn: '卓尔游侠向扇形区域射出一轮箭雨。',
    },
    super: {
      en: '+1 volley.',
      cn: '箭雨波数 +1。',
    },
    gaben: {
      en: 'Arrows deal +25% damage and apply the Frost Arrows slow.',
      cn: '箭矢伤害 +25%，并附带霜冻之箭的减速。',
    },
  },
  {
    id: 'custom_earthshaker_aftershock',
    hero: 'earthshaker',
    ultimate: false,
    name: { en: 'Aftershock', cn: '余震' },
    description: {
      en: 'Every spell Earthshaker casts sends out a shock that stuns and damages nearby enemies.',
      cn: '撼地者每次施法都会引发余震，眩晕并伤害附近敌人。',
    },
    super: {
      en: 'Radius +100.',
      cn: '作用范围 +100。',
    },
    gaben: {
      en: 'Also triggers on every fourth attack.',
      cn: '每第四次攻击也会触发。',
    },
  },
  {
    id: 'earthshaker_fissure',
    hero: 'earthshaker',
    ultimate: false,
    name: { en: 'Fissure', cn: '沟壑' },
    description: {
      en: 'Slams the ground, raising an impassable ridge that stuns the enemies along it.',
      cn: '猛击地面，隆起无法通行的沟壑，眩晕沿线敌人。',
    },
    super: {
      en: 'Length +300.',
      cn: '长度 +300。',
    },
    gaben: {
      en: 'Stun +0.8 s and damage +100.',
      cn: '眩晕时间 +0.8 秒，伤害 +100。',
    },
  },
  {
    id: 'ember_spirit_sleight_of_fist',
    hero: 'ember_spirit',
    ultimate: false,
    name: { en: 'Sleight of Fist', cn: '无影拳' },
    description: {
      en: 'Ember Spirit dashes between the enemies in an area, striking each one.',
      cn: '灰烬之灵在区域内的敌人之间闪转，逐一打击。',
    },
    super: {
      en: '+60 bonus damage per strike.',
      cn: '每次打击额外伤害 +60。',
    },
    gaben: {
      en: 'Strikes every enemy twice.',
      cn: '每个敌人被打击两次。',
    },
  },
  {
    id: 'enchantress_impetus',
    hero: 'enchantress',
    ultimate: false,
    name: { en: 'Impetus', cn: '推进' },
    description: {
      en: 'Attacks deal more bonus damage the farther away the target is.',
      cn: '目标距离越远，攻击造成的额外伤害越高。',
    },
    super: {
      en: 'Distance damage +6%.',
      cn: '距离伤害系数 +6%。',
    },
    gaben: {
      en: 'Attack range +200.',
      cn: '攻击距离 +200。',
    },
  },
  {
    id: 'custom_enigma_black_hole',
    hero: 'enigma',
    ultimate: true,
    name: { en: 'Black Hole', cn: '黑洞' },
    description: {
      en: 'Opens a vortex that drags in and disables every nearby enemy.',
      cn: '打开一个漩涡，将附近敌人吸入并使其无法行动。',
    },
    super: {
      en: 'Radius +100.',
      cn: '作用范围 +100。',
    },
    gaben: {
      en: 'Enemies inside take +30% damage from every source.',
      cn: '漩涡中的敌人受到的所有伤害 +30%。',
    },
  },
  {
    id: 'custom_faceless_void_chronosphere',
    hero: 'faceless_void',
    ultimate: true,
    name: { en: 'Chronosphere', cn: '时间结界' },
    description: {
      en: 'Stops time in a sphere, freezing every unit inside except Faceless Void.',
      cn: '在球形区域内冻结时间，除虚空假面外的所有单位都被定住。',
    },
    super: {
      en: 'Duration +1 s.',
      cn: '持续时间 +1 秒。',
    },
    gaben: {
      en: 'Allies inside are no longer frozen.',
      cn: '友军不再被结界定住。',
    },
  },
  {
    id: 'faceless_void_time_dilation',
    hero: 'faceless_void',
    ultimate: false,
    name: { en: 'Time Dilation', cn: '时间膨胀' },
    description: {
      en: "Freezes nearby enemies' cooldowns and slows them more for each frozen ability.",
      cn: '冻结附近敌人的技能冷却，每冻结一个技能就使其减速更多。',
    },
    super: {
      en: 'Duration +3 s.',
      cn: '持续时间 +3 秒。',
    },
    gaben: {
      en: 'Affected enemies take 20 damage per second for each frozen ability.',
      cn: '受影响的敌人每有一个被冻结的技能，每秒受到 20 点伤害。',
    },
  },
  {
    id: 'faceless_void_time_walk',
    hero: 'faceless_void',
    ultimate: false,
    name: { en: 'Time Walk', cn: '时间漫游' },
    description: {
      en: 'Dashes to a point and undoes the damage taken in the last few seconds.',
      cn: '冲刺到指定位置，并回溯最近几秒受到的伤害。',
    },
    super: {
      en: 'Rewinds damage from 1 s further back.',
      cn: '回溯时间 +1 秒。',
    },
    gaben: {
      en: 'Enemies at the landing point are slowed by 60%.',
      cn: '落点处的敌人被减速 60%。',
    },
  },
  {
    id: 'huskar_berserkers_blood',
    hero: 'huskar',
    ultimate: false,
    name: { en: "Berserker's Blood", cn: '狂战士之血' },
    description: {
      en: 'The lower his health, the faster Huskar attacks and regenerates.',
      cn: '哈斯卡生命值越低，攻击速度和生命恢复越高。',
    },
    super: {
      en: 'Maximum attack speed bonus +60.',
      cn: '最大攻速加成 +60。',
    },
    gaben: {
      en: 'Also grants up to 40% magic resistance.',
      cn: '额外提供最多 40% 魔法抗性。',
    },
  },
  {
    id: 'huskar_life_break',
    hero: 'huskar',
    ultimate: true,
    name: { en: 'Life Break', cn: '牺牲' },
    description: {
      en: 'Huskar leaps at an enemy, paying some of his own health to tear away part of theirs.',
      cn: '哈斯卡扑向敌人，以自身部分生命值为代价撕去目标一部分生命值。',
    },
    super: {
      en: "Damage +10% of the target's current health.",
      cn: '伤害 +10% 目标当前生命值。',
    },
    gaben: {
      en: 'No self-damage; cooldown -5 s.',
      cn: '不再伤害自身；冷却时间 -5 秒。',
    },
  },
  {
    id: 'jakiro_liquid_fire',
    hero: 'jakiro',
    ultimate: false,
    name: { en: 'Liquid Fire', cn: '液态火' },
    description: {
      en: 'Attacks set enemies ablaze, burning them and slowing their attacks.',
      cn: '攻击点燃敌人，灼烧并降低其攻击速度。',
    },
    super: {
      en: 'Burn +20 damage per second.',
      cn: '每秒灼烧伤害 +20。',
    },
    gaben: {
      en: 'The fire spreads to an area around the target.',
      cn: '火焰扩散到目标周围区域。',
    },
  },
  {
    id: 'juggernaut_blade_fury',
    hero: 'juggernaut',
    ultimate: false,
    name: { en: 'Blade Fury', cn: '剑刃风暴' },
    description: {
      en: 'Juggernaut spins into a whirlwind of blades, immune to magic and cutting nearby enemies.',
      cn: '主宰旋转成剑刃风暴，免疫魔法并切割周围敌人。',
    },
    super: {
      en: '+40 damage per second.',
      cn: '每秒伤害 +40。',
    },
    gaben: {
      en: 'Duration +2 s and radius +100.',
      cn: '持续时间 +2 秒，作用范围 +100。',
    },
  },
  {
    id: 'juggernaut_healing_ward',
    hero: 'juggernaut',
    ultimate: false,
    name: { en: 'Healing Ward', cn: '治疗守卫' },
    description: {
      en: 'Places a ward that heals the allies standing near it.',
      cn: '放置一个守卫，持续治疗附近的友军。',
    },
    super: {
      en: 'Heal +2% of maximum health per second.',
      cn: '每秒治疗 +2% 最大生命值。',
    },
    gaben: {
      en: 'The ward is invulnerable and follows the weakest ally.',
      cn: '守卫无敌，并跟随生命值最低的友军。',
    },
  },
  {
    id: 'juggernaut_omni_slash',
    hero: 'juggernaut',
    ultimate: true,
    name: { en: 'Omnislash', cn: '无敌斩' },
    description: {
      en: 'Juggernaut becomes untouchable and slashes rapidly between nearby enemies.',
      cn: '主宰化为无形，在附近敌人之间快速斩击。',
    },
    super: {
      en: '+3 slashes.',
      cn: '斩击次数 +3。',
    },
    gaben: {
      en: 'Slashes never miss and deal +50% damage.',
      cn: '斩击必定命中，伤害 +50%。',
    },
  },
  {
    id: 'keeper_of_the_light_chakra_magic',
    hero: 'keeper_of_the_light',
    ultimate: false,
    name: { en: 'Chakra Magic', cn: '查克拉魔法' },
    description: {
      en: "Restores an ally's mana and shortens its current cooldowns.",
      cn: '为友军恢复魔法值并缩短其当前的技能冷却。',
    },
    super: {
      en: '+150 mana restored.',
      cn: '恢复魔法值 +150。',
    },
    gaben: {
      en: 'Also affects the two nearest allies.',
      cn: '同时作用于最近的两名友军。',
    },
  },
  {
    id: 'kunkka_ghostship',
    hero: 'kunkka',
    ultimate: true,
    name: { en: 'Ghostship', cn: '幽灵船' },
    description: {
      en: 'Summons a spectral ship that crashes down, stunning enemies and bracing allies against damage.',
      cn: '召唤幽灵船冲撞，眩晕敌人并让友军延缓承受伤害。',
    },
    super: {
      en: 'Stun +0.8 s.',
      cn: '眩晕时间 +0.8 秒。',
    },
    gaben: {
      en: 'A second ship sails in from the opposite side.',
      cn: '另一艘幽灵船从反方向驶来。',
    },
  },
  {
    id: 'kunkka_tidebringer',
    hero: 'kunkka',
    ultimate: false,
    name: { en: 'Tidebringer', cn: '潮汐使者' },
    description: {
      en: "Kunkka's next attack carries a wave that cleaves the enemies behind the target for bonus damage.",
      cn: '昆卡的下一次攻击掀起巨浪，溅射目标身后的敌人并造成额外伤害。',
    },
    super: {
      en: '+50 bonus damage.',
      cn: '额外伤害 +50。',
    },
    gaben: {
      en: 'Cooldown -3 s and cleave +50%.',
      cn: '冷却时间 -3 秒，溅射 +50%。',
    },
  },
  {
    id: 'kunkka_torrent',
    hero: 'kunkka',
    ultimate: false,
    name: { en: 'Torrent', cn: '洪流' },
    description: {
      en: 'After a short delay a geyser erupts, tossing enemies into the air and damaging them.',
      cn: '短暂延迟后喷出水柱，将敌人抛向空中并造成伤害。',
    },
    super: {
      en: 'Radius +75 and slow +20%.',
      cn: '作用范围 +75，减速 +20%。',
    },
    gaben: {
      en: 'Erupts three times in a row.',
      cn: '连续喷发三次。',
    },
  },
  {
    id: 'custom_legion_commander_moment_of_courage',
    hero: 'legion_commander',
    ultimate: false,
    name: { en: 'Moment of Courage', cn: '勇气之霎' },
    description: {
      en: 'When attacked, she may strike back at once and heal.',
      cn: '受到攻击时，她有几率立即反击并回复生命。',
    },
    super: {
      en: 'Chance +10%.',
      cn: '触发几率 +10%。',
    },
    gaben: {
      en: 'Lifesteal on counterattacks doubled.',
      cn: '反击的吸血效果翻倍。',
    },
  },
  {
    id: 'legion_commander_overwhelming_odds',
    hero: 'legion_commander',
    ultimate: false,
    name: { en: 'Overwhelming Odds', cn: '压倒性优势' },
    description: {
      en: 'Damages enemies in an area and gains speed for each one hit.',
      cn: '伤害区域内的敌人，每命中一个都提升自身速度。',
    },
    super: {
      en: 'Damage +75.',
      cn: '伤害 +75。',
    },
    gaben: {
      en: 'Also gains +5 armor for each hero hit.',
      cn: '每命中一个英雄额外获得 5 点护甲。',
    },
  },
  {
    id: 'leshrac_pulse_nova',
    hero: 'leshrac',
    ultimate: true,
    name: { en: 'Pulse Nova', cn: '脉冲新星' },
    description: {
      en: 'While active, Leshrac spends mana to damage every nearby enemy each second.',
      cn: '开启后，拉席克每秒消耗魔法值伤害附近所有敌人。',
    },
    super: {
      en: '+60 damage per pulse.',
      cn: '每次脉冲伤害 +60。',
    },
    gaben: {
      en: 'No mana cost; radius +150.',
      cn: '不再消耗魔法值；作用范围 +150。',
    },
  },
  {
    id: 'custom_leshrac_split_earth',
    hero: 'leshrac',
    ultimate: false,
    name: { en: 'Split Earth', cn: '撕裂大地' },
    description: {
      en: 'Cracks the ground after a short delay, stunning and damaging enemies in the area.',
      cn: '短暂延迟后撕裂地面，眩晕并伤害区域内的敌人。',
    },
    super: {
      en: 'Radius +100.',
      cn: '作用范围 +100。',
    },
    gaben: {
      en: 'The ground splits again 2 s later.',
      cn: '2 秒后再次撕裂地面。',
    },
  },
  {
    id: 'lich_frost_shield',
    hero: 'lich',
    ultimate: false,
    name: { en: 'Frost Shield', cn: '冰霜魔盾' },
    description: {
      en: 'Shields an ally, cutting the physical damage it takes and chilling enemies around it.',
      cn: '为友军施加护盾，减少其受到的物理伤害并减速周围敌人。',
    },
    super: {
      en: 'Damage reduction +15%.',
      cn: '伤害减免 +15%。',
    },
    gaben: {
      en: 'Shields every ally at once.',
      cn: '同时为所有友军施加护盾。',
    },
  },
  {
    id: 'life_stealer_feast',
    hero: 'life_stealer',
    ultimate: false,
    name: { en: 'Feast', cn: '盛宴' },
    description: {
      en: "Attacks deal bonus damage from the target's maximum health and heal Lifestealer.",
      cn: '攻击按目标最大生命值附加伤害，并为噬魂鬼回复生命。',
    },
    super: {
      en: '+1.5% of maximum health per hit.',
      cn: '每次攻击 +1.5% 最大生命值伤害。',
    },
    gaben: {
      en: 'Healing from Feast is doubled.',
      cn: '盛宴的治疗量翻倍。',
    },
  },
  {
    id: 'custom_lina_dragon_slave',
    hero: 'lina',
    ultimate: false,
    name: { en: 'Dragon Slave', cn: '龙破斩' },
    description: {
      en: 'Sends a wave of flame forward, burning the enemies in a line.',
      cn: '向前方释放一道火焰波，灼烧直线上的敌人。',
    },
    super: {
      en: 'Damage +25%.',
      cn: '伤害 +25%。',
    },
    gaben: {
      en: 'Fires three waves in a cone.',
      cn: '以扇形发射三道火焰波。',
    },
  },
  {
    id: 'custom_lina_fiery_soul',
    hero: 'lina',
    ultimate: false,
    name: { en: 'Fiery Soul', cn: '炽魂' },
    description: {
      en: 'Each spell cast stacks attack and movement speed for Lina.',
      cn: '每次施法为莉娜叠加攻击速度和移动速度。',
    },
    super: {
      en: '+15 attack speed per stack.',
      cn: '每层攻击速度 +15。',
    },
    gaben: {
      en: '+2 maximum stacks and stacks last the whole round.',
      cn: '最大层数 +2，层数持续整回合。',
    },
  },
  {
    id: 'custom_lina_laguna_blade',
    hero: 'lina',
    ultimate: true,
    name: { en: 'Laguna Blade', cn: '神灭斩' },
    description: {
      en: 'Lina hurls a huge bolt of lightning at a single enemy.',
      cn: '莉娜向单个敌人释放巨大的闪电。',
    },
    super: {
      en: 'Damage +30%.',
      cn: '伤害 +30%。',
    },
    gaben: {
      en: 'Deals pure damage and jumps to a second enemy.',
      cn: '造成纯粹伤害，并弹射到第二个敌人。',
    },
  },
  {
    id: 'lina_light_strike_array',
    hero: 'lina',
    ultimate: false,
    name: { en: 'Light Strike Array', cn: '光击阵' },
    description: {
      en: 'Calls down a column of fire that stuns and damages enemies after a brief delay.',
      cn: '短暂延迟后降下火柱，眩晕并伤害敌人。',
    },
    super: {
      en: 'Stun +0.5 s.',
      cn: '眩晕时间 +0.5 秒。',
    },
    gaben: {
      en: 'No delay and radius +100.',
      cn: '取消延迟，作用范围 +100。',
    },
  },
  {
    id: 'custom_lion_finger_of_death',
    hero: 'lion',
    ultimate: true,
    name: { en: 'Finger of Death', cn: '死亡一指' },
    description: {
      en: 'Lion rips into a single enemy with a blast of dark magic.',
      cn: '莱恩以黑暗魔法重创单个敌人。',
    },
    super: {
      en: 'Damage +150.',
      cn: '伤害 +150。',
    },
    gaben: {
      en: 'Gains +60 damage for the rest of the game for every kill it makes.',
      cn: '每次击杀都使本局剩余时间内的伤害 +60。',
    },
  },
  {
    id: 'lion_impale',
    hero: 'lion',
    ultimate: false,
    name: { en: 'Earth Spike', cn: '穿刺' },
    description: {
      en: 'Spikes burst from the ground in a line, tossing and stunning enemies.',
      cn: '地刺沿直线刺出，击飞并眩晕敌人。',
    },
    super: {
      en: 'Stun +0.4 s.',
      cn: '眩晕时间 +0.4 秒。',
    },
    gaben: {
      en: 'Spikes fan out in three lines.',
      cn: '地刺沿三条直线刺出。',
    },
  },
  {
    id: 'custom_lion_mana_drain',
    hero: 'lion',
    ultimate: false,
    name: { en: 'Mana Drain', cn: '法力吸取' },
    description: {
      en: 'Channels to pull the mana out of an enemy while slowing it.',
      cn: '持续施法吸取敌人的魔法值并使其减速。',
    },
    super: {
      en: '+40 mana drained per second.',
      cn: '每秒吸取魔法值 +40。',
    },
    gaben: {
      en: 'Drains two enemies at once and heals Lion for the mana taken.',
      cn: '同时吸取两个敌人，并按吸取量为莱恩回复生命。',
    },
  },
  {
    id: 'luna_lunar_blessing',
    hero: 'luna',
    ultimate: false,
    name: { en: 'Lunar Blessing', cn: '月之祝福' },
    description: {
      en: "Luna's presence grants nearby allies extra attack damage.",
      cn: '露娜的存在为附近友军提供额外攻击力。',
    },
    super: {
      en: '+12 bonus damage.',
      cn: '额外攻击力 +12。',
    },
    gaben: {
      en: 'The aura covers the whole arena.',
      cn: '光环覆盖整个竞技场。',
    },
  },
  {
    id: 'lycan_shapeshift',
    hero: 'lycan',
    ultimate: true,
    name: { en: 'Shapeshift', cn: '变身' },
    description: {
      en: 'Lycan turns into a wolf, running at top speed and landing critical strikes.',
      cn: '狼人化身为狼，以极速奔跑并打出暴击。',
    },
    super: {
      en: 'Critical chance +10%.',
      cn: '暴击几率 +10%。',
    },
    gaben: {
      en: 'Allies also gain the critical strike while it lasts.',
      cn: '持续期间友军也获得暴击。',
    },
  },
  {
    id: 'custom_magnataur_empower',
    hero: 'magnataur',
    ultimate: false,
    name: { en: 'Empower', cn: '授予力量' },
    description: {
      en: 'Grants an ally bonus damage and cleave on its attacks.',
      cn: '使友军获得额外攻击力和攻击溅射。',
    },
    super: {
      en: 'Bonus damage +12%.',
      cn: '额外攻击力 +12%。',
    },
    gaben: {
      en: 'Empowers every ally at the start of the round.',
      cn: '回合开始时为所有友军授予力量。',
    },
  },
  {
    id: 'custom_mars_bulwark',
    hero: 'mars',
    ultimate: false,
    name: { en: 'Bulwark', cn: '护身甲盾' },
    description: {
      en: 'Mars blocks part of the damage from attacks coming from the front.',
      cn: '玛尔斯格挡来自正面的部分攻击伤害。',
    },
    super: {
      en: 'Block +15%.',
      cn: '格挡 +15%。',
    },
    gaben: {
      en: 'Nearby allies behind him share the protection.',
      cn: '身后附近的友军共享防护。',
    },
  },
  {
    id: 'mars_spear',
    hero: 'mars',
    ultimate: false,
    name: { en: 'Spear of Mars', cn: '战神迅矛' },
    description: {
      en: 'Throws a spear that carries the first enemy hit and pins it against obstacles.',
      cn: '掷出长矛，带走命中的第一个敌人并将其钉在障碍物上。',
    },
    super: {
      en: 'Pin +0.6 s.',
      cn: '钉住时间 +0.6 秒。',
    },
    gaben: {
      en: 'Throws three spears in a spread.',
      cn: '散射三根长矛。',
    },
  },
  {
    id: 'medusa_stone_gaze',
    hero: 'medusa',
    ultimate: true,
    name: { en: 'Stone Gaze', cn: '石化凝视' },
    description: {
      en: 'Enemies facing Medusa are slowed and then turned to stone.',
      cn: '注视美杜莎的敌人被减速，随后被石化。',
    },
    super: {
      en: 'Petrification +1 s.',
      cn: '石化时间 +1 秒。',
    },
    gaben: {
      en: 'Petrified enemies take +50% physical damage.',
      cn: '被石化的敌人受到的物理伤害 +50%。',
    },
  },
  {
    id: 'custom_necrolyte_death_pulse',
    hero: 'necrolyte',
    ultimate: false,
    name: { en: 'Death Pulse', cn: '死亡脉冲' },
    description: {
      en: 'Releases a wave of death that damages nearby enemies and heals nearby allies.',
      cn: '释放死亡之波，伤害附近敌人并治疗附近友军。',
    },
    super: {
      en: 'Damage and healing +30%.',
      cn: '伤害和治疗 +30%。',
    },
    gaben: {
      en: 'Cooldown halved.',
      cn: '冷却时间减半。',
    },
  },
  {
    id: 'custom_necrolyte_reapers_scythe',
    hero: 'necrolyte',
    ultimate: true,
    name: { en: "Reaper's Scythe", cn: '死神镰刀' },
    description: {
      en: 'Stuns an enemy and deals damage based on the health it is missing.',
      cn: '眩晕一名敌人，并按其已损失的生命值造成伤害。',
    },
    super: {
      en: '+0.2 damage per point of missing health.',
      cn: '每点已损失生命值伤害 +0.2。',
    },
    gaben: {
      en: 'A kill resets the cooldown.',
      cn: '击杀后重置冷却时间。',
    },
  },
  {
    id: 'custom_nevermore_necromastery',
    hero: 'nevermore',
    ultimate: false,
    name: { en: 'Necromastery', cn: '支配死灵' },
    description: {
      en: 'Shadow Fiend collects souls from kills, gaining attack damage.',
      cn: '影魔通过击杀收集灵魂，获得攻击力。',
    },
    super: {
      en: '+1 damage per soul.',
      cn: '每个灵魂攻击力 +1。',
    },
    gaben: {
      en: 'Souls are kept between rounds.',
      cn: '灵魂在回合之间保留。',
    },
  },
  {
    id: 'nevermore_shadowraze1',
    hero: 'nevermore',
    ultimate: false,
    name: { en: 'Shadowraze', cn: '毁灭阴影' },
    description: {
      en: 'Blasts the ground in front of Shadow Fiend, damaging the enemies there.',
      cn: '轰击影魔前方地面，伤害该处的敌人。',
    },
    super: {
      en: '+40 damage for each raze on the same target.',
      cn: '对同一目标每次毁灭阴影伤害 +40。',
    },
    gaben: {
      en: 'Razes at three distances at once.',
      cn: '同时在三个距离释放。',
    },
  },
  {
    id: 'obsidian_destroyer_equilibrium',
    hero: 'obsidian_destroyer',
    ultimate: false,
    name: { en: 'Essence Flux', cn: '精华变迁' },
    description: {
      en: 'Spells cast by Outworld Destroyer may give back part of the mana they cost.',
      cn: '殁境神蚀者施法时有几率返还一部分魔法消耗。',
    },
    super: {
      en: 'Chance +15%.',
      cn: '触发几率 +15%。',
    },
    gaben: {
      en: 'Each return also deals 50% of the mana restored as damage around him.',
      cn: '每次返还时，对周围敌人造成相当于返还魔法值 50% 的伤害。',
    },
  },
  {
    id: 'ogre_magi_bloodlust',
    hero: 'ogre_magi',
    ultimate: false,
    name: { en: 'Bloodlust', cn: '嗜血术' },
    description: {
      en: 'Drives an ally into a frenzy, raising its attack and movement speed.',
      cn: '激发友军的嗜血狂热，提升其攻击速度和移动速度。',
    },
    super: {
      en: '+30 attack speed.',
      cn: '攻击速度 +30。',
    },
    gaben: {
      en: 'Also gives +20% damage and lasts the whole round.',
      cn: '额外提供 20% 攻击力，并持续整回合。',
    },
  },
  {
    id: 'ogre_magi_fireblast',
    hero: 'ogre_magi',
    ultimate: false,
    name: { en: 'Fireblast', cn: '火焰爆轰' },
    description: {
      en: 'Blasts an enemy with fire, stunning and damaging it.',
      cn: '用火焰轰击一名敌人，造成眩晕和伤害。',
    },
    super: {
      en: 'Damage +100.',
      cn: '伤害 +100。',
    },
    gaben: {
      en: '50% chance to cast again at once.',
      cn: '有 50% 几率立即再次施放。',
    },
  },
  {
    id: 'omniknight_purification',
    hero: 'omniknight',
    ultimate: false,
    name: { en: 'Purification', cn: '洗礼' },
    description: {
      en: 'Heals an ally and damages the enemies around it by the same amount.',
      cn: '治疗一名友军，并对其周围敌人造成等量伤害。',
    },
    super: {
      en: 'Healing +100.',
      cn: '治疗量 +100。',
    },
    gaben: {
      en: 'Bounces to two more allies.',
      cn: '额外弹射到两名友军。',
    },
  },
  {
    id: 'custom_omniknight_repel',
    hero: 'omniknight',
    ultimate: false,
    name: { en: 'Repel', cn: '驱逐' },
    description: {
      en: 'Blesses an ally with magic resistance and steady healing.',
      cn: '祝福友军，使其获得魔法抗性和持续治疗。',
    },
    super: {
      en: 'Magic resistance +20%.',
      cn: '魔法抗性 +20%。',
    },
    gaben: {
      en: 'The ally is also immune to disables for 2 s.',
      cn: '友军同时在 2 秒内免疫控制。',
    },
  },
  {
    id: 'oracle_false_promise',
    hero: 'oracle',
    ultimate: true,
    name: { en: 'False Promise', cn: '虚妄之诺' },
    description: {
      en: 'Holds back all damage and healing on an ally, then settles them with the healing doubled.',
      cn: '暂缓友军受到的所有伤害与治疗，结束时统一结算且治疗加倍。',
    },
    super: {
      en: 'Duration +2 s.',
      cn: '持续时间 +2 秒。',
    },
    gaben: {
      en: 'Held-back damage is halved when it settles.',
      cn: '结算时暂缓的伤害减半。',
    },
  },
  {
    id: 'custom_phantom_assassin_blur',
    hero: 'phantom_assassin',
    ultimate: false,
    name: { en: 'Blur', cn: '模糊' },
    description: {
      en: 'Her form blurs, letting her dodge a share of incoming attacks.',
      cn: '身形变得模糊，使她能闪避一部分攻击。',
    },
    super: {
      en: 'Evasion +10%.',
      cn: '闪避 +10%。',
    },
    gaben: {
      en: 'Every dodged attack heals her for 30 health.',
      cn: '每次闪避攻击回复 30 点生命值。',
    },
  },
  {
    id: 'phantom_assassin_phantom_strike',
    hero: 'phantom_assassin',
    ultimate: false,
    name: { en: 'Phantom Strike', cn: '幻影突袭' },
    description: {
      en: 'Blinks to a target and attacks much faster for a few hits.',
      cn: '闪烁到目标身边，在几次攻击内大幅提升攻击速度。',
    },
    super: {
      en: 'Attack speed bonus +60.',
      cn: '攻击速度加成 +60。',
    },
    gaben: {
      en: 'Each blink guarantees one critical strike.',
      cn: '每次闪烁必定触发一次暴击。',
    },
  },
  {
    id: 'phantom_assassin_stifling_dagger',
    hero: 'phantom_assassin',
    ultimate: false,
    name: { en: 'Stifling Dagger', cn: '窒息之刃' },
    description: {
      en: 'Throws a dagger that slows the target and hits with part of her attack damage.',
      cn: '掷出匕首减缓目标，并附带部分攻击力伤害。',
    },
    super: {
      en: 'Attack damage share +25%.',
      cn: '攻击力加成 +25%。',
    },
    gaben: {
      en: 'Throws at three targets.',
      cn: '同时投向三个目标。',
    },
  },
  {
    id: 'phoenix_icarus_dive',
    hero: 'phoenix',
    ultimate: false,
    name: { en: 'Icarus Dive', cn: '凤凰冲击' },
    description: {
      en: 'Phoenix swoops along a path at the cost of its own health, burning and slowing the enemies it passes.',
      cn: '凤凰消耗自身生命值沿路径俯冲，灼烧并减速沿途的敌人。',
    },
    super: {
      en: 'Burn +30 damage per second.',
      cn: '每秒灼烧伤害 +30。',
    },
    gaben: {
      en: 'No health cost; dive length +50%.',
      cn: '不再消耗生命值；冲击距离 +50%。',
    },
  },
  {
    id: 'primal_beast_trample',
    hero: 'primal_beast',
    ultimate: false,
    name: { en: 'Trample', cn: '践踏' },
    description: {
      en: 'Primal Beast stomps as it moves, damaging the enemies around each step.',
      cn: '兽在移动时不断践踏，伤害每一步周围的敌人。',
    },
    super: {
      en: '+25 damage per stomp.',
      cn: '每次践踏伤害 +25。',
    },
    gaben: {
      en: 'Each stomp also slows by 30% for 1 s.',
      cn: '每次践踏还造成 30% 减速，持续 1 秒。',
    },
  },
  {
    id: 'primal_beast_uproar',
    hero: 'primal_beast',
    ultimate: false,
    name: { en: 'Uproar', cn: '咆哮' },
    description: {
      en: 'Taking damage builds up rage; releasing it boosts armor and damage.',
      cn: '受到伤害会积攒怒气，释放后提升护甲和攻击力。',
    },
    super: {
      en: '+1 maximum stack.',
      cn: '最大层数 +1。',
    },
    gaben: {
      en: 'The release also fires projectiles that slow nearby enemies.',
      cn: '释放时还会发射弹体，减速附近敌人。',
    },
  },
  {
    id: 'custom_pudge_meat_hook',
    hero: 'pudge',
    ultimate: false,
    name: { en: 'Meat Hook', cn: '肉钩' },
    description: {
      en: 'Throws a hook that drags the first enemy hit back to Pudge.',
      cn: '掷出肉钩，将命中的第一个敌人拖回帕吉身边。',
    },
    super: {
      en: 'Damage +120.',
      cn: '伤害 +120。',
    },
    gaben: {
      en: 'Hooked enemies are stunned for 1.5 s.',
      cn: '被钩中的敌人眩晕 1.5 秒。',
    },
  },
  {
    id: 'pudge_rot',
    hero: 'pudge',
    ultimate: false,
    name: { en: 'Rot', cn: '腐烂' },
    description: {
      en: 'Pudge gives off a toxic cloud that damages and slows enemies around him, and hurts himself.',
      cn: '帕吉释放毒雾，伤害并减速周围敌人，也会伤害自己。',
    },
    super: {
      en: '+30 damage per second.',
      cn: '每秒伤害 +30。',
    },
    gaben: {
      en: 'No longer hurts Pudge.',
      cn: '不再伤害帕吉。',
    },
  },
  {
    id: 'custom_queenofpain_blink',
    hero: 'queenofpain',
    ultimate: false,
    name: { en: 'Blink', cn: '闪烁' },
    description: {
      en: 'Queen of Pain teleports a short distance.',
      cn: '痛苦女王瞬间传送一段距离。',
    },
    super: {
      en: 'Cooldown -3 s.',
      cn: '冷却时间 -3 秒。',
    },
    gaben: {
      en: 'Deals 150 damage around the arrival point.',
      cn: '在落点周围造成 150 点伤害。',
    },
  },
  {
    id: 'queenofpain_shadow_strike',
    hero: 'queenofpain',
    ultimate: false,
    name: { en: 'Shadow Strike', cn: '暗影突袭' },
    description: {
      en: 'Throws a poisoned dagger that deals damage over time and slows.',
      cn: '掷出淬毒匕首，持续伤害并减速敌人。',
    },
    super: {
      en: '+30 damage per tick.',
      cn: '每跳持续伤害 +30。',
    },
    gaben: {
      en: 'Hits every enemy within 400 of the target.',
      cn: '作用于目标周围 400 范围内的所有敌人。',
    },
  },
  {
    id: 'queenofpain_sonic_wave',
    hero: 'queenofpain',
    ultimate: true,
    name: { en: 'Sonic Wave', cn: '冲击波' },
    description: {
      en: 'Sends out a cone of sound that pushes back and damages enemies.',
      cn: '发出扇形音波，击退并伤害敌人。',
    },
    super: {
      en: 'Damage +120.',
      cn: '伤害 +120。',
    },
    gaben: {
      en: 'Cooldown -40%.',
      cn: '冷却时间 -40%。',
    },
  },
  {
    id: 'razor_plasma_field',
    hero: 'razor',
    ultimate: false,
    name: { en: 'Plasma Field', cn: '等离子场' },
    description: {
      en: 'Releases a ring of plasma that hurts and slows enemies more the farther out they are.',
      cn: '释放等离子环，敌人距离越远受到的伤害和减速越高。',
    },
    super: {
      en: 'Maximum damage +60.',
      cn: '最大伤害 +60。',
    },
    gaben: {
      en: 'The field pulses twice.',
      cn: '等离子场脉冲两次。',
    },
  },
  {
    id: 'custom_razor_static_link',
    hero: 'razor',
    ultimate: false,
    name: { en: 'Static Link', cn: '静电连接' },
    description: {
      en: 'Tethers to an enemy and drains its attack damage.',
      cn: '与敌人建立连接，吸取其攻击力。',
    },
    super: {
      en: '+3 damage drained per second.',
      cn: '每秒吸取攻击力 +3。',
    },
    gaben: {
      en: 'Links to two enemies at once.',
      cn: '同时连接两个敌人。',
    },
  },
  {
    id: 'sandking_burrowstrike',
    hero: 'sand_king',
    ultimate: false,
    name: { en: 'Burrowstrike', cn: '掘地穿刺' },
    description: {
      en: 'Sand King tunnels forward, tossing and stunning the enemies in his way.',
      cn: '沙王钻地前冲，击飞并眩晕路径上的敌人。',
    },
    super: {
      en: 'Length +200.',
      cn: '距离 +200。',
    },
    gaben: {
      en: 'Enemies hit are also poisoned for 3 s.',
      cn: '被击中的敌人还会中毒 3 秒。',
    },
  },
  {
    id: 'custom_shadow_demon_disruption',
    hero: 'shadow_demon',
    ultimate: false,
    name: { en: 'Disruption', cn: '崩裂禁锢' },
    description: {
      en: 'Banishes a unit briefly and creates illusions of it when it returns.',
      cn: '短暂放逐一个单位，并在其返回时制造它的幻象。',
    },
    super: {
      en: '+1 illusion.',
      cn: '幻象数量 +1。',
    },
    gaben: {
      en: 'Illusions deal +50% damage.',
      cn: '幻象造成的伤害 +50%。',
    },
  },
  {
    id: 'shadow_shaman_ether_shock',
    hero: 'shadow_shaman',
    ultimate: false,
    name: { en: 'Ether Shock', cn: '苍穹振击' },
    description: {
      en: 'Hits several enemies in a cone with a bolt of energy.',
      cn: '向扇形范围内的多个敌人释放能量冲击。',
    },
    super: {
      en: '+2 targets.',
      cn: '目标数量 +2。',
    },
    gaben: {
      en: 'Damage +150.',
      cn: '伤害 +150。',
    },
  },
  {
    id: 'custom_shadow_shaman_shackles',
    hero: 'shadow_shaman',
    ultimate: false,
    name: { en: 'Shackles', cn: '枷锁' },
    description: {
      en: 'Channels to bind an enemy in place, damaging it over time.',
      cn: '持续施法将敌人束缚在原地，并持续造成伤害。',
    },
    super: {
      en: 'Duration +1 s.',
      cn: '持续时间 +1 秒。',
    },
    gaben: {
      en: 'Binds every enemy near the target.',
      cn: '束缚目标附近的所有敌人。',
    },
  },
  {
    id: 'custom_skeleton_king_hellfire_blast',
    hero: 'skeleton_king',
    ultimate: false,
    name: { en: 'Wraithfire Blast', cn: '冥火暴击' },
    description: {
      en: 'Hurls a blast of wraithfire that stuns and burns an enemy.',
      cn: '射出冥火，眩晕并灼烧一名敌人。',
    },
    super: {
      en: 'Stun +0.4 s.',
      cn: '眩晕时间 +0.4 秒。',
    },
    gaben: {
      en: 'Bounces to two more enemies.',
      cn: '弹射到另外两名敌人。',
    },
  },
  {
    id: 'skeleton_king_mortal_strike',
    hero: 'skeleton_king',
    ultimate: false,
    name: { en: 'Mortal Strike', cn: '致命一击' },
    description: {
      en: 'Attacks have a chance to land a heavy critical strike.',
      cn: '攻击有几率打出强力暴击。',
    },
    super: {
      en: 'Critical damage +50%.',
      cn: '暴击伤害 +50%。',
    },
    gaben: {
      en: 'Critical chance +10% and critical strikes heal for half the damage.',
      cn: '暴击几率 +10%，暴击时回复一半伤害值的生命。',
    },
  },
  {
    id: 'skeleton_king_reincarnation',
    hero: 'skeleton_king',
    ultimate: true,
    name: { en: 'Reincarnation', cn: '重生' },
    description: {
      en: 'When killed, Wraith King rises again after a short delay and slows nearby enemies.',
      cn: '冥魂大帝阵亡后会在短暂延迟后复活，并减速附近敌人。',
    },
    super: {
      en: 'Revives with +25% health.',
      cn: '复活时生命值 +25%。',
    },
    gaben: {
      en: 'Can revive twice per round.',
      cn: '每回合可复活两次。',
    },
  },
  {
    id: 'skywrath_mage_arcane_bolt',
    hero: 'skywrath_mage',
    ultimate: false,
    name: { en: 'Arcane Bolt', cn: '奥法鹰隼' },
    description: {
      en: 'Fires a slow bolt whose damage grows with intelligence.',
      cn: '射出一道随智力提升伤害的缓慢魔法弹。',
    },
    super: {
      en: 'Damage +60.',
      cn: '伤害 +60。',
    },
    gaben: {
      en: 'Fires two bolts per cast.',
      cn: '每次施放发射两道。',
    },
  },
  {
    id: 'slardar_amplify_damage',
    hero: 'slardar',
    ultimate: true,
    name: { en: 'Corrosive Haze', cn: '侵蚀雾霭' },
    description: {
      en: 'Strips armor from an enemy and keeps it revealed.',
      cn: '削减一名敌人的护甲并使其持续暴露。',
    },
    super: {
      en: 'Armor reduction +5.',
      cn: '护甲削减 +5。',
    },
    gaben: {
      en: 'Spreads to every enemy within 400 range.',
      cn: '扩散到 400 范围内的所有敌人。',
    },
  },
  {
    id: 'slardar_bash',
    hero: 'slardar',
    ultimate: false,
    name: { en: 'Bash of the Deep', cn: '深海重击' },
    description: {
      en: 'Every few attacks Slardar bashes, stunning the target and dealing bonus damage.',
      cn: '每隔几次攻击，斯拉达会发动重击，眩晕目标并造成额外伤害。',
    },
    super: {
      en: 'Bashes every 2 attacks instead of 3.',
      cn: '每 2 次攻击触发一次（原为 3 次）。',
    },
    gaben: {
      en: 'Stun +0.5 s and bonus damage doubled.',
      cn: '眩晕时间 +0.5 秒，额外伤害翻倍。',
    },
  },
  {
    id: 'slark_dark_pact',
    hero: 'slark',
    ultimate: false,
    name: { en: 'Dark Pact', cn: '暗影契约' },
    description: {
      en: 'After a short delay Slark purges himself and damages nearby enemies, losing some health.',
      cn: '短暂延迟后，斯拉克驱散自身负面状态并伤害附近敌人，同时损失部分生命。',
    },
    super: {
      en: 'Damage +80.',
      cn: '伤害 +80。',
    },
    gaben: {
      en: 'Also purges nearby allies; no self-damage.',
      cn: '同时驱散附近友军；不再伤害自身。',
    },
  },
  {
    id: 'sniper_assassinate',
    hero: 'sniper',
    ultimate: true,
    name: { en: 'Assassinate', cn: '暗杀' },
    description: {
      en: 'After a short aim, Sniper fires a powerful shot at a distant enemy.',
      cn: '短暂瞄准后，狙击手向远处的敌人射出致命一枪。',
    },
    super: {
      en: 'Damage +200.',
      cn: '伤害 +200。',
    },
    gaben: {
      en: 'No aiming time and the shot is always a critical strike.',
      cn: '取消瞄准时间，子弹必定暴击。',
    },
  },
  {
    id: 'sniper_headshot',
    hero: 'sniper',
    ultimate: false,
    name: { en: 'Headshot', cn: '爆头' },
    description: {
      en: 'Attacks have a chance to deal bonus damage and knock the target back.',
      cn: '攻击有几率造成额外伤害并击退目标。',
    },
    super: {
      en: 'Chance +15%.',
      cn: '触发几率 +15%。',
    },
    gaben: {
      en: 'Headshots also stun for 0.3 s.',
      cn: '爆头还造成 0.3 秒眩晕。',
    },
  },
  {
    id: 'sniper_shrapnel',
    hero: 'sniper',
    ultimate: false,
    name: { en: 'Shrapnel', cn: '榴霰弹' },
    description: {
      en: 'Rains shrapnel on an area, slowing and damaging enemies.',
      cn: '向区域倾泻榴霰弹，减速并伤害敌人。',
    },
    super: {
      en: '+25 damage per second.',
      cn: '每秒伤害 +25。',
    },
    gaben: {
      en: '+2 charges.',
      cn: '充能次数 +2。',
    },
  },
  {
    id: 'custom_sniper_take_aim',
    hero: 'sniper',
    ultimate: false,
    name: { en: 'Take Aim', cn: '瞄准' },
    description: {
      en: "Extends Sniper's attack range.",
      cn: '增加狙击手的攻击距离。',
    },
    super: {
      en: 'Attack range +150.',
      cn: '攻击距离 +150。',
    },
    gaben: {
      en: 'Attacks on targets more than 800 away deal +40% damage.',
      cn: '对 800 距离以外目标的攻击伤害 +40%。',
    },
  },
  {
    id: 'custom_spectre_dispersion',
    hero: 'spectre',
    ultimate: false,
    name: { en: 'Dispersion', cn: '折射' },
    description: {
      en: 'Reflects part of the damage Spectre takes onto nearby enemies.',
      cn: '将幽鬼受到的部分伤害反射给附近敌人。',
    },
    super: {
      en: 'Reflection +8%.',
      cn: '反射比例 +8%。',
    },
    gaben: {
      en: 'Reflection radius +300.',
      cn: '反射范围 +300。',
    },
  },
  {
    id: 'custom_spirit_breaker_charge_of_darkness',
    hero: 'spirit_breaker',
    ultimate: false,
    name: { en: 'Charge of Darkness', cn: '暗影冲刺' },
    description: {
      en: 'Spirit Breaker charges at an enemy, bashing units he passes and stunning the target.',
      cn: '裂魂人冲向一名敌人，撞击沿途单位并眩晕目标。',
    },
    super: {
      en: 'Charge speed +150.',
      cn: '冲刺速度 +150。',
    },
    gaben: {
      en: 'Stun +1 s and enemies he passes are stunned too.',
      cn: '眩晕时间 +1 秒，沿途敌人同样被眩晕。',
    },
  },
  {
    id: 'custom_storm_spirit_overload',
    hero: 'storm_spirit',
    ultimate: false,
    name: { en: 'Overload', cn: '超负荷' },
    description: {
      en: "After each spell, Storm Spirit's next attack bursts with electricity that slows.",
      cn: '每次施法后，风暴之灵的下一次攻击会释放电流并减速敌人。',
    },
    super: {
      en: 'Damage +40.',
      cn: '伤害 +40。',
    },
    gaben: {
      en: 'Burst radius +150 and slow +30%.',
      cn: '爆发范围 +150，减速 +30%。',
    },
  },
  {
    id: 'storm_spirit_static_remnant',
    hero: 'storm_spirit',
    ultimate: false,
    name: { en: 'Static Remnant', cn: '残影' },
    description: {
      en: 'Leaves an electric copy that explodes when an enemy comes close.',
      cn: '留下带电残影，敌人靠近时爆炸。',
    },
    super: {
      en: 'Damage +70.',
      cn: '伤害 +70。',
    },
    gaben: {
      en: 'Cooldown -2 s.',
      cn: '冷却时间 -2 秒。',
    },
  },
  {
    id: 'sven_gods_strength',
    hero: 'sven',
    ultimate: true,
    name: { en: "God's Strength", cn: '神之力量' },
    description: {
      en: 'Sven channels his power into a huge boost of attack damage.',
      cn: '斯温爆发力量，大幅提升攻击力。',
    },
    super: {
      en: 'Bonus damage +40%.',
      cn: '攻击力加成 +40%。',
    },
    gaben: {
      en: 'Nearby allies gain half of the bonus.',
      cn: '附近友军获得一半加成。',
    },
  },
  {
    id: 'custom_sven_great_cleave',
    hero: 'sven',
    ultimate: false,
    name: { en: 'Great Cleave', cn: '巨力挥舞' },
    description: {
      en: "Sven's attacks cleave through every enemy in front of him.",
      cn: '斯温的攻击溅射前方所有敌人。',
    },
    super: {
      en: 'Cleave +25%.',
      cn: '溅射伤害 +25%。',
    },
    gaben: {
      en: 'Cleave area +50% and +20 damage.',
      cn: '溅射范围 +50%，攻击力 +20。',
    },
  },
  {
    id: 'sven_storm_bolt',
    hero: 'sven',
    ultimate: false,
    name: { en: 'Storm Hammer', cn: '风暴之拳' },
    description: {
      en: 'Throws his gauntlet at an enemy, stunning and damaging the enemies around it.',
      cn: '向敌人掷出铁拳，眩晕并伤害其周围的敌人。',
    },
    super: {
      en: 'Stun +0.5 s.',
      cn: '眩晕时间 +0.5 秒。',
    },
    gaben: {
      en: 'Sven flies with the hammer and the impact area is doubled.',
      cn: '斯温随铁拳一同飞出，冲击范围翻倍。',
    },
  },
  {
    id: 'templar_assassin_refraction',
    hero: 'templar_assassin',
    ultimate: false,
    name: { en: 'Refraction', cn: '折光' },
    description: {
      en: 'Blocks several instances of damage and adds bonus damage to her next attacks.',
      cn: '抵挡若干次伤害，并为接下来的攻击提供额外伤害。',
    },
    super: {
      en: '+2 instances.',
      cn: '次数 +2。',
    },
    gaben: {
      en: '+60 bonus damage and cooldown -4 s.',
      cn: '额外伤害 +60，冷却时间 -4 秒。',
    },
  },
  {
    id: 'terrorblade_sunder',
    hero: 'terrorblade',
    ultimate: true,
    name: { en: 'Sunder', cn: '魂断' },
    description: {
      en: 'Swaps the health percentages of Terrorblade and a target.',
      cn: '恐怖利刃与目标交换生命值百分比。',
    },
    super: {
      en: 'Minimum health kept +10%.',
      cn: '保留的最低生命值 +10%。',
    },
    gaben: {
      en: 'Cooldown -20 s and cast range +300.',
      cn: '冷却时间 -20 秒，施法距离 +300。',
    },
  },
  {
    id: 'tidehunter_anchor_smash',
    hero: 'tidehunter',
    ultimate: false,
    name: { en: 'Anchor Smash', cn: '锚击' },
    description: {
      en: 'Swings an anchor around, hitting nearby enemies and lowering their damage.',
      cn: '挥舞巨锚攻击附近敌人，并降低其攻击力。',
    },
    super: {
      en: 'Damage reduction +20%.',
      cn: '攻击力削减 +20%。',
    },
    gaben: {
      en: 'Cooldown -3 s and radius +150.',
      cn: '冷却时间 -3 秒，作用范围 +150。',
    },
  },
  {
    id: 'tidehunter_kraken_shell',
    hero: 'tidehunter',
    ultimate: false,
    name: { en: 'Kraken Shell', cn: '海妖外壳' },
    description: {
      en: 'A thick hide blocks part of every attack and purges debuffs after heavy damage.',
      cn: '厚实外壳格挡每次攻击的一部分伤害，承受大量伤害后驱散负面状态。',
    },
    super: {
      en: 'Damage block +20.',
      cn: '伤害格挡 +20。',
    },
    gaben: {
      en: 'Purge threshold halved.',
      cn: '驱散触发阈值减半。',
    },
  },
  {
    id: 'tidehunter_ravage',
    hero: 'tidehunter',
    ultimate: true,
    name: { en: 'Ravage', cn: '毁灭' },
    description: {
      en: 'Tentacles burst from the ground around Tidehunter, stunning and damaging every nearby enemy.',
      cn: '潮汐猎人周围迸出触手，眩晕并伤害附近所有敌人。',
    },
    super: {
      en: 'Stun +0.6 s.',
      cn: '眩晕时间 +0.6 秒。',
    },
    gaben: {
      en: 'Radius doubled.',
      cn: '作用范围翻倍。',
    },
  },
  {
    id: 'custom_tinker_laser',
    hero: 'tinker',
    ultimate: false,
    name: { en: 'Laser', cn: '激光' },
    description: {
      en: 'Fires a laser that damages an enemy and makes its attacks miss.',
      cn: '发射激光伤害一名敌人，并使其攻击落空。',
    },
    super: {
      en: 'Damage +80.',
      cn: '伤害 +80。',
    },
    gaben: {
      en: 'The laser refracts to two more enemies.',
      cn: '激光折射到另外两名敌人。',
    },
  },
  {
    id: 'tiny_avalanche',
    hero: 'tiny',
    ultimate: false,
    name: { en: 'Avalanche', cn: '山崩' },
    description: {
      en: 'Drops a torrent of rocks on an area, stunning and damaging enemies.',
      cn: '向区域倾泻滚石，眩晕并伤害敌人。',
    },
    super: {
      en: 'Damage +80.',
      cn: '伤害 +80。',
    },
    gaben: {
      en: 'Lasts twice as long.',
      cn: '持续时间翻倍。',
    },
  },
  {
    id: 'tiny_toss',
    hero: 'tiny',
    ultimate: false,
    name: { en: 'Toss', cn: '投掷' },
    description: {
      en: 'Grabs a nearby unit and hurls it at an enemy, damaging everything where it lands.',
      cn: '抓起附近的单位掷向敌人，在落点造成伤害。',
    },
    super: {
      en: '+1 charge.',
      cn: '充能次数 +1。',
    },
    gaben: {
      en: 'The landing stuns for 1 s.',
      cn: '落地时眩晕 1 秒。',
    },
  },
  {
    id: 'treant_leech_seed',
    hero: 'treant',
    ultimate: false,
    name: { en: 'Leech Seed', cn: '寄生种子' },
    description: {
      en: 'Plants a seed in an enemy that drains its life to heal the allies around it.',
      cn: '在敌人身上种下种子，吸取其生命并治疗周围友军。',
    },
    super: {
      en: '+15 drain per pulse.',
      cn: '每次吸取伤害 +15。',
    },
    gaben: {
      en: 'Slow +20% and the seed jumps to a new enemy when the target dies.',
      cn: '减速 +20%，目标死亡时种子转移到新的敌人身上。',
    },
  },
  {
    id: 'troll_warlord_battle_trance',
    hero: 'troll_warlord',
    ultimate: true,
    name: { en: 'Battle Trance', cn: '战斗专注' },
    description: {
      en: 'Troll enters a trance in which he cannot die and attacks extremely fast.',
      cn: '巨魔进入战斗专注，无法被杀死并获得极高攻击速度。',
    },
    super: {
      en: 'Duration +1.5 s.',
      cn: '持续时间 +1.5 秒。',
    },
    gaben: {
      en: 'Allies gain half of the attack speed bonus.',
      cn: '友军获得一半的攻击速度加成。',
    },
  },
  {
    id: 'troll_warlord_fervor',
    hero: 'troll_warlord',
    ultimate: false,
    name: { en: 'Fervor', cn: '热血战魂' },
    description: {
      en: "Each attack on the same target raises Troll's attack speed.",
      cn: '连续攻击同一目标会不断提升巨魔的攻击速度。',
    },
    super: {
      en: '+8 attack speed per stack.',
      cn: '每层攻击速度 +8。',
    },
    gaben: {
      en: 'Stacks are kept when switching targets.',
      cn: '切换目标时保留层数。',
    },
  },
  {
    id: 'custom_tusk_walrus_punch',
    hero: 'tusk',
    ultimate: true,
    name: { en: 'Walrus PUNCH!', cn: '海象神拳！' },
    description: {
      en: "Tusk's next punch is a huge critical strike that launches the target into the air.",
      cn: '巨牙海民的下一拳是一次巨大暴击，并将目标击飞。',
    },
    super: {
      en: 'Critical damage +100%.',
      cn: '暴击伤害 +100%。',
    },
    gaben: {
      en: 'The target crashes down on nearby enemies, stunning them for 1 s.',
      cn: '目标落地时砸晕附近敌人 1 秒。',
    },
  },
  {
    id: 'custom_undying_decay',
    hero: 'undying',
    ultimate: false,
    name: { en: 'Decay', cn: '腐朽' },
    description: {
      en: 'Damages enemies in an area and steals strength from each hero hit.',
      cn: '伤害区域内的敌人，并从每个被击中的英雄身上偷取力量。',
    },
    super: {
      en: '+2 strength stolen.',
      cn: '偷取力量 +2。',
    },
    gaben: {
      en: 'Stolen strength lasts the whole round.',
      cn: '偷取的力量持续整回合。',
    },
  },
  {
    id: 'undying_flesh_golem',
    hero: 'undying',
    ultimate: true,
    name: { en: 'Flesh Golem', cn: '血肉傀儡' },
    description: {
      en: 'Undying becomes a golem whose attacks slow enemies and make them take more damage.',
      cn: '不朽尸王化身为血肉傀儡，攻击减速敌人并使其受到更多伤害。',
    },
    super: {
      en: 'Damage amplification +8%.',
      cn: '增伤效果 +8%。',
    },
    gaben: {
      en: 'Lasts the whole round and heals him whenever an enemy dies nearby.',
      cn: '持续整回合，附近每有敌人死亡即为其回复生命。',
    },
  },
  {
    id: 'ursa_fury_swipes',
    hero: 'ursa',
    ultimate: false,
    name: { en: 'Fury Swipes', cn: '怒意狂击' },
    description: {
      en: 'Each attack on the same target adds more bonus damage.',
      cn: '每次攻击同一目标都会叠加更多额外伤害。',
    },
    super: {
      en: '+10 damage per stack.',
      cn: '每层额外伤害 +10。',
    },
    gaben: {
      en: 'Stacks never expire.',
      cn: '层数永不消失。',
    },
  },
  {
    id: 'ursa_overpower',
    hero: 'ursa',
    ultimate: false,
    name: { en: 'Overpower', cn: '超强力量' },
    description: {
      en: 'Ursa gains extreme attack speed for several attacks.',
      cn: '熊战士在数次攻击内获得极高攻击速度。',
    },
    super: {
      en: '+2 attacks.',
      cn: '攻击次数 +2。',
    },
    gaben: {
      en: 'Recast automatically every 6 s.',
      cn: '每 6 秒自动重新施放。',
    },
  },
  {
    id: 'vengefulspirit_wave_of_terror',
    hero: 'vengefulspirit',
    ultimate: false,
    name: { en: 'Wave of Terror', cn: '恐怖波动' },
    description: {
      en: 'Sends out a wave that damages enemies and lowers their armor.',
      cn: '发出一道波动，伤害敌人并降低其护甲。',
    },
    super: {
      en: 'Armor reduction +3.',
      cn: '护甲削减 +3。',
    },
    gaben: {
      en: 'The wave also lowers enemy damage by 20%.',
      cn: '波动还使敌人的攻击力降低 20%。',
    },
  },
  {
    id: 'custom_venomancer_poison_sting',
    hero: 'venomancer',
    ultimate: false,
    name: { en: 'Poison Sting', cn: '毒刺' },
    description: {
      en: 'Attacks poison and slow the target.',
      cn: '攻击使目标中毒并减速。',
    },
    super: {
      en: 'Poison +12 damage per second.',
      cn: '每秒中毒伤害 +12。',
    },
    gaben: {
      en: 'The poison stacks up to 3 times.',
      cn: '中毒效果最多叠加 3 层。',
    },
  },
  {
    id: 'venomancer_venomous_gale',
    hero: 'venomancer',
    ultimate: false,
    name: { en: 'Venomous Gale', cn: '瘴气' },
    description: {
      en: 'Spits a ball of venom that poisons and slows the enemies in a line.',
      cn: '吐出毒球，毒害并减速直线上的敌人。',
    },
    super: {
      en: '+40 damage per tick.',
      cn: '每跳伤害 +40。',
    },
    gaben: {
      en: 'Spits three balls in a cone.',
      cn: '以扇形吐出三颗毒球。',
    },
  },
  {
    id: 'viper_corrosive_skin',
    hero: 'viper',
    ultimate: false,
    name: { en: 'Corrosive Skin', cn: '腐蚀皮肤' },
    description: {
      en: 'Viper gains magic resistance and poisons anyone who attacks him.',
      cn: '冥界亚龙获得魔法抗性，并使攻击者中毒。',
    },
    super: {
      en: 'Poison +15 damage per second.',
      cn: '每秒中毒伤害 +15。',
    },
    gaben: {
      en: 'Magic resistance +25%.',
      cn: '魔法抗性 +25%。',
    },
  },
  {
    id: 'viper_nethertoxin',
    hero: 'viper',
    ultimate: false,
    name: { en: 'Nethertoxin', cn: '幽冥剧毒' },
    description: {
      en: 'Covers an area in toxin that damages enemies and shuts off their passives.',
      cn: '在区域内布下剧毒，伤害敌人并使其被动技能失效。',
    },
    super: {
      en: '+20 damage per second.',
      cn: '每秒伤害 +20。',
    },
    gaben: {
      en: 'Radius +150 and it also silences.',
      cn: '作用范围 +150，并附带沉默。',
    },
  },
  {
    id: 'custom_visage_grave_chill',
    hero: 'visage',
    ultimate: false,
    name: { en: 'Grave Chill', cn: '墓地之寒' },
    description: {
      en: 'Drains speed from an enemy and gives it to Visage.',
      cn: '从敌人身上吸取速度并转移给维萨吉。',
    },
    super: {
      en: '+20 speed stolen.',
      cn: '偷取速度 +20。',
    },
    gaben: {
      en: 'Affects every enemy within 300 of the target.',
      cn: '作用于目标周围 300 范围内的所有敌人。',
    },
  },
  {
    id: 'void_spirit_astral_step',
    hero: 'void_spirit',
    ultimate: true,
    name: { en: 'Astral Step', cn: '太虚之径' },
    description: {
      en: 'Void Spirit dashes through enemies and marks them; the marks burst for damage and slow.',
      cn: '虚无之灵穿过敌人并留下印记，印记随后爆发造成伤害和减速。',
    },
    super: {
      en: '+1 charge.',
      cn: '充能次数 +1。',
    },
    gaben: {
      en: 'Mark damage doubled.',
      cn: '印记伤害翻倍。',
    },
  },
  {
    id: 'custom_warlock_chaotic_offering',
    hero: 'warlock',
    ultimate: true,
    name: { en: 'Chaotic Offering', cn: '混乱之祭' },
    description: {
      en: 'Warlock calls a golem up from the underworld, stunning the enemies where it lands.',
      cn: '术士从地狱召唤一个傀儡，落地时眩晕周围敌人。',
    },
    super: {
      en: 'Golem health and damage +30%.',
      cn: '傀儡生命值和攻击力 +30%。',
    },
    gaben: {
      en: 'Summons two golems.',
      cn: '召唤两个傀儡。',
    },
  },
  {
    id: 'custom_windrunner_powershot',
    hero: 'windrunner',
    ultimate: false,
    name: { en: 'Powershot', cn: '强力击' },
    description: {
      en: 'Charges and fires a piercing arrow that hits every enemy in a line.',
      cn: '蓄力射出一支贯穿之箭，命中直线上的所有敌人。',
    },
    super: {
      en: 'Damage +100.',
      cn: '伤害 +100。',
    },
    gaben: {
      en: 'Damage no longer drops for each enemy hit.',
      cn: '伤害不再随命中的敌人数量衰减。',
    },
  },
  {
    id: 'windrunner_shackleshot',
    hero: 'windrunner',
    ultimate: false,
    name: { en: 'Shackleshot', cn: '束缚击' },
    description: {
      en: 'Fires an arrow that binds an enemy to a unit or tree behind it.',
      cn: '射出一支箭，将敌人与其身后的单位或树木束缚在一起。',
    },
    super: {
      en: 'Shackle +0.8 s.',
      cn: '束缚时间 +0.8 秒。',
    },
    gaben: {
      en: 'Shackles the target even with nothing behind it.',
      cn: '即使目标身后没有物体也能束缚。',
    },
  },
  {
    id: 'winter_wyvern_arctic_burn',
    hero: 'winter_wyvern',
    ultimate: false,
    name: { en: 'Arctic Burn', cn: '严寒烧灼' },
    description: {
      en: "Winter Wyvern takes flight; her attacks reach farther and burn a share of enemies' current health.",
      cn: '寒冬飞龙腾空飞行，攻击距离提升，并按敌人当前生命值造成灼烧伤害。',
    },
    super: {
      en: 'Burn +2% of current health per second.',
      cn: '每秒灼烧 +2% 当前生命值。',
    },
    gaben: {
      en: 'Attack range +200 and slow +20%.',
      cn: '攻击距离 +200，减速 +20%。',
    },
  },
  {
    id: 'custom_witch_doctor_maledict',
    hero: 'witch_doctor',
    ultimate: false,
    name: { en: 'Maledict', cn: '诅咒' },
    description: {
      en: 'Curses enemies in an area, dealing extra damage based on the health they lose.',
      cn: '诅咒区域内的敌人，根据其损失的生命值追加伤害。',
    },
    super: {
      en: 'Bonus damage +25%.',
      cn: '追加伤害 +25%。',
    },
    gaben: {
      en: 'The curse lasts 4 s longer.',
      cn: '诅咒持续时间 +4 秒。',
    },
  },
  {
    id: 'witch_doctor_paralyzing_cask',
    hero: 'witch_doctor',
    ultimate: false,
    name: { en: 'Paralyzing Cask', cn: '麻痹药剂' },
    description: {
      en: 'Throws a cask that bounces between enemies, stunning each one.',
      cn: '掷出在敌人之间弹跳的药剂，逐一眩晕。',
    },
    super: {
      en: '+3 bounces.',
      cn: '弹跳次数 +3。',
    },
    gaben: {
      en: 'Also bounces to allies and heals them.',
      cn: '也会弹到友军身上并治疗他们。',
    },
  },
  {
    id: 'custom_zuus_arc_lightning',
    hero: 'zuus',
    ultimate: false,
    name: { en: 'Arc Lightning', cn: '弧形闪电' },
    description: {
      en: 'A bolt of lightning that jumps between nearby enemies.',
      cn: '在附近敌人之间跳跃的闪电。',
    },
    super: {
      en: '+4 jumps.',
      cn: '跳跃次数 +4。',
    },
    gaben: {
      en: 'Cast automatically on every third attack.',
      cn: '每第三次攻击自动施放。',
    },
  },
  {
    id: 'zuus_lightning_bolt',
    hero: 'zuus',
    ultimate: false,
    name: { en: 'Lightning Bolt', cn: '雷击' },
    description: {
      en: 'Strikes an enemy with lightning from above, briefly stunning it.',
      cn: '从天而降的雷电劈中敌人，并造成短暂眩晕。',
    },
    super: {
      en: 'Damage +100.',
      cn: '伤害 +100。',
    },
    gaben: {
      en: 'Also strikes two nearby enemies.',
      cn: '额外劈中附近两名敌人。',
    },
  },
  {
    id: 'custom_zuus_thundergods_wrath',
    hero: 'zuus',
    ultimate: true,
    name: { en: "Thundergod's Wrath", cn: '雷神之怒' },
    description: {
      en: 'Zeus strikes every enemy in the arena with lightning.',
      cn: '宙斯用雷电劈击竞技场上的所有敌人。',
    },
    super: {
      en: 'Damage +120.',
      cn: '伤害 +120。',
    },
    gaben: {
      en: 'Strikes a second time 1 s later.',
      cn: '1 秒后再劈击一次。',
    },
  },
];

export const SPELLS_BY_ID: ReadonlyMap<string, Spell> = new Map(
  SPELLS.map((spell): [string, Spell] => [spell.id, spell]),
);

const CUSTOM_PREFIX = 'custom_';
const HERO_PREFIX = 'npc_dota_hero_';

/** Image name of an ability: its id without a leading `custom_` ("Spells and gods"). */
export function spellImage(id: string): string {
  return id.startsWith(CUSTOM_PREFIX) ? id.slice(CUSTOM_PREFIX.length) : id;
}

/** Image name of a hero: its name without the leading `npc_dota_hero_` ("Spells and gods"). */
export function heroImage(heroName: string): string {
  return heroName.startsWith(HERO_PREFIX) ? heroName.slice(HERO_PREFIX.length) : heroName;
}
