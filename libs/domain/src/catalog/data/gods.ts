/**
 * The god catalog: the gods a player picks at the start of a game and their powers
 * (docs/game-rules.md "Gods and their powers"). Powers and figures are facts: the
 * specification's power ids and figures (its section 9, by shop level 1 to 5) first, then the
 * live site's published god data for which god has which powers and for the figures the
 * specification does not give. A figure neither source gives is left out, and a god whose
 * powers no source gives has none listed. Descriptions are our own words.
 * Icons are Iconify ids from the `@iconify-json/game-icons` set. Game results may name gods
 * this catalog does not know (e.g. `cloudGod`): `godIcon` gives them a generic icon.
 */
import type { Localized } from './localized';

/** How a figure is measured. `attack_speed` is Dota's attack-speed points; `distance` is game units. */
export type PowerUnit = 'percent' | 'seconds' | 'gold' | 'count' | 'damage' | 'health' | 'attack_speed' | 'distance' | 'points' | 'level';

/** How a power is used: always on, or cast on a unit / with no target / on a spell. */
export type PowerType = 'passive' | 'unit_target' | 'no_target' | 'ability_target';

/** One figure of a power, e.g. Shallow Grave's duration. */
export interface PowerFigure {
  id: string;
  label: Localized;
  /** One value (the same throughout), or one per step of `per`, or a plain list when `per` is absent. */
  values: readonly number[];
  /**
   * What the values follow: `shop_level` (the i-th value at shop level i + 1) or `tier` (the
   * power's tiers, each reached when the team's spell points reach the `pointsRequired`
   * figure's value of the same position). Absent: one value, or a list read as it stands (e.g.
   * the shop levels at which something happens).
   */
  per?: 'shop_level' | 'tier';
  unit?: PowerUnit;
}

export interface GodPower {
  /** The power's id as the game names it, e.g. `shallowGrave`. */
  id: string;
  name: Localized;
  /** What the power does, in our own words; the figures are listed apart. */
  description: Localized;
  /** How it is used; absent when no source says. */
  type?: PowerType;
  /** Its figures; empty when no source gives any. */
  figures: readonly PowerFigure[];
}

export interface God {
  id: string;
  name: Localized;
  /** Iconify id from the game-icons set, e.g. `game-icons:crowned-skull`. */
  icon: string;
  /** The god's starting health in a game, where the live site's data give it. */
  health?: number;
  powers: readonly GodPower[];
}

/** Icon for gods the catalog does not know. */
export const FALLBACK_GOD_ICON = 'game-icons:uncertainty';

const SHOP_LEVELS = 'shop_level';

function figure(id: string, en: string, cn: string, values: readonly number[], unit?: PowerUnit, per?: PowerFigure['per']): PowerFigure {
  return { id, label: { en, cn }, values, ...(per ? { per } : {}), ...(unit ? { unit } : {}) };
}

/** The points a power's tiers need (the team's total spell points); see `PowerFigure.per`. */
function pointsRequired(values: readonly number[]): PowerFigure {
  return figure('pointsRequired', 'Team spell points needed', '所需团队技能点数', values, 'points', 'tier');
}

