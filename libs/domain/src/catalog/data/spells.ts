/**
 * The spell pool: the 150 Dota 2 hero abilities a game draws its shop from (docs/game-rules.md,
 * "Spells and gods"; 50 are banned at random each game, 20 copies of each, 3 gold a copy).
 *
 * `id` is the ability name exactly as game servers send it in results
 * (`heroes[].abilities[].name`); reworked abilities carry a `custom_` prefix. `ultimate`
 * matches the `isUltimate` flag the game sends. Points from duplicates: 3 is the standard
 * maximum level, 6 is Super, 9 is Gaben; `super` and `gaben` say what those upgrades do, and
 * `difference` how the spell differs from the base game, as the live site publishes them
 * (null where it publishes nothing: nothing is made up). Descriptions and texts are our own
 * words, not Valve's tooltips nor the live site's. Figures, cooldowns and mana costs are in
 * `spell-numbers.ts`.
 */
import type { Localized } from './localized';
import { SPELL_NUMBERS, type SpellNumbers } from './spell-numbers';

interface SpellTexts {
  /** Ability name as the game uses it, e.g. `custom_abaddon_curse_of_avernus`. */
  id: string;
  /** Dota hero internal name the ability comes from, e.g. `abaddon`, `life_stealer`. */
  hero: string;
  ultimate: boolean;
  name: Localized;
  description: Localized;
  /** What the Super upgrade (level 6) does; null when no source says. */
  super: Localized | null;
  /** What the Gaben upgrade (level 9) does; null when no source says. */
  gaben: Localized | null;
  /** How the spell differs from the base game; null when it does not, or no source says. */
  difference: Localized | null;
}

/** A spell of the pool: its texts and its published numbers (none when unpublished). */
export type Spell = SpellTexts & SpellNumbers;

const NO_NUMBERS: SpellNumbers = { figures: [], cooldowns: [], manaCosts: [] };