export const GODS: readonly God[] = [
  {
    id: 'dazzle',
    name: { en: 'Dazzle', cn: '戴泽' },
    icon: 'game-icons:tribal-mask',
    health: 200,
    powers: [
      {
        id: 'shallowGrave',
        name: { en: 'Shallow Grave', cn: '薄葬' },
        description: {
          en: 'The first ally whose health drops under the threshold is put in a Shallow Grave and cannot die while it lasts. The higher your shop level, the longer it holds.',
          cn: '第一个生命值跌破阈值的友方单位会被施加薄葬，在持续时间内不会死亡。商店等级越高，持续越久。',
        },
        type: 'passive',
        figures: [
          figure('threshold', 'Health threshold', '生命值阈值', [20], 'percent'),
          figure('duration', 'Duration', '持续时间', [0.75, 1.5, 2.25, 3, 3.75], 'seconds', SHOP_LEVELS),
          figure('graveLevel', 'Shallow Grave level', '薄葬等级', [1, 2, 3, 4, 4], 'level', SHOP_LEVELS),
          figure('healAfter', 'Healing when it ends', '结束时治疗', [0, 0, 0, 0, 250], 'health', SHOP_LEVELS),
        ],
      },
      {
        id: 'cheatingDeath',
        name: { en: 'Cheating Death', cn: '死里逃生' },
        description: {
          en: 'A blow that would kill your god leaves it on 1 health instead.',
          cn: '原本会击杀你的神的一击，只会让它剩下 1 点生命值。',
        },
        type: 'passive',
        figures: [],
      },
    ],
  },
  {
    id: 'runeGod',
    name: { en: 'Rune God', cn: '神符之神' },
    icon: 'game-icons:rune-stone',
    health: 200,
    powers: [
      {
        id: 'fillBottle',
        name: { en: 'Fill Bottle', cn: '灌瓶' },
        description: {
          en: 'The chosen unit starts each battle with random runes. At shop level 1 the bottle is empty; each shop level after it adds a rune of a better tier. Water heals when the unit takes damage, Regeneration restores when it spends mana, Invisibility adds backstab damage, and Bounty gives gold the next round.',
          cn: '选定的单位在每场战斗开始时获得随机神符。商店 1 级时瓶子是空的，此后每升一级多一个更高阶的神符。水之神符在受到伤害时治疗，恢复神符在消耗魔法时回复，隐身神符带来背刺伤害，赏金神符在下一回合给予金币。',
        },
        type: 'unit_target',
        figures: [
          figure('runes', 'Runes per battle', '每场战斗神符数', [0, 1, 2, 3, 4], 'count', SHOP_LEVELS),
          figure('bountyGold', 'Bounty rune gold', '赏金神符金币', [3], 'gold'),
          figure('backstabDamage', 'Invisibility backstab damage', '隐身背刺伤害', [50], 'damage'),
          figure('waterThreshold', 'Water rune health threshold', '水之神符生命阈值', [90], 'percent'),
          figure('regenThreshold', 'Regeneration rune mana threshold', '恢复神符魔法阈值', [90], 'percent'),
        ],
      },
    ],
  },
  {
    id: 'legionCommander',
    name: { en: 'Legion Commander', cn: '军团指挥官' },
    icon: 'game-icons:crossed-swords',
    health: 200,
    powers: [
      {
        id: 'stonehallPike',
        name: { en: 'Stonehall Pike', cn: '石厅长枪' },
        description: {
          en: 'Each round the god gains damage from the total spell points of your team, and the chosen allied hero carries that damage bonus. More points reach a higher tier.',
          cn: '每回合神会根据你队伍的技能点总数获得伤害加成，并由选定的友方英雄获得该加成。点数越多，档位越高。',
        },
        type: 'unit_target',
        figures: [pointsRequired([0, 10, 30, 50, 70, 100]), figure('damage', 'Bonus damage', '额外伤害', [3, 6, 9, 12, 15, 20], 'damage', 'tier')],
      },
    ],
  },
  {
    id: 'brewmaster',
    name: { en: 'Brewmaster', cn: '酒仙' },
    icon: 'game-icons:beer-stein',
    health: 200,
    powers: [
      {
        id: 'brewlingStance',
        name: { en: 'Brewling Stance', cn: '酒仙架势' },
        description: {
          en: 'Switches between the Brewling stances; each stance brings its own abilities.',
          cn: '在各种小酒仙架势之间切换，每种架势带来不同的技能。',
        },
        type: 'no_target',
        figures: [],
      },
      {
        id: 'primalSpirit',
        name: { en: 'Primal Spirit', cn: '元素之灵' },
        description: {
          en: "The chosen unit becomes a Brewling: it takes the Brewling's attack range and the abilities of the active stance.",
          cn: '选定的单位化身为小酒仙，获得小酒仙的攻击距离以及当前架势的技能。',
        },
        type: 'unit_target',
        figures: [],
      },
    ],
  },
  {
    id: 'spiritBreaker',
    name: { en: 'Spirit Breaker', cn: '裂魂人' },
    icon: 'game-icons:charging-bull',
    powers: [],
  },
  {
    id: 'sorlaKhan',
    name: { en: 'Sorla Khan', cn: '索拉·可汗' },
    icon: 'game-icons:warlord-helmet',
    health: 200,
    powers: [
      {
        id: 'warmonger',
        name: { en: 'Warmonger', cn: '好战者' },
        description: {
          en: 'Sorla Khan hits other gods harder for every allied hero still alive, and each block of damage she deals adds a stacking attack-damage bonus for her team.',
          cn: '每有一名友方英雄存活，索拉·可汗对其他神造成的伤害就更高；她每造成一定量的伤害，队伍便叠加一层攻击伤害加成。',
        },
        type: 'passive',
        figures: [
          figure('extraGodDamage', 'Extra damage to gods per living ally hero', '每名存活友方英雄对神的额外伤害', [4]),
          figure('damagePerStack', 'Damage dealt per stack', '每层所需伤害', [50], 'damage'),
          figure('damageBonus', 'Attack damage bonus per stack', '每层攻击伤害加成', [10], 'percent'),
        ],
      },
    ],
  },
  {
    id: 'pudge',
    name: { en: 'Pudge', cn: '帕吉' },
    icon: 'game-icons:meat-hook',
    health: 260,
    powers: [
      {
        id: 'beefyBoy',
        name: { en: 'Beefy Boy', cn: '壮汉' },
        description: {
          en: 'Your god starts the game with more health than the other gods (200).',
          cn: '你的神开局时的生命值比其他神（200）更高。',
        },
        type: 'passive',
        figures: [figure('startingHealth', 'Starting health of the god', '神的初始生命值', [260], 'health')],
      },
    ],
  },
  {
    id: 'rix',
    name: { en: 'Rix', cn: '瑞克斯' },
    icon: 'game-icons:evil-moon',
    health: 200,
    powers: [
      {
        id: 'oathed',
        name: { en: 'Oathed', cn: '立誓' },
        description: {
          en: 'The chosen hero is silenced but deals bonus damage; if it comes back to life, the bonus doubles.',
          cn: '选定的英雄被沉默，但获得额外伤害；若它成功复活，加成翻倍。',
        },
        type: 'unit_target',
        figures: [figure('damage', 'Bonus damage', '额外伤害', [10, 20, 30, 40, 50], 'damage', SHOP_LEVELS)],
      },
      {
        id: 'assault',
        name: { en: 'Assault', cn: '突袭' },
        description: {
          en: 'An Oathed hero that dies comes back at the back of the arena after a delay, with part of its health, as long as another allied hero is alive. Each return makes the next delay longer; the delay resets every round.',
          cn: '立誓的英雄阵亡后，只要还有其他友方英雄存活，它会在一段延迟后带着部分生命值于竞技场后方复活。每复活一次，下次延迟更长；延迟每回合重置。',
        },
        type: 'passive',
        figures: [
          figure('respawnTime', 'First respawn delay', '首次复活延迟', [3], 'seconds'),
          figure('respawnPenalty', 'Extra delay per respawn', '每次复活增加的延迟', [2], 'seconds'),
          figure('respawnHealth', 'Health on respawn', '复活时生命值', [50], 'percent'),
        ],
      },
    ],
  },
  {
    id: 'shopkeeper',
    name: { en: 'Shopkeeper', cn: '商店老板' },
    icon: 'game-icons:shop',
    health: 200,
    powers: [
      {
        id: 'letsMakeADeal',
        name: { en: "Let's Make a Deal", cn: '做笔交易' },
        description: {
          en: 'Your shop stops at level 3, but every spell costs the same low price and sells back for gold; the shop offers fewer spells per level.',
          cn: '你的商店最高只能升到 3 级，但所有技能价格统一且低廉，卖出也能换回金币；每级商店提供的技能更少。',
        },
        type: 'passive',
        figures: [
          figure('maxShopLevel', 'Highest shop level', '商店最高等级', [3], 'level'),
          figure('spellCost', 'Price of a spell', '技能价格', [2], 'gold'),
          figure('sellValue', 'Gold for a sold spell', '卖出技能所得', [1], 'gold'),
          figure('shopSlots', 'Spells in the shop', '商店技能数', [2, 3, 4], 'count', SHOP_LEVELS),
        ],
      },
    ],
  },
  {
    id: 'rubick',
    name: { en: 'Rubick', cn: '拉比克' },
    icon: 'game-icons:spell-book',
    health: 200,
    powers: [
      {
        id: 'spellSteal',
        name: { en: 'Spell Steal', cn: '技能窃取' },
        description: {
          en: "The chosen unit gets Spell Steal, which levels up with your team's total spell points. It does not take one of the hero's four spell slots.",
          cn: '选定的单位获得技能窃取，它随队伍技能点总数升级，且不占用英雄的四个技能位。',
        },
        type: 'unit_target',
        figures: [pointsRequired([0, 8, 16, 24, 32, 40, 48, 56, 64])],
      },
    ],
  },
  {
    id: 'lifestealer',
    name: { en: 'Lifestealer', cn: '噬魂鬼' },
    icon: 'game-icons:fanged-skull',
    health: 200,
    powers: [
      {
        id: 'feast',
        name: { en: 'Feast', cn: '盛宴' },
        description: {
          en: 'Each round you win heals the god, with no upper limit on its health.',
          cn: '每赢下一回合，神就会回复生命值，且生命值没有上限。',
        },
        figures: [figure('heal', 'Healing per round won', '每胜一回合的治疗', [6], 'health')],
      },
    ],
  },
  {
    id: 'ogreMagi',
    name: { en: 'Ogre Magi', cn: '食人魔魔法师' },
    icon: 'game-icons:ogre',
    health: 200,
    powers: [
      {
        id: 'multicast',
        name: { en: 'Multicast', cn: '多重施法' },
        description: {
          en: "The chosen unit may cast a spell more than once; the chance grows with your team's total spell points.",
          cn: '选定的单位施法时有几率多重施放，几率随队伍技能点总数提高。',
        },
        type: 'unit_target',
        figures: [pointsRequired([0, 25, 50, 75, 100]), figure('chance', 'Multicast chance', '多重施法几率', [25, 35, 45, 55, 65], 'percent', 'tier')],
      },
    ],
  },
  {
    id: 'aghanim',
    name: { en: 'Aghanim', cn: '阿哈利姆' },
    icon: 'game-icons:wizard-face',
    health: 200,
    powers: [
      {
        id: 'sorceryForDummies',
        name: { en: 'Sorcery for Dummies: Volume 1', cn: '巫术入门：第一卷' },
        description: {
          en: 'Every round there is a chance that a random spell of your team, equipped or not, gains an upgrade; never the same spell twice in a row. The chance rises with the shop level.',
          cn: '每回合有几率随机升级你队伍的一个技能（无论是否装备），不会连续两次升级同一技能。几率随商店等级提高。',
        },
        type: 'passive',
        figures: [figure('chance', 'Upgrade chance', '升级几率', [45, 50, 55, 60, 65], 'percent', SHOP_LEVELS)],
      },
    ],
  },
  {
    id: 'ladyAnshu',
    name: { en: 'Lady Anshu', cn: '安舒夫人' },
    icon: 'game-icons:lotus-flower',
    health: 200,
    powers: [
      {
        id: 'hymnOfStCrella',
        name: { en: 'Hymn of St. Crella', cn: '圣克雷拉圣歌' },
        description: {
          en: 'When the chosen hero dies, every fallen allied hero rises again with part of its health.',
          cn: '选定的英雄阵亡时，所有已阵亡的友方英雄以部分生命值复活。',
        },
        type: 'unit_target',
        figures: [figure('reviveHealth', 'Health on revival', '复活时生命值', [15], 'percent')],
      },
    ],
  },
  {
    id: 'donkeyAghanim',
    name: { en: 'Donkey Aghanim', cn: '驴子阿哈利姆' },
    icon: 'game-icons:donkey',
    health: 200,
    powers: [
      {
        id: 'sorceryVolumeTwo',
        name: { en: 'Sorcery for Dummies: Volume 2', cn: '巫术入门：第二卷' },
        description: {
          en: 'Your heroes may carry more than one ultimate, but upgrading the shop costs more.',
          cn: '你的英雄可以携带多个终极技能，但升级商店更贵。',
        },
        type: 'passive',
        figures: [
          figure('maxUltimates', 'Ultimates per hero', '每名英雄终极技能上限', [0, 0, 2, 3, 4], 'count', SHOP_LEVELS),
          figure('upgradeExtraCost', 'Extra shop upgrade cost', '商店升级额外费用', [25], 'percent'),
        ],
      },
    ],
  },
  {
    id: 'gambler',
    name: { en: 'Gambler', cn: '赌徒' },
    icon: 'game-icons:rolling-dices',
    health: 200,
    powers: [
      {
        id: 'allIn',
        name: { en: 'All In', cn: '全押' },
        description: {
          en: 'Bet gold before the next fight: win the round and the bet pays out in the next shopping phase; lose it and the following round brings less gold. The bet range grows with the shop level.',
          cn: '在下一场战斗前下注金币：赢下这一回合，下个购买阶段获得奖金；输掉则接下来一回合的金币减少。下注范围随商店等级扩大。',
        },
        type: 'no_target',
        figures: [
          figure('minBet', 'Smallest bet', '最低赌注', [2, 3, 4, 5, 6], 'gold', SHOP_LEVELS),
          figure('maxBet', 'Largest bet', '最高赌注', [4, 6, 8, 10, 12], 'gold', SHOP_LEVELS),
        ],
      },
    ],
  },
  {
    id: 'phantomAssassin',
    name: { en: 'Phantom Assassin', cn: '幻影刺客' },
    icon: 'game-icons:dripping-knife',
    health: 200,
    powers: [
      {
        id: 'veiledPact',
        name: { en: 'Veiled Pact', cn: '隐秘契约' },
        description: {
          en: 'Your units may land critical strikes, and the distance they travel adds to their critical damage until the round ends.',
          cn: '你的单位可以打出致命一击，移动的距离会增加致命一击伤害，效果持续到回合结束。',
        },
        type: 'passive',
        figures: [
          figure('critChance', 'Critical strike chance', '致命一击几率', [15], 'percent'),
          figure('distancePerStack', 'Distance per stack', '每层所需移动距离', [12], 'distance'),
          figure('critPerStack', 'Critical damage per stack', '每层致命一击伤害', [3.5], 'percent'),
        ],
      },
    ],
  },
  {
    id: 'alchemist',
    name: { en: 'Alchemist', cn: '炼金术士' },
    icon: 'game-icons:cauldron',
    health: 200,
    powers: [
      {
        id: 'greevilsGreed',
        name: { en: "Greevil's Greed", cn: '贪魔的贪婪' },
        description: {
          en: 'Your gold is never reset, and gold you still hold when combat ends earns interest.',
          cn: '你的金币永不清零，战斗结束时留存的金币还会产生利息。',
        },
        type: 'passive',
        figures: [
          figure('goldGain', 'Extra gold', '额外金币', [1], 'gold'),
          figure('goldSaved', 'For every gold saved', '每留存金币', [10], 'gold'),
        ],
      },
      {
        id: 'unstableConcoction',
        name: { en: 'Unstable Concoction', cn: '不稳定化合物' },
        description: {
          en: 'Every lost round adds a charge and every won round clears them. When the charges are full, the god loses part of its current health and the charges start over.',
          cn: '每输一回合积累一层充能，每赢一回合清空充能。充能满时，神损失一部分当前生命值，充能重新计算。',
        },
        type: 'passive',
        figures: [
          figure('charges', 'Charges', '充能数', [3], 'count'),
          figure('damage', 'Current health lost', '损失当前生命值', [15], 'percent'),
        ],
      },
    ],
  },
  {
    id: 'kanna',
    name: { en: 'Kanna', cn: '坎娜' },
    icon: 'game-icons:fairy-wand',
    health: 200,
    powers: [
      {
        id: 'preyOnTheWeak',
        name: { en: 'Prey on the Weak', cn: '欺凌弱小' },
        description: {
          en: 'The chosen hero gains attack speed for every allied summon, and the summons get half as much. The bonus stays when summons die.',
          cn: '每有一个友方召唤物，选定的英雄获得攻击速度，召唤物获得一半。召唤物死亡后加成保留。',
        },
        type: 'unit_target',
        figures: [figure('attackSpeedPerSummon', 'Attack speed per summon', '每个召唤物的攻击速度', [9], 'attack_speed')],
      },
    ],
  },
  {
    id: 'crystalMaiden',
    name: { en: 'Crystal Maiden', cn: '水晶室女' },
    icon: 'game-icons:snowflake-1',
    powers: [],
  },
  {
    id: 'tinker',
    name: { en: 'Tinker', cn: '修补匠' },
    icon: 'game-icons:robot-golem',
    health: 200,
    powers: [
      {
        id: 'rearm',
        name: { en: 'Rearm', cn: '再装填' },
        description: {
          en: 'Each round your shop rerolls are cheaper until you buy something or use up the cheap rerolls.',
          cn: '每回合商店刷新费用降低，直到你购买东西或用完低价刷新次数。',
        },
        type: 'passive',
        figures: [
          figure('rerolls', 'Cheap rerolls per round', '每回合低价刷新次数', [10, 8, 6, 4, 2], 'count', SHOP_LEVELS),
          figure('rerollCost', 'Cost of a cheap reroll', '低价刷新费用', [0], 'gold'),
        ],
      },
    ],
  },
  {
    id: 'bloodseeker',
    name: { en: 'Bloodseeker', cn: '血魔' },
    icon: 'game-icons:bleeding-eye',
    health: 200,
    powers: [
      {
        id: 'bloodrage',
        name: { en: 'Blood Frenzy', cn: '血之狂暴' },
        description: {
          en: 'Every time an allied hero dies, the chosen unit is driven into a frenzy that adds attack speed and lifesteal.',
          cn: '每有一名友方英雄阵亡，选定的单位就陷入狂暴，获得攻击速度和吸血。',
        },
        type: 'unit_target',
        figures: [
          figure('attackSpeed', 'Attack speed per stack', '每层攻击速度', [30], 'attack_speed'),
          figure('lifesteal', 'Lifesteal per stack', '每层吸血', [15], 'percent'),
        ],
      },
    ],
  },
  {
    id: 'centaur',
    name: { en: 'Centaur Warrunner', cn: '半人马战行者' },
    icon: 'game-icons:centaur',
    health: 200,
    powers: [
      {
        id: 'retaliate',
        name: { en: 'Retaliate', cn: '反击' },
        description: {
          en: 'The chosen hero gains health every round and sends back part of the damage of physical attacks. Choosing another hero moves the whole health bonus to it.',
          cn: '选定的英雄每回合获得生命值，并反弹部分物理攻击伤害。改选其他英雄时，全部生命加成转移到新英雄身上。',
        },
        type: 'unit_target',
        figures: [
          figure('healthPerRound', 'Health per round', '每回合生命值', [50], 'health'),
          figure('damageReturn', 'Damage returned', '反弹伤害', [20], 'percent'),
        ],
      },
    ],
  },
  {
    id: 'tomeGod',
    name: { en: 'Tome God', cn: '典籍之神' },
    icon: 'game-icons:open-book',
    health: 200,
    powers: [
      {
        id: 'tomeOfKnowledge',
        name: { en: 'Tome of Knowledge', cn: '知识之书' },
        description: {
          en: 'Raises your shop to the next level at no cost.',
          cn: '免费将你的商店提升一级。',
        },
        type: 'no_target',
        figures: [figure('usesPerGame', 'Uses per game', '每局使用次数', [1], 'count')],
      },
      {
        id: 'tomeOfExperience',
        name: { en: 'Tome of Experience', cn: '经验之书' },
        description: {
          en: 'Every shop upgrade also gives your heroes an extra level.',
          cn: '每次升级商店时，你的英雄额外提升一级。',
        },
        type: 'passive',
        figures: [],
      },
    ],
  },
  {
    id: 'jmuy',
    name: { en: "J'muy the Wise", cn: '睿智的吉穆伊' },
    icon: 'game-icons:monk-face',
    health: 200,
    powers: [
      {
        id: 'wisdomOfTheElders',
        name: { en: 'Wisdom of the Elders', cn: '长者智慧' },
        description: {
          en: 'Spell cooldowns no longer run between rounds, but every spell gets cooldown reduction, more at higher shop levels.',
          cn: '技能冷却在回合之间不再流逝，但所有技能获得冷却缩减，商店等级越高缩减越多。',
        },
        type: 'passive',
        figures: [figure('cooldownReduction', 'Cooldown reduction', '冷却缩减', [0, 10, 20, 30, 40], 'percent', SHOP_LEVELS)],
      },
    ],
  },
  {
    id: 'selemene',
    name: { en: 'Selemene', cn: '塞勒妮' },
    icon: 'game-icons:moon',
    health: 200,
    powers: [
      {
        id: 'darkMoonBlessing',
        name: { en: 'Dark Moon Blessing', cn: '暗月祝福' },
        description: {
          en: 'Mana spent by your heroes gives them spell amplification; the bonus is cleared every round.',
          cn: '你的英雄消耗的魔法会转化为法术增强，加成每回合清空。',
        },
        type: 'passive',
        figures: [figure('spellAmp', 'Spell amplification per 100 mana spent', '每消耗 100 点魔法的法术增强', [4], 'percent')],
      },
    ],
  },
  {
    id: 'boomer',
    name: { en: 'Boomer', cn: '胖子' },
    icon: 'game-icons:poison-cloud',
    health: 200,
    powers: [
      {
        id: 'bileExplosion',
        name: { en: 'Bile Explosion', cn: '胆汁爆炸' },
        description: {
          en: 'An allied hero that dies bursts, dealing area damage equal to a share of the damage it took that round, and leaves a bile puddle that makes enemies take more damage. The puddle debuff stacks.',
          cn: '友方英雄阵亡时会爆炸，按其本回合所受伤害的一定比例造成范围伤害，并留下一滩胆汁使敌人受到更多伤害；该减益可以叠加。',
        },
        type: 'passive',
        figures: [
          figure('radius', 'Explosion radius', '爆炸半径', [350], 'distance'),
          figure('damage', 'Damage taken that round dealt back', '本回合所受伤害的转化比例', [20], 'percent'),
          figure('amplification', 'Extra damage taken in the puddle', '胆汁中额外承受伤害', [20], 'percent'),
          figure('puddleDuration', 'Puddle duration', '胆汁持续时间', [5], 'seconds'),
        ],
      },
    ],
  },
  {
    id: 'toyPudge',
    name: { en: 'Toy Pudge', cn: '玩具帕吉' },
    icon: 'game-icons:voodoo-doll',
    health: 200,
    powers: [
      {
        id: 'patchworkPlague',
        name: { en: 'Patchwork Plague', cn: '拼布瘟疫' },
        description: {
          en: 'Enemy heroes take more spell damage the farther they move; the effect lasts the whole round.',
          cn: '敌方英雄移动得越远，受到的法术伤害越高，效果持续整个回合。',
        },
        type: 'passive',
        figures: [
          figure('distancePerStack', 'Distance per stack', '每层所需移动距离', [12], 'distance'),
          figure('spellDamagePerStack', 'Spell damage taken per stack', '每层承受的法术伤害', [0.1], 'percent'),
        ],
      },
    ],
  },
  {
    id: 'terrorist',
    name: { en: 'Terrorist', cn: '恐怖分子' },
    icon: 'game-icons:time-bomb',
    health: 200,
    powers: [
      {
        id: 'plantBomb',
        name: { en: 'Plant Bomb', cn: '安放炸弹' },
        description: {
          en: 'A bomb on a timer is planted as the round starts. Lose before it runs out and it is defused; otherwise it explodes and damages every enemy unit without killing any. Timer and damage follow the shop level.',
          cn: '回合开始时安放一枚定时炸弹。若在倒计时结束前落败，炸弹被拆除；否则炸弹爆炸，伤害所有敌方单位但不会致死。倒计时和伤害随商店等级变化。',
        },
        type: 'passive',
        figures: [
          figure('timer', 'Timer', '倒计时', [20, 18, 16, 14, 12], 'seconds', SHOP_LEVELS),
          figure('explosionDamage', 'Explosion damage', '爆炸伤害', [80, 70, 60, 50, 40], 'percent', SHOP_LEVELS),
        ],
      },
      {
        id: 'clutchPlay',
        name: { en: 'Clutch Play', cn: '关键一搏' },
        description: {
          en: 'If the bomb goes off and the Terrorist wins, they get gold the next round; if the opponent defuses it, the opponent does.',
          cn: '炸弹爆炸且恐怖分子获胜时，他们在下一回合获得金币；若对手拆除炸弹，则由对手获得。',
        },
        type: 'passive',
        figures: [figure('gold', 'Gold', '金币', [3], 'gold')],
      },
    ],
  },
  {
    id: 'glados',
    name: { en: 'GLaDOS', cn: 'GLaDOS' },
    icon: 'game-icons:portal',
    health: 200,
    powers: [
      {
        id: 'orangePortal',
        name: { en: 'Orange Portal', cn: '橙色传送门' },
        description: {
          en: 'The chosen unit gains spell lifesteal and shares all its healing and regeneration with the Blue Portal unit. Both portals on one unit do not add up.',
          cn: '选定的单位获得法术吸血，并与蓝色传送门单位共享所有治疗和回复。两个传送门放在同一单位上不会叠加。',
        },
        type: 'unit_target',
        figures: [
          figure('spellLifestealHero', 'Spell lifesteal against heroes', '对英雄的法术吸血', [20, 25, 30, 35, 40], 'percent', SHOP_LEVELS),
          figure('spellLifestealCreep', 'Spell lifesteal against creeps', '对小兵的法术吸血', [10, 12.5, 15, 17.5, 20], 'percent', SHOP_LEVELS),
        ],
      },
      {
        id: 'bluePortal',
        name: { en: 'Blue Portal', cn: '蓝色传送门' },
        description: {
          en: 'The chosen unit gains spell lifesteal and shares all its healing and regeneration with the Orange Portal unit. Both portals on one unit do not add up.',
          cn: '选定的单位获得法术吸血，并与橙色传送门单位共享所有治疗和回复。两个传送门放在同一单位上不会叠加。',
        },
        type: 'unit_target',
        figures: [
          figure('spellLifestealHero', 'Spell lifesteal against heroes', '对英雄的法术吸血', [20, 25, 30, 35, 40], 'percent', SHOP_LEVELS),
          figure('spellLifestealCreep', 'Spell lifesteal against creeps', '对小兵的法术吸血', [10, 12.5, 15, 17.5, 20], 'percent', SHOP_LEVELS),
        ],
      },
    ],
  },
  {
    id: 'bonelessAghanim',
    name: { en: 'Boneless Aghanim', cn: '无骨阿哈利姆' },
    icon: 'game-icons:broken-bone',
    health: 200,
    powers: [
      {
        id: 'sorceryVolumeThree',
        name: { en: 'Sorcery for Dummies: Volume 3', cn: '巫术入门：第三卷' },
        description: {
          en: 'Ultimates never come into your spell pool, and your shop grows differently from other gods: its spell slots follow the figures below and its upgrades cost less.',
          cn: '终极技能永远不会进入你的技能池，你的商店成长方式也与其他神不同：技能栏位如下表所示，升级费用更低。',
        },
        type: 'passive',
        figures: [
          figure('shopSlots', 'Spells in the shop', '商店技能数', [4, 6, 7, 9, 11], 'count', SHOP_LEVELS),
          figure('upgradeCostReduction', 'Shop upgrade cost reduction', '商店升级费用减免', [20], 'percent'),
        ],
      },
    ],
  },
  {
    id: 'chaosGod',
    name: { en: 'Chaos God', cn: '混沌之神' },
    icon: 'game-icons:vortex',
    health: 200,
    powers: [
      {
        id: 'questionMark',
        name: { en: '?', cn: '？' },
        description: {
          en: 'Every second, allies and enemies alike take magical damage that cannot kill.',
          cn: '每秒对友方和敌方造成不致命的魔法伤害。',
        },
        type: 'passive',
        figures: [
          figure('damagePerSecond', 'Damage per second', '每秒伤害', [50], 'damage'),
          figure('currentHealthDamage', 'Current health damage', '当前生命值伤害', [2], 'percent'),
        ],
      },
    ],
  },
  {
    id: 'towerGod',
    name: { en: 'Tower God', cn: '防御塔之神' },
    icon: 'game-icons:stone-tower',
    health: 200,
    powers: [
      {
        id: 'building',
        name: { en: 'Building', cn: '建筑' },
        description: {
          en: 'When battle begins the chosen unit is rooted and its attack range is raised to a minimum; the root lifts when it is your last hero alive or the opponent is also a Tower God. Using it turns on Glyph of Fortification.',
          cn: '战斗开始时选定的单位被定身，攻击距离提高到最低值；当它是你最后一名存活英雄，或对手同为防御塔之神时，定身解除。使用后会启用防御符文。',
        },
        type: 'unit_target',
        figures: [figure('minimumRange', 'Minimum attack range', '最低攻击距离', [850], 'distance')],
      },
      {
        id: 'fortification',
        name: { en: 'Glyph of Fortification', cn: '防御符文' },
        description: {
          en: 'When one of your heroes dies, the others briefly take no damage. Works only while the Building unit is alive.',
          cn: '你的一名英雄阵亡时，其余英雄短暂免疫所有伤害。仅在建筑单位存活时生效。',
        },
        type: 'passive',
        figures: [figure('invulnerability', 'Invulnerability', '无敌时间', [1.75], 'seconds')],
      },
    ],
  },
  {
    id: 'icefrog',
    name: { en: 'IceFrog', cn: '冰蛙' },
    icon: 'game-icons:frog',
    health: 200,
    powers: [
      {
        id: 'devMode',
        name: { en: 'Dev Mode', cn: '开发者模式' },
        description: {
          en: "At the start of the game you pick one of several banned spells; copies of it join your pool for the rest of the game, and each copy you buy goes to Balance in All Things. Toggling changes the order of preference of the chosen spell.",
          cn: '开局时你从若干被禁用的技能中选择一个；它的副本在本局余下时间加入你的技能池，每买到一份都会归入“万物平衡”。切换可改变所选技能的优先顺序。',
        },
        type: 'no_target',
        figures: [
          figure('offered', 'Banned spells offered', '可选的禁用技能', [4], 'count'),
          figure('copies', 'Copies added to the pool', '加入技能池的副本数', [20], 'count'),
          figure('rerolls', 'Rerolls', '重选次数', [1], 'count'),
        ],
      },
      {
        id: 'balanceInAllThings',
        name: { en: 'Balance in All Things', cn: '万物平衡' },
        description: {
          en: "The chosen unit gets every copy you bought of the Dev Mode spell as an extra spell, outside the hero's four spell slots. Reaching certain shop levels adds a point to it.",
          cn: '选定的单位获得你买到的所有开发者模式技能副本，作为额外技能，不占用英雄的四个技能位。商店达到特定等级时它额外获得一点。',
        },
        type: 'unit_target',
        figures: [figure('shopLevels', 'Shop levels that add a point', '增加一点的商店等级', [2, 3, 5], 'level')],
      },
    ],
  },
];

export const GODS_BY_ID: ReadonlyMap<string, God> = new Map(GODS.map((god): [string, God] => [god.id, god]));

/** The god's icon, or a generic icon for a god the catalog does not know. */
export function godIcon(id: string): string {
  return GODS_BY_ID.get(id)?.icon ?? FALLBACK_GOD_ICON;
}