const SPELL_TEXTS: readonly SpellTexts[] = [
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
      en: 'Casting the shield on an ally also puts one on the caster.',
      cn: '对友军施放护盾时，施法者自己也获得一层护盾。',
    },
    gaben: {
      en: 'The shield soaks 400 more damage.',
      cn: '护盾多吸收 400 点伤害。',
    },
    difference: null,
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
      en: 'Cooldown 8 s shorter and the effect lasts 2 s longer.',
      cn: '冷却时间缩短 8 秒，持续时间延长 2 秒。',
    },
    gaben: {
      en: 'Allies within 500 take 40% less damage while the caster is healed by the damage it takes.',
      cn: '500 范围内的友军所受伤害降低 40%，施法者受到的伤害转为对自身的治疗。',
    },
    difference: null,
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
      en: 'The curse needs only 3 hits, and its slow is 50% stronger.',
      cn: '只需 3 次攻击即可触发诅咒，减速效果增强 50%。',
    },
    gaben: {
      en: 'Stacks keep building even while a curse is already on the target.',
      cn: '目标身上已有诅咒时，仍可继续叠加层数。',
    },
    difference: null,
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
      en: 'Damage per second and armor reduction are both multiplied by 1.5.',
      cn: '每秒伤害和护甲削减都乘以 1.5。',
    },
    gaben: {
      en: 'Becomes a passive: when battle starts, the acid covers the whole arena and stays for the entire battle.',
      cn: '变为被动技能：战斗开始时酸雾覆盖整个竞技场，并持续整场战斗。',
    },
    difference: null,
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
      en: 'Base attack time 0.1 lower, +50 health regeneration and +150 movement speed.',
      cn: '基础攻击间隔减少 0.1，生命恢复 +50，移动速度 +150。',
    },
    gaben: {
      en: 'Also casts Chemical Rage on the unit nearest to the caster.',
      cn: '同时对离施法者最近的单位施放化学狂暴。',
    },
    difference: {
      en: 'Melee heroes get a faster base attack time from it.',
      cn: '近战英雄获得更快的基础攻击间隔。',
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Gives the hero Blink Fragment.',
      cn: '使英雄获得闪烁碎片。',
    },
    gaben: {
      en: 'When the target has no mana left, Mana Void is cast on it automatically, at most once every 5 s.',
      cn: '目标法力耗尽时自动对其施放法力虚空，每 5 秒最多一次。',
    },
    difference: null,
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
      en: 'Attack speed bonus +40; casting it pushes enemies out of the field; allies inside get +40% magic resistance and enemies inside are slowed by 30%.',
      cn: '攻击速度加成 +40；施放时将敌人推出力场；力场内友军获得 +40% 魔法抗性，敌人减速 30%。',
    },
    gaben: {
      en: 'Radius +200, and damage taken inside is delayed by 2.5 s.',
      cn: '半径 +200，力场内受到的伤害延迟 2.5 秒生效。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Attacking can also set off Counter Helix, on a cooldown of its own; +120 damage.',
      cn: '攻击时也能触发反击螺旋（独立冷却）；伤害 +120。',
    },
    gaben: {
      en: 'Enemies hit get a stacking debuff: 15% less damage to the hero per stack, up to 6 stacks; the chance to spin rises by 10%.',
      cn: '被击中的敌人获得可叠加的减益：每层对该英雄的伤害降低 15%，最多 6 层；触发几率提高 10%。',
    },
    difference: null,
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
      en: '+1 armor per stack, kill threshold +150 and cast range +200.',
      cn: '每层 +1 护甲，斩杀阈值 +150，施法距离 +200。',
    },
    gaben: {
      en: 'A kill with Culling Blade makes every ally immune to physical damage for 2 s.',
      cn: '淘汰之刃成功击杀时，所有友军免疫物理伤害 2 秒。',
    },
    difference: null,
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
      en: 'Axe damage +30 and damage amplification +4%.',
      cn: '战斧伤害 +30，伤害增幅 +4%。',
    },
    gaben: {
      en: 'Wild Axes has no cooldown.',
      cn: '野性之斧没有冷却时间。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Casting it also gives Bloodrage to the nearest allied hero within 800; +25 attack speed and +8% spell amplification.',
      cn: '施放时同时为 800 范围内最近的友方英雄施加血怒；攻击速度 +25，法术增强 +8%。',
    },
    gaben: {
      en: 'Attacks of heroes under Bloodrage also deal 1.8% of the target\'s maximum health as pure damage and heal the attacker by as much.',
      cn: '处于血怒状态的英雄攻击时额外造成目标最大生命值 1.8% 的纯粹伤害，并回复等量生命。',
    },
    difference: {
      en: 'The hero always casts Bloodrage on itself.',
      cn: '英雄总是对自己施放血怒。',
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Gives Hairball, and each quill stack deals 20 more damage.',
      cn: '获得毛团，每层刺针伤害 +20。',
    },
    gaben: {
      en: 'Gives 40% spell lifesteal.',
      cn: '获得 40% 法术吸血。',
    },
    difference: {
      en: 'Quills are fired whenever the spell is ready, even with no enemy in range.',
      cn: '技能冷却结束就会发射刺针，即使范围内没有敌人。',
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
      en: '5% lifesteal per stack.',
      cn: '每层提供 5% 吸血。',
    },
    gaben: {
      en: 'Up to 5 more stacks, and each cast gives one extra stack.',
      cn: '最大层数 +5，每次施法额外获得一层。',
    },
    difference: null,
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
      en: 'Enemies hit are slowed by 25% (movement and attack speed) for 2 s; each hero hit gives the caster 30% more strength for 15 s, refreshed per stack, up to 5 stacks; damage radius +200.',
      cn: '被击中的敌人移动和攻击速度降低 25%，持续 2 秒；每击中一名英雄，施法者力量提高 30%，持续 15 秒，每层刷新持续时间，最多 5 层；伤害半径 +200。',
    },
    gaben: {
      en: 'No longer hurts the caster, and gives 0.5% health regeneration per stack.',
      cn: '不再对施法者造成伤害，每层提供 0.5% 生命恢复。',
    },
    difference: {
      en: 'Longer cast range.',
      cn: '施法距离更远。',
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
      en: 'Chance to trigger +10% and lifesteal +20%.',
      cn: '触发几率 +10%，吸血 +20%。',
    },
    gaben: {
      en: 'Becomes an aura; allies trigger it at half the chance.',
      cn: '变为光环；友军的触发几率减半。',
    },
    difference: null,
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
      en: 'Restores 80 more mana, and also heals for 25% of the mana restored.',
      cn: '多恢复 80 点魔法，并按恢复魔法量的 25% 回复生命。',
    },
    gaben: {
      en: 'The aura also gives 25% cooldown reduction.',
      cn: '光环额外提供 25% 冷却缩减。',
    },
    difference: {
      en: 'Each spell the caster casts restores mana to the caster and every ally.',
      cn: '施法者每施放一次技能，就为自己和所有友军恢复魔法。',
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
    super: null,
    gaben: null,
    difference: null,
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
      en: '+50 damage; the caster can move (75% slower), attack and cast while it runs, though enemies can still interrupt it; the interval between explosions is 0.02 s shorter.',
      cn: '伤害 +50；持续期间施法者可以移动（速度降低 75%）、攻击和施法，但仍会被敌人打断；爆炸间隔缩短 0.02 秒。',
    },
    gaben: {
      en: 'Gives Linken\'s Sphere, and any unit that stays in the field for more than 1.75 s gets Frostbite.',
      cn: '获得林肯法球；在冰霜领域中停留超过 1.75 秒的单位会被施加冰封禁制。',
    },
    difference: {
      en: 'Slightly smaller radius and damage.',
      cn: '半径和伤害略有降低。',
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
      en: 'Lasts 1.25 s longer, and the target takes 25% more damage while it is frozen.',
      cn: '持续时间延长 1.25 秒，目标在效果期间受到的伤害提高 25%。',
    },
    gaben: {
      en: 'Adds Ice Age: a target that dies shatters and puts Frostbite on every unit on the map; Frostbite deals 100 more damage per second.',
      cn: '获得冰河时代：目标死亡时碎裂，对全图所有单位施加冰封禁制；冰封禁制每秒伤害 +100。',
    },
    difference: null,
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
      en: '+100 area and 15 s shorter cooldown.',
      cn: '作用范围 +100，冷却时间缩短 15 秒。',
    },
    gaben: {
      en: 'After the pull, the caster appears at its centre and hits the enemies caught with Normal Punch.',
      cn: '吸入后施法者出现在中心，并对被吸入的敌人施放普通一拳。',
    },
    difference: {
      en: 'Smaller radius.',
      cn: '半径较小。',
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
      en: 'Needs one attack fewer to trigger, and its critical damage is 40% higher.',
      cn: '触发所需攻击次数减少一次，暴击伤害提高 40%。',
    },
    gaben: {
      en: 'Lifesteal 150% higher, and an extra attack every 5 s.',
      cn: '吸血提高 150%，每 5 秒进行一次额外攻击。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: '+30 damage, and the target is broken (Break) while Doom lasts.',
      cn: '伤害 +30，末日持续期间目标被破坏（禁用被动）。',
    },
    gaben: {
      en: 'Doom is cast on the caster with no cast time and hits every enemy within 325.',
      cn: '末日改为对自身施放，无施法前摇，作用于施法者周围 325 范围内的所有敌人。',
    },
    difference: {
      en: 'Doom lasts less long.',
      cn: '末日持续时间较短。',
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
      en: 'Ministun 1.2 s longer, burn 2.1% more of maximum health, and extra damage.',
      cn: '微晕时间延长 1.2 秒，燃烧伤害多 2.1% 最大生命值，并附加额外伤害。',
    },
    gaben: {
      en: 'Its effects also hit every enemy within 500 of the main target.',
      cn: '效果同时作用于主目标 500 范围内的所有敌人。',
    },
    difference: {
      en: 'Applies Break by default.',
      cn: '默认附带破坏（禁用被动）效果。',
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
    super: null,
    gaben: null,
    difference: null,
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
      en: '+12 health regeneration and +12 armor.',
      cn: '生命恢复 +12，护甲 +12。',
    },
    gaben: {
      en: 'When attacked, 15% chance to cast Breathe Fire at its highest level at the attacker.',
      cn: '受到攻击时有 15% 几率对攻击者施放最高等级的火焰气息。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: '+20 damage, and each Hypothermia stack cuts regeneration by 4% more.',
      cn: '伤害 +20，每层低体温额外降低 4% 恢复。',
    },
    gaben: {
      en: 'Attacks split onto up to 2 more enemies within 375 of the target, at half damage.',
      cn: '攻击会分裂到主目标 375 范围内最多 2 名敌人身上，伤害减半。',
    },
    difference: {
      en: 'Costs no mana and applies Hypothermia stacks by default.',
      cn: '不消耗魔法，默认叠加低体温。',
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
      en: '2 more waves, each with 2 more arrows.',
      cn: '多 2 波，每波多 2 支箭。',
    },
    gaben: {
      en: 'Gives Marksmanship.',
      cn: '获得射手天赋。',
    },
    difference: {
      en: 'Every attack modifier applies, not only Frost Arrows.',
      cn: '所有攻击附加效果都会生效，而不只是霜冻之箭。',
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Range +320 and damage +80.',
      cn: '距离 +320，伤害 +80。',
    },
    gaben: {
      en: 'Gives Aftershock (only for spells cast while standing on the fissure), and a second fissure opens at right angles in front of the first unit hit.',
      cn: '获得余震（仅对站在沟壑上施放的技能生效），并在第一个被击中的单位前方垂直形成第二道沟壑。',
    },
    difference: {
      en: 'Allies can walk across the fissure.',
      cn: '友军可以自由穿过沟壑。',
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
      en: 'Cast range +1000 and the attacks never miss (True Strike).',
      cn: '施法距离 +1000，攻击必定命中。',
    },
    gaben: {
      en: '2 more charges.',
      cn: '充能次数 +2。',
    },
    difference: null,
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
      en: 'Gives Specialist\'s Array, and 6% more of the distance is dealt as damage.',
      cn: '获得专家阵列，按距离转化的伤害提高 6%。',
    },
    gaben: {
      en: 'Gives Sproink, which here knocks enemies back instead of the caster.',
      cn: '获得弹跳，这里击退的是敌人而非施法者。',
    },
    difference: {
      en: 'Costs more mana and deals a little less damage.',
      cn: '魔法消耗更高，伤害略低。',
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
      en: '+100 damage per second.',
      cn: '每秒伤害 +100。',
    },
    gaben: {
      en: 'Casting it refreshes every ability, once per round.',
      cn: '施放时刷新所有技能，每回合一次。',
    },
    difference: {
      en: 'Slightly smaller radius and damage.',
      cn: '半径和伤害略有降低。',
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
      en: 'The caster gains 200 attack speed inside.',
      cn: '施法者在时间结界内获得 200 攻击速度。',
    },
    gaben: {
      en: 'Allies can move inside, with movement, attack and cast speed cut by 550%.',
      cn: '友军可以在结界内行动，但移动、攻击和施法速度降低 550%。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Cooldown 1.5 s shorter, 0.5 s more backtracked, and 20% chance to dodge damage for 2 s after the cast.',
      cn: '冷却时间缩短 1.5 秒，回溯时间 +0.5 秒，施放后 2 秒内有 20% 几率闪避伤害。',
    },
    gaben: {
      en: 'A passive 40% chance to dodge damage.',
      cn: '被动获得 40% 伤害闪避几率。',
    },
    difference: null,
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
      en: 'Berserker\'s Blood regeneration +30%.',
      cn: '狂战士之血的恢复 +30%。',
    },
    gaben: {
      en: '+60 strength.',
      cn: '力量 +60。',
    },
    difference: null,
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
      en: 'The self-damage is also dealt in full to the target and to every unit the hero passes through.',
      cn: '自身承受的伤害会全额作用于目标以及英雄途经的所有单位。',
    },
    gaben: {
      en: 'The target is taunted for 3 s; also gives Gaben\'s Gauntlets, worth 15 Gauntlets of Strength (+45 strength).',
      cn: '目标被嘲讽 3 秒；并获得 G 胖护手，相当于 15 个力量手套（力量 +45）。',
    },
    difference: {
      en: 'The hero goes for the unit farthest from it.',
      cn: '英雄会以离自己最远的单位为目标。',
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
    super: null,
    gaben: null,
    difference: null,
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
      en: '+80 damage per second, +75 radius, and magic immunity for the whole spin.',
      cn: '每秒伤害 +80，半径 +75，整个旋转期间魔法免疫。',
    },
    gaben: {
      en: 'Cooldown 6 s shorter; while spinning the hero gets +100 movement speed and attacks enemies in the area at full power once a second.',
      cn: '冷却时间缩短 6 秒；旋转期间移动速度 +100，并每秒以全额攻击力攻击范围内的敌人。',
    },
    difference: {
      en: 'The magic immunity lasts less long.',
      cn: '魔法免疫的持续时间较短。',
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Lasts 1.5 s longer.',
      cn: '持续时间延长 1.5 秒。',
    },
    gaben: {
      en: 'Attacks have a 20% chance to start a 0.8 s Omnislash on the target; not while already slashing.',
      cn: '攻击时有 20% 几率对目标施放持续 0.8 秒的无敌斩；正在无敌斩时不会触发。',
    },
    difference: {
      en: 'Smaller jump radius.',
      cn: '跳跃半径较小。',
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
      en: 'Cooldown 4 s shorter; a basic dispel on the target hero; allies\' cooldowns drop by 2 s more.',
      cn: '冷却时间缩短 4 秒；对目标英雄施加基础驱散；友军的冷却时间额外减少 2 秒。',
    },
    gaben: {
      en: 'Gives Blinding Light, and Chakra Magic also shortens the cooldowns of ultimates.',
      cn: '获得致盲之光，查克拉魔法也能缩短终极技能的冷却。',
    },
    difference: {
      en: 'Cast on an ally, it also works on the caster; spells cast within a short time after it also get their cooldown cut.',
      cn: '对友军施放时也对施法者生效；之后短时间内施放的技能同样获得冷却缩减。',
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
      en: 'On impact it makes a Tidal Wave that pushes enemies towards their own side; damage reduction +10%.',
      cn: '撞击时掀起潮汐，把敌人推向他们自己的阵营；伤害减免 +10%。',
    },
    gaben: {
      en: 'Two more ships follow the first, 3.5 s apart.',
      cn: '第一艘船之后再来两艘，每艘间隔 3.5 秒。',
    },
    difference: {
      en: 'Less damage, and its damage reduction grows with the level.',
      cn: '伤害较低，伤害减免随等级提升。',
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
      en: 'Cooldown 2 s shorter.',
      cn: '冷却时间缩短 2 秒。',
    },
    gaben: {
      en: 'Tidebringer cleaves 100% more.',
      cn: '潮汐使者的分裂伤害提高 100%。',
    },
    difference: null,
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
      en: 'Radius +80, damage +100 and stun 0.4 s longer.',
      cn: '半径 +80，伤害 +100，眩晕时间延长 0.4 秒。',
    },
    gaben: {
      en: 'Also casts Torrent Storm.',
      cn: '同时施放洪流风暴。',
    },
    difference: {
      en: 'Shorter delay before it erupts.',
      cn: '爆发前的延迟更短。',
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
      en: 'Chance to trigger +8% and lifesteal +15%.',
      cn: '触发几率 +8%，吸血 +15%。',
    },
    gaben: {
      en: 'Can also trigger on the hero\'s own attacks, on a separate cooldown.',
      cn: '英雄自己攻击时也能触发（独立冷却）。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Casts Diabolic Edict at level 4 while it is on.',
      cn: '开启期间施放 4 级恶魔敕令。',
    },
    gaben: {
      en: 'Diabolic Edict hits everything in its area.',
      cn: '恶魔敕令命中范围内的所有单位。',
    },
    difference: null,
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
      en: 'Every unit hit also gets a level 2 Lightning Storm.',
      cn: '每个被击中的单位还会受到 2 级闪电风暴。',
    },
    gaben: {
      en: 'Strikes the same place three more times, 5 s apart, each time with a radius 75 larger.',
      cn: '在同一位置再裂地三次，间隔 5 秒，每次半径增加 75。',
    },
    difference: {
      en: 'Its cast point is twice as fast.',
      cn: '施法前摇快一倍。',
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
      en: 'Damage reduction +10% and +50 health regeneration.',
      cn: '伤害减免 +10%，生命恢复 +50。',
    },
    gaben: {
      en: 'Each pulse also deals 6% of the target hero\'s maximum health around it.',
      cn: '每次脉冲还会在周围造成目标英雄最大生命值 6% 的伤害。',
    },
    difference: null,
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
      en: 'Gives Open Wounds: the target is torn open, units attacking it get 50% lifesteal, and attacks of real heroes take 2% of its maximum health; once it has taken 500 damage the wound spreads to a random enemy within 700.',
      cn: '获得撕裂伤口：目标被撕开，攻击它的单位获得 50% 吸血，真实英雄的攻击额外造成其最大生命值 2% 的伤害；目标承受 500 点伤害后，伤口扩散到 700 范围内的随机敌人。',
    },
    gaben: {
      en: 'Becomes an aura over the whole map.',
      cn: '变为全图光环。',
    },
    difference: null,
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
      en: '+150 damage, plus 50 more for every unit it has already hit.',
      cn: '伤害 +150，每多击中一个单位再额外叠加 50 伤害。',
    },
    gaben: {
      en: 'A Black Dragon, strengthened by Helm of the Overlord, appears where the wave ends.',
      cn: '在火焰波结束处召唤一条受霸主头盔强化的黑龙。',
    },
    difference: null,
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
      en: 'Attack speed bonus +20 and movement speed bonus +2%.',
      cn: '攻击速度加成 +20，移动速度加成 +2%。',
    },
    gaben: {
      en: 'No stack limit, and each spell cast gives 2 stacks instead of 1.',
      cn: '层数无上限，每次施法获得 2 层而非 1 层。',
    },
    difference: {
      en: 'Stacks come from casting spells, not from hitting enemies with them.',
      cn: '层数来自施放技能，而不是用技能命中敌人。',
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Each Finger of Death kill gives 70 maximum health and 20 more bonus damage.',
      cn: '每次死亡一指击杀提供 70 最大生命值和额外 20 点伤害加成。',
    },
    gaben: {
      en: 'Cooldown 20 s shorter, base damage +100, and it strikes every enemy within 325 of the main target.',
      cn: '冷却时间缩短 20 秒，基础伤害 +100，并命中主目标 325 范围内的所有敌人。',
    },
    difference: {
      en: 'Much more time to earn kill stacks.',
      cn: '获取击杀层数的时限大幅延长。',
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Spell immunity while channelling, and the mana drained is shared out to allies within 900.',
      cn: '持续施法期间技能免疫，吸取的魔法分给 900 范围内的友军。',
    },
    gaben: {
      en: 'Mana Drain also deals damage and takes 2 more targets.',
      cn: '法力吸取同时造成伤害，并额外作用于 2 个目标。',
    },
    difference: null,
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
      en: 'After the upgrade it gains 4 damage every round.',
      cn: '升级后每回合增加 4 点伤害。',
    },
    gaben: {
      en: 'Gives Bongo Drums: Drums of Endurance\'s passive and active, with an attack speed bonus equal to Lunar Blessing\'s damage bonus.',
      cn: '获得邦戈鼓：拥有耐久之鼓的被动和主动效果，其攻击速度加成等于月之祝福的伤害加成。',
    },
    difference: null,
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
      en: 'The shapeshifted unit blinks up to 1500 into the enemy backline and fears enemies within 400 for 1.5 s.',
      cn: '变身后的单位闪烁至最远 1500 的敌方后排，使 400 范围内的敌人恐惧 1.5 秒。',
    },
    gaben: {
      en: 'The nearest ally within 600 gets Wolf Bite.',
      cn: '600 范围内最近的友军获得狼噬。',
    },
    difference: {
      en: 'The shapeshift is permanent and instant, and the caster becomes melee.',
      cn: '变身永久且立即生效，施法者变为近战。',
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
      en: 'Casting on an ally also empowers the caster; cleave +10%, damage +10%, duration +10 s and cleave radius +200.',
      cn: '对友军施放时也为施法者施加授予力量；分裂 +10%，伤害 +10%，持续时间 +10 秒，分裂范围 +200。',
    },
    gaben: {
      en: 'Empower becomes an aura over the whole map.',
      cn: '授予力量变为全图光环。',
    },
    difference: {
      en: 'No cast time; it goes to the nearest ally first.',
      cn: '没有施法前摇；优先施放给最近的友军。',
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Lasts 1 s longer and adds 10% physical damage amplification.',
      cn: '持续时间延长 1 秒，物理伤害增幅 +10%。',
    },
    gaben: {
      en: 'A Mud Golem appears for every unit Stone Gaze stuns.',
      cn: '石化凝视每眩晕一个单位就召唤一个泥土傀儡。',
    },
    difference: null,
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
      en: 'Heals 35 more and cooldown 2.5 s shorter.',
      cn: '治疗量 +35，冷却时间缩短 2.5 秒。',
    },
    gaben: {
      en: 'Each pulse bounces once to a random target.',
      cn: '每次脉冲会弹射一次到随机目标。',
    },
    difference: {
      en: 'Slightly less damage, but a larger radius.',
      cn: '伤害略低，但半径更大。',
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
      en: '+9 health and +6 mana regeneration per stack, cast range +500; a target that dies under the scythe gives the caster back health and mana equal to what it has.',
      cn: '每层 +9 生命恢复和 +6 魔法恢复，施法距离 +500；目标死于死神镰刀时，施法者回复与自身当前生命和魔法等量的数值。',
    },
    gaben: {
      en: 'All of the damage is also dealt to every enemy within 400.',
      cn: '伤害全额作用于 400 范围内的所有敌人。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Cast range +300 and attack range +300.',
      cn: '施法距离 +300，攻击距离 +300。',
    },
    gaben: {
      en: 'Up to 100% spell amplification, by the share of mana the hero still has.',
      cn: '按剩余魔法比例获得最多 100% 的法术增强。',
    },
    difference: {
      en: 'Slightly less mana gained.',
      cn: '获得的魔法略少。',
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
      en: '+25 attack speed; casting on an ally also buffs the caster.',
      cn: '攻击速度 +25；对友军施放时施法者自己也获得增益。',
    },
    gaben: {
      en: 'Bloodlust buffs the whole team.',
      cn: '嗜血术为全队提供增益。',
    },
    difference: {
      en: 'It goes to the nearest ally first.',
      cn: '优先施放给最近的友军。',
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Gives Gaben\'s Blessing: the target is purified twice more, 3 s apart; heal and damage +160; cooldown 2 s shorter.',
      cn: '获得 G 胖祝福：目标再被净化两次，间隔 3 秒；治疗和伤害 +160；冷却时间缩短 2 秒。',
    },
    gaben: {
      en: 'The target also takes 50% less damage for 2 s.',
      cn: '目标在 2 秒内受到的伤害降低 50%。',
    },
    difference: {
      en: 'It goes to the nearest ally first.',
      cn: '优先施放给最近的友军。',
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
      en: '50% status resistance, +20 health regeneration and cooldown 2 s shorter.',
      cn: '50% 状态抗性，生命恢复 +20，冷却时间缩短 2 秒。',
    },
    gaben: {
      en: '+50 strength, and the effect cannot be dispelled.',
      cn: '力量 +50，效果无法被驱散。',
    },
    difference: {
      en: 'Cast on an ally, it also works on the caster.',
      cn: '对友军施放时也对施法者生效。',
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
      en: '+15 armor during the promise, 1.5 s longer and cooldown 30 s shorter.',
      cn: '虚妄之诺期间护甲 +15，持续时间延长 1.5 秒，冷却时间缩短 30 秒。',
    },
    gaben: {
      en: 'The target gets 25% attack lifesteal and 25% spell lifesteal while it lasts.',
      cn: '持续期间目标获得 25% 攻击吸血和 25% 法术吸血。',
    },
    difference: {
      en: 'Slightly shorter duration.',
      cn: '持续时间略短。',
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Lasts 3 s longer, with 25% lifesteal during it.',
      cn: '持续时间延长 3 秒，期间获得 25% 吸血。',
    },
    gaben: {
      en: 'Each Phantom Strike throws Stifling Dagger at every unit within 1150.',
      cn: '每次幻影突袭都会向 1150 范围内的所有单位掷出窒息之刃。',
    },
    difference: {
      en: 'It goes for the backline.',
      cn: '以敌方后排为目标。',
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Every unit hit gets the highest-level Fire Spirits debuff, and the caster is magic immune during the dive.',
      cn: '被击中的单位受到最高等级烈火精灵的减益，俯冲期间施法者魔法免疫。',
    },
    gaben: {
      en: 'Drops Meteor Hammers every 0.3 s along the dive.',
      cn: '俯冲途中每 0.3 秒落下一次陨星锤。',
    },
    difference: {
      en: 'Costs no health, deals more damage and also slows attack speed.',
      cn: '不消耗生命值，伤害更高，并降低攻击速度。',
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
      en: '50% magic and 50% status resistance while trampling; attack damage multiplier +25% and damage radius +70.',
      cn: '践踏期间获得 50% 魔法抗性和 50% 状态抗性；攻击伤害倍率 +25%，伤害半径 +70。',
    },
    gaben: {
      en: 'Triggers attack modifiers and has no cooldown.',
      cn: '会触发攻击附加效果，且没有冷却时间。',
    },
    difference: {
      en: 'Slightly less damage.',
      cn: '伤害略低。',
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
      en: 'Uproar strongly dispels (hard dispel) and turns on by itself at full stacks.',
      cn: '咆哮带有强驱散，满层时自动开启。',
    },
    gaben: {
      en: 'On cast the hero fires 3 rings of projectiles, 2 per Uproar stack; each deals 100 damage and breaks enemies (Break) for 2.5 s, then splits in two after a moment.',
      cn: '施放时向周围射出 3 圈弹体，每层咆哮 2 枚；每枚造成 100 点伤害并使敌人被破坏（禁用被动）2.5 秒，片刻后一分为二。',
    },
    difference: null,
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
      en: 'Units hooked get the highest-level Rupture while being pulled.',
      cn: '被钩中的单位在拖拽过程中受到最高等级的割裂。',
    },
    gaben: {
      en: 'Two more hooks fly out, one on each side of the main one.',
      cn: '主钩两侧各多射出一个钩子。',
    },
    difference: {
      en: 'The hook catches enemy heroes only.',
      cn: '钩子只对敌方英雄生效。',
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
      en: '+100 damage, +175 radius, 14% more slow, and enemies in it are healed 25% less.',
      cn: '伤害 +100，半径 +175，减速 +14%，范围内敌人受到的治疗降低 25%。',
    },
    gaben: {
      en: 'Gives Dismember at level 3, with no channelling, though stuns still interrupt it.',
      cn: '获得 3 级肢解，无需持续施法，但仍会被眩晕打断。',
    },
    difference: {
      en: 'Double damage to creeps (it ticks twice as often).',
      cn: '对小兵造成双倍伤害（伤害频率翻倍）。',
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
      en: 'The next spell after a blink has 80% less cooldown; cooldown 2 s shorter.',
      cn: '闪烁后施放的下一个技能冷却减少 80%；冷却时间缩短 2 秒。',
    },
    gaben: {
      en: '100% more spell amplification for 4 s after a blink.',
      cn: '闪烁后 4 秒内法术增强提高 100%。',
    },
    difference: {
      en: 'The area damage on arrival is part of the base spell.',
      cn: '落地时的范围伤害属于基础技能的一部分。',
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Radius +400 and both minimum and maximum damage +30.',
      cn: '半径 +400，最小和最大伤害均 +30。',
    },
    gaben: {
      en: 'Always deals the maximum damage and, while expanding, pushes enemies outwards by up to 40% of the full distance.',
      cn: '总是造成最大伤害，扩张时把敌人向外推开，最多为最大距离的 40%。',
    },
    difference: null,
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
      en: 'Damage drained 5 faster.',
      cn: '伤害吸取速率 +5。',
    },
    gaben: {
      en: 'Also drains attack speed at the same rate.',
      cn: '同时以相同速率吸取攻击速度。',
    },
    difference: {
      en: 'The link holds when the target dies.',
      cn: '目标死亡时连接不会断开。',
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
      en: 'Units hit get the highest-level Caustic Finale; cast range +650, stun 0.3 s longer and cooldown 2 s shorter.',
      cn: '被击中的单位受到最高等级的腐蚀毒药；施法距离 +650，眩晕时间延长 0.3 秒，冷却时间缩短 2 秒。',
    },
    gaben: {
      en: 'Two charges.',
      cn: '拥有 2 次充能。',
    },
    difference: null,
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
      en: 'Puts Soul Catcher on enemies.',
      cn: '对敌人施加灵魂猎手。',
    },
    gaben: {
      en: 'Two charges.',
      cn: '拥有 2 次充能。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Two more bolts fly to other targets within 700 of the target.',
      cn: '额外射出两枚奥术天球，飞向目标 700 范围内的其他单位。',
    },
    gaben: {
      en: 'Each time the hero deals spell damage it gains a separate stack of +0.5 armor and +2 intelligence for 35 s.',
      cn: '英雄每次用技能造成伤害，都会获得一层独立计时的增益：护甲 +0.5，智力 +2，持续 35 秒。',
    },
    difference: null,
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
      en: 'Corrosive Haze cannot be dispelled, never ends and can be stacked several times on one unit.',
      cn: '腐蚀雾霭无法被驱散、永久存在，并可在同一单位上叠加多次。',
    },
    gaben: {
      en: 'Also put on every other enemy within 350 of the target.',
      cn: '同时施加给目标 350 范围内的其他所有敌人。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Removes buffs from enemies; area +150, damage +150, cooldown 1 s shorter.',
      cn: '驱散敌人身上的增益；范围 +150，伤害 +150，冷却时间缩短 1 秒。',
    },
    gaben: {
      en: 'Also works on allies, at half its damage and without the Super\'s effects.',
      cn: '同时作用于友军，伤害减半且不含超级升级的效果。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Gives Concussive Grenade.',
      cn: '获得震荡手雷。',
    },
    gaben: {
      en: 'Attacks also set off Assassinate on the target, at most once every 5 s.',
      cn: '攻击时还会对目标触发暗杀，每 5 秒最多一次。',
    },
    difference: {
      en: 'It has no active part.',
      cn: '没有主动部分。',
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
      en: 'Damage reflected +5%; every 300 damage taken casts Spectral Dagger at a random enemy by itself, at most once every 7 s.',
      cn: '反弹伤害 +5%；每承受 300 点伤害自动向随机敌人施放幽鬼之刃，每 7 秒最多一次。',
    },
    gaben: {
      en: 'The automatic Spectral Dagger can come every 1 s.',
      cn: '自动幽鬼之刃的冷却缩短到 1 秒。',
    },
    difference: null,
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
      en: 'Spell immunity while charging, +600 charge speed and a shorter cast point; every enemy passed on the way is hit by Greater Bash.',
      cn: '冲刺期间技能免疫，冲刺速度 +600，施法前摇更短；途经的每个敌人都会受到巨力重击。',
    },
    gaben: {
      en: 'The cooldown resets at once when the target dies, and the hero gets Greater Bash.',
      cn: '目标死亡时冷却立即重置，英雄获得巨力重击。',
    },
    difference: null,
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
      en: 'Allies within 750 also build Overload charges.',
      cn: '750 范围内的友军也能积累超负荷充能。',
    },
    gaben: {
      en: 'Overload attacks bounce twice.',
      cn: '超负荷攻击弹射 2 次。',
    },
    difference: {
      en: 'Overload builds up from spell casts and spends all its stacks at once, multiplying the damage.',
      cn: '超负荷通过施法积累，触发时一次消耗全部层数，伤害成倍提高。',
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Also gives spell immunity for 4 s.',
      cn: '同时获得 4 秒技能免疫。',
    },
    gaben: {
      en: 'For every 500 attack damage dealt during it, a Storm Bolt flies at the hero\'s target (at most once every 3 s).',
      cn: '期间攻击每累计造成 500 点伤害，就向英雄的目标掷出一次风暴之拳（每 3 秒最多一次）。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: '+100 damage per instance.',
      cn: '每次折光伤害 +100。',
    },
    gaben: {
      en: '8 more instances.',
      cn: '折光次数 +8。',
    },
    difference: null,
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
      en: 'Cooldown 34 s shorter, cast point 0.2 s shorter and cast range +400.',
      cn: '冷却时间缩短 34 秒，施法前摇缩短 0.2 秒，施法距离 +400。',
    },
    gaben: {
      en: 'After the swap, a level 5 Dagon hits the target for 800 damage.',
      cn: '交换生命后，对目标施放 5 级达贡之神力，造成 800 点伤害。',
    },
    difference: null,
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
      en: 'Damage reduction +20%, damage +100 and cooldown 1 s shorter.',
      cn: '伤害削弱 +20%，伤害 +100，冷却时间缩短 1 秒。',
    },
    gaben: {
      en: 'Attacks have a 40% chance to cast Anchor Smash.',
      cn: '攻击时有 40% 几率施放锚击。',
    },
    difference: null,
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
      en: 'Blocks 40 more damage and needs 100 less damage to purge.',
      cn: '伤害格挡 +40，触发驱散所需伤害降低 100。',
    },
    gaben: {
      en: 'Sends back 35% of all damage taken.',
      cn: '反弹所受全部伤害的 35%。',
    },
    difference: null,
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
      en: 'Stun 1 s longer.',
      cn: '眩晕时间延长 1 秒。',
    },
    gaben: {
      en: 'Radius +600, and the wave comes back in to stun a second time.',
      cn: '半径 +600，毁灭波会回卷再眩晕一次。',
    },
    difference: {
      en: 'Slightly smaller radius.',
      cn: '半径略小。',
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
      en: '+100 damage and 2 s longer.',
      cn: '伤害 +100，持续时间延长 2 秒。',
    },
    gaben: {
      en: 'Pierces spell immunity and becomes a Shrink Ray: cast range +200; a hero hit loses 10% of its size and current health (stacking); the beam bounces once to the farthest target within 700, heroes first.',
      cn: '无视技能免疫并变为缩小射线：施法距离 +200；被击中的英雄体型和当前生命值降低 10%（可叠加）；激光弹射一次到 700 范围内最远的目标，优先英雄。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Gives the caster Blink; the tossed unit, once landed, is slowed by 30% and misses 30% of its attacks for 2 s.',
      cn: '施法者获得闪烁；被投掷的单位落地后 2 秒内移动速度降低 30%，攻击有 30% 几率落空。',
    },
    gaben: {
      en: 'Tosses every unit within 300 of the caster.',
      cn: '投掷施法者周围 300 范围内的所有单位。',
    },
    difference: null,
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
      en: 'Becomes an area spell: a green pool drains everything within 300; slow +15% and damage and healing per second +50.',
      cn: '变为范围技能：绿色水洼吸取 300 范围内的所有单位；减速 +15%，每秒伤害和治疗 +50。',
    },
    gaben: {
      en: 'Leech Seed never runs out.',
      cn: '寄生种子永不消失。',
    },
    difference: {
      en: 'Several Leech Seeds can sit on the same unit.',
      cn: '同一单位可以同时承受多个寄生种子。',
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
      en: 'Lasts 2 s longer and gives 200 more attack speed.',
      cn: '持续时间延长 2 秒，攻击速度 +200。',
    },
    gaben: {
      en: 'Gives Rampage: every ally gains attack speed and status resistance.',
      cn: '获得狂暴：所有友军获得攻击速度和状态抗性。',
    },
    difference: null,
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
      en: '+15 attack speed per stack.',
      cn: '每层攻击速度 +15。',
    },
    gaben: {
      en: 'Fervor no longer resets on a change of target.',
      cn: '更换目标时热血战魂不再重置。',
    },
    difference: null,
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
      en: 'The target is broken (Break) while the debuff lasts; no mana cost, cooldown 4 s shorter, 0.4 s more in the air.',
      cn: '减益期间目标被破坏（禁用被动）；不消耗魔法，冷却时间缩短 4 秒，滞空时间 +0.4 秒。',
    },
    gaben: {
      en: 'Attacks have a 20% chance to land a Walrus Punch.',
      cn: '攻击时有 20% 几率打出海象神拳。',
    },
    difference: null,
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
      en: 'Steals 6 more strength; cooldown 1 s shorter.',
      cn: '力量偷取 +6；冷却时间缩短 1 秒。',
    },
    gaben: {
      en: 'Decay strikes the same spot twice more, 3 s apart.',
      cn: '腐朽在同一位置再作用两次，间隔 3 秒。',
    },
    difference: null,
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
      en: 'Damage amplification +10%, strength +10%, cooldown 30 s shorter, and each attack in golem form raises a zombie that lasts 15 s.',
      cn: '伤害增幅 +10%，力量 +10%，冷却时间缩短 30 秒；变身期间每次攻击召唤一个持续 15 秒的僵尸。',
    },
    gaben: {
      en: 'Attacks have a 10% chance to cast Soul Rip on the target, and being attacked a 10% chance to cast it on the hero.',
      cn: '攻击时有 10% 几率对目标施放灵魂汲取，受到攻击时有 10% 几率对自己施放。',
    },
    difference: {
      en: 'The caster turns melee in golem form.',
      cn: '变身后施法者变为近战。',
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
      en: 'Each stack deals 12 more damage and the stacks last until the round ends.',
      cn: '每层伤害 +12，层数持续到回合结束。',
    },
    gaben: {
      en: 'Every 2 attacks on one enemy put a stack on every other enemy.',
      cn: '对一个敌人每攻击 2 次，就给其他所有敌人叠加一层。',
    },
    difference: null,
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
      en: '3 more Overpower attacks.',
      cn: '激怒攻击次数 +3。',
    },
    gaben: {
      en: '25% chance to bash for 1.5 s and 120 damage, at most once every 2.3 s.',
      cn: '25% 几率重击，眩晕 1.5 秒并造成 120 点伤害，每 2.3 秒最多一次。',
    },
    difference: null,
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
      en: 'Armor reduction +2, and while the debuff lasts it steals 20% of enemy heroes\' base damage and base armor.',
      cn: '护甲削减 +2，减益期间偷取敌方英雄 20% 的基础攻击力和基础护甲。',
    },
    gaben: {
      en: 'Enemies hit are also feared for 2 s.',
      cn: '被击中的敌人还会恐惧 2 秒。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Cooldown 6 s shorter, cast range +400, targets attack 10% slower, and the impact deals double damage.',
      cn: '冷却时间缩短 6 秒，施法距离 +400，目标攻击速度降低 10%，冲击伤害翻倍。',
    },
    gaben: {
      en: 'Targets\' status resistance drops by 40%.',
      cn: '目标的状态抗性降低 40%。',
    },
    difference: null,
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
      en: 'Attack speed slow and bonus magic resistance are doubled.',
      cn: '攻击速度减缓和额外魔法抗性翻倍。',
    },
    gaben: {
      en: 'Becomes an aura with a 1200 radius.',
      cn: '变为半径 1200 的光环。',
    },
    difference: null,
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
      en: 'Maximum damage +130.',
      cn: '最大伤害 +130。',
    },
    gaben: {
      en: 'Enemies in the Nethertoxin are silenced.',
      cn: '处于幽冥剧毒中的敌人被沉默。',
    },
    difference: {
      en: 'Shorter duration.',
      cn: '持续时间较短。',
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
      en: 'The target is also disarmed; cooldown 3 s shorter.',
      cn: '目标同时被缴械；冷却时间缩短 3 秒。',
    },
    gaben: {
      en: 'Allies within 500 get the buff as well.',
      cn: '500 范围内的友军也获得增益。',
    },
    difference: {
      en: 'Works on every summon.',
      cn: '对所有召唤物生效。',
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
      en: 'Critical damage +200% and charges come back 4 s sooner.',
      cn: '暴击伤害 +200%，充能恢复时间缩短 4 秒。',
    },
    gaben: {
      en: '2 more charges.',
      cn: '充能次数 +2。',
    },
    difference: null,
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
      en: 'A golem is summoned when the caster dies.',
      cn: '施法者死亡时召唤一个魔像。',
    },
    gaben: {
      en: 'Calls 2 golems, each with lower stats.',
      cn: '召唤 2 个属性较低的魔像。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
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
      en: 'Slow +12% and burn 2 s longer.',
      cn: '减速 +12%，灼烧减益延长 2 秒。',
    },
    gaben: {
      en: 'Arctic Burn never ends, has no limit on attacks per target and makes the caster move faster.',
      cn: '严寒灼烧永久生效，对每个目标的攻击次数不再有上限，并提高施法者的移动速度。',
    },
    difference: {
      en: 'Costs no mana.',
      cn: '不消耗魔法。',
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
    super: null,
    gaben: null,
    difference: null,
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
      en: '4 more bounces.',
      cn: '弹射次数 +4。',
    },
    gaben: {
      en: 'Targets hit are Maledicted for 12 s.',
      cn: '被击中的目标受到 12 秒诅咒。',
    },
    difference: {
      en: 'Slightly shorter stun.',
      cn: '眩晕时间略短。',
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
      en: '+110 damage.',
      cn: '伤害 +110。',
    },
    gaben: {
      en: '20% spell amplification and 20% spell lifesteal.',
      cn: '获得 20% 法术增强和 20% 法术吸血。',
    },
    difference: null,
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
      en: 'Cast range +1000, gives Nimbus, and the bolt stuns for 1 s.',
      cn: '施法距离 +1000，获得雷云，雷击眩晕 1 秒。',
    },
    gaben: {
      en: 'Gives Thundergaben\'s Wrath.',
      cn: '获得雷 G 之怒。',
    },
    difference: null,
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
    super: null,
    gaben: null,
    difference: null,
  },
];

export const SPELLS: readonly Spell[] = SPELL_TEXTS.map((spell) => ({ ...spell, ...(SPELL_NUMBERS.get(spell.id) ?? NO_NUMBERS) }));

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
