/**
 * The god catalog: the gods a player picks at the start of a game, each with 1-3 powers.
 * A power's description holds `{value}` where its per-level figure goes (`levels[level - 1]`).
 * Icons are Iconify ids from the `@iconify-json/game-icons` set. Game results may name gods
 * this catalog does not know (e.g. `cloudGod`): `godIcon` gives them a generic icon.
 * Texts are our own words.
 */
import type { Localized } from './localized';

export interface GodPower {
  id: string;
  name: Localized;
  /** Uses `{value}` where the per-level figure goes. */
  description: Localized;
  /** The figure per level, e.g. [10, 20, 30]. */
  levels: readonly number[];
  unit?: 'percent' | 'seconds' | 'gold' | 'count' | 'damage' | 'health';
}

export interface God {
  id: string;
  name: Localized;
  /** Short epithet. */
  title: Localized;
  /** Iconify id from the game-icons set, e.g. `game-icons:crowned-skull`. */
  icon: string;
  powers: readonly GodPower[];
}

/** Icon for gods the catalog does not know. */
export const FALLBACK_GOD_ICON = 'game-icons:uncertainty';

export const GODS: readonly God[] = [
  {
    id: 'dazzle',
    name: { en: 'Dazzle', cn: '戴泽' },
    title: { en: 'Shadow Priest', cn: '暗影牧师' },
    icon: 'game-icons:tribal-mask',
    powers: [
      {
        id: 'shallowGrave',
        name: { en: 'Shallow Grave', cn: '薄葬' },
        description: {
          en: 'The first time each round one of your heroes would die, it clings to life for {value} s instead.',
          cn: '每回合你的英雄第一次即将阵亡时，改为以残血坚持 {value} 秒。',
        },
        levels: [2, 3, 4],
        unit: 'seconds',
      },
      {
        id: 'shadowWave',
        name: { en: 'Shadow Wave', cn: '暗影波' },
        description: {
          en: 'At the start of each battle your heroes are healed for {value} health.',
          cn: '每场战斗开始时，你的英雄回复 {value} 点生命值。',
        },
        levels: [50, 100, 150],
        unit: 'health',
      },
    ],
  },
  {
    id: 'runeGod',
    name: { en: 'Rune God', cn: '神符之神' },
    title: { en: 'Keeper of the River', cn: '河道守护者' },
    icon: 'game-icons:rune-stone',
    powers: [
      {
        id: 'riverRunes',
        name: { en: 'River Runes', cn: '河道神符' },
        description: {
          en: 'Each battle your chosen hero picks up {value} random rune(s); a higher shop level unlocks stronger runes.',
          cn: '每场战斗你选定的英雄获得 {value} 个随机神符；商店等级越高，神符越强。',
        },
        levels: [1, 2, 3],
        unit: 'count',
      },
      {
        id: 'bountyRune',
        name: { en: 'Bounty Rune', cn: '赏金神符' },
        description: {
          en: 'Whenever a bounty rune comes up you gain {value} gold.',
          cn: '每当获得赏金神符时，你获得 {value} 金币。',
        },
        levels: [2, 3, 4],
        unit: 'gold',
      },
    ],
  },
  {
    id: 'legionCommander',
    name: { en: 'Legion Commander', cn: '军团指挥官' },
    title: { en: 'Commander of the Bronze Legion', cn: '青铜军团统帅' },
    icon: 'game-icons:crossed-swords',
    powers: [
      {
        id: 'duel',
        name: { en: 'Duel', cn: '决斗' },
        description: {
          en: 'Your chosen hero duels the strongest enemy when battle starts; if it wins it keeps {value} bonus damage for the rest of the game.',
          cn: '战斗开始时，你选定的英雄与最强的敌人决斗；获胜后本局永久获得 {value} 点攻击力。',
        },
        levels: [10, 20, 30],
        unit: 'damage',
      },
      {
        id: 'pressTheAttack',
        name: { en: 'Press the Attack', cn: '强攻' },
        description: {
          en: 'Your heroes attack {value}% faster during the first 5 s of each battle.',
          cn: '每场战斗的前 5 秒，你的英雄攻击速度提升 {value}%。',
        },
        levels: [20, 35, 50],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'brewmaster',
    name: { en: 'Brewmaster', cn: '酒仙' },
    title: { en: 'Master of the Drunken Fist', cn: '醉拳宗师' },
    icon: 'game-icons:beer-stein',
    powers: [
      {
        id: 'primalSplit',
        name: { en: 'Primal Split', cn: '元素分离' },
        description: {
          en: 'When your chosen hero drops below 30% health it splits into {value} elemental spirit(s) that fight on.',
          cn: '你选定的英雄生命值低于 30% 时，分裂出 {value} 个元素之灵继续战斗。',
        },
        levels: [1, 2, 3],
        unit: 'count',
      },
      {
        id: 'drunkenBrawler',
        name: { en: 'Drunken Brawler', cn: '醉拳' },
        description: {
          en: 'Your heroes dodge {value}% of attacks.',
          cn: '你的英雄闪避 {value}% 的攻击。',
        },
        levels: [10, 15, 20],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'spiritBreaker',
    name: { en: 'Spirit Breaker', cn: '裂魂人' },
    title: { en: 'Bull of the Fundamentals', cn: '本源之牛' },
    icon: 'game-icons:charging-bull',
    powers: [
      {
        id: 'greaterBash',
        name: { en: 'Greater Bash', cn: '巨力重击' },
        description: {
          en: "Your heroes' attacks have a {value}% chance to knock the target back and stun it.",
          cn: '你的英雄攻击时有 {value}% 几率击退并眩晕目标。',
        },
        levels: [10, 15, 20],
        unit: 'percent',
      },
      {
        id: 'netherStrike',
        name: { en: 'Nether Strike', cn: '幽冥一击' },
        description: {
          en: 'When battle starts your chosen hero appears behind the farthest enemy and hits it for {value} damage.',
          cn: '战斗开始时，你选定的英雄出现在最远的敌人身后，并对其造成 {value} 点伤害。',
        },
        levels: [100, 200, 300],
        unit: 'damage',
      },
    ],
  },
  {
    id: 'sorlaKhan',
    name: { en: 'Sorla Khan', cn: '索拉·可汗' },
    title: { en: 'Warlord of the Horde', cn: '部落军阀' },
    icon: 'game-icons:warlord-helmet',
    powers: [
      {
        id: 'warDrums',
        name: { en: 'War Drums', cn: '战鼓' },
        description: {
          en: 'Your heroes deal {value}% more damage for every allied hero still standing.',
          cn: '每有一名友方英雄存活，你的英雄伤害提升 {value}%。',
        },
        levels: [3, 5, 7],
        unit: 'percent',
      },
      {
        id: 'spoilsOfWar',
        name: { en: 'Spoils of War', cn: '战利品' },
        description: {
          en: 'Winning a round gives you {value} extra gold.',
          cn: '赢得一回合时，你额外获得 {value} 金币。',
        },
        levels: [1, 2, 3],
        unit: 'gold',
      },
    ],
  },
  {
    id: 'pudge',
    name: { en: 'Pudge', cn: '帕吉' },
    title: { en: 'The Butcher', cn: '屠夫' },
    icon: 'game-icons:meat-hook',
    powers: [
      {
        id: 'hook',
        name: { en: 'Hook', cn: '钩取' },
        description: {
          en: "Every {value} rounds you hook a random spell from another player's bench into your own.",
          cn: '每隔 {value} 回合，你从其他玩家的备战席钩来一个随机技能。',
        },
        levels: [6, 5, 4],
        unit: 'count',
      },
      {
        id: 'fleshHeap',
        name: { en: 'Flesh Heap', cn: '腐肉堆积' },
        description: {
          en: 'You start the game with {value} extra health.',
          cn: '你开局时额外拥有 {value} 点生命值。',
        },
        levels: [30, 60, 90],
        unit: 'health',
      },
    ],
  },
  {
    id: 'rix',
    name: { en: 'Rix', cn: '瑞克斯' },
    title: { en: 'Zealot of the Mad Moon', cn: '疯月狂信徒' },
    icon: 'game-icons:evil-moon',
    powers: [
      {
        id: 'madMoonFrenzy',
        name: { en: 'Mad Moon Frenzy', cn: '疯月狂热' },
        description: {
          en: 'When one of your heroes dies, the others attack {value}% faster for the rest of the battle.',
          cn: '你的一名英雄阵亡时，其余英雄在本场战斗剩余时间内攻击速度提升 {value}%。',
        },
        levels: [10, 20, 30],
        unit: 'percent',
      },
      {
        id: 'altarOffering',
        name: { en: 'Altar Offering', cn: '祭坛献礼' },
        description: {
          en: 'Selling a spell gives {value} more gold than usual.',
          cn: '出售技能时额外获得 {value} 金币。',
        },
        levels: [1, 2, 3],
        unit: 'gold',
      },
    ],
  },
  {
    id: 'shopkeeper',
    name: { en: 'Shopkeeper', cn: '商店老板' },
    title: { en: 'Purveyor of Fine Wares', cn: '精品商贩' },
    icon: 'game-icons:shop',
    powers: [
      {
        id: 'discount',
        name: { en: 'Discount', cn: '折扣' },
        description: {
          en: 'Your first {value} spell purchase(s) each round cost 1 gold less.',
          cn: '每回合你购买的前 {value} 个技能各便宜 1 金币。',
        },
        levels: [1, 2, 3],
        unit: 'count',
      },
      {
        id: 'freeReroll',
        name: { en: 'Free Reroll', cn: '免费刷新' },
        description: {
          en: 'You get {value} free shop reroll(s) every round.',
          cn: '每回合你获得 {value} 次免费刷新商店。',
        },
        levels: [1, 2, 3],
        unit: 'count',
      },
    ],
  },
  {
    id: 'rubick',
    name: { en: 'Rubick', cn: '拉比克' },
    title: { en: 'The Grand Magus', cn: '大魔导师' },
    icon: 'game-icons:spell-book',
    powers: [
      {
        id: 'spellSteal',
        name: { en: 'Spell Steal', cn: '技能窃取' },
        description: {
          en: 'When battle starts your chosen hero copies a random enemy spell at level {value} for that battle.',
          cn: '战斗开始时，你选定的英雄复制一个随机敌方技能，本场战斗中其等级为 {value}。',
        },
        levels: [1, 3, 6],
      },
      {
        id: 'arcaneSupremacy',
        name: { en: 'Arcane Supremacy', cn: '奥术至尊' },
        description: {
          en: 'Your spells deal {value}% more damage.',
          cn: '你的技能伤害提升 {value}%。',
        },
        levels: [5, 10, 15],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'lifestealer',
    name: { en: 'Lifestealer', cn: '噬魂鬼' },
    title: { en: 'The Ghoul', cn: '食尸鬼' },
    icon: 'game-icons:fanged-skull',
    powers: [
      {
        id: 'infest',
        name: { en: 'Infest', cn: '感染' },
        description: {
          en: 'When your chosen hero dies it bursts out of the nearest enemy, dealing {value} damage.',
          cn: '你选定的英雄阵亡时，会从最近的敌人体内破体而出，造成 {value} 点伤害。',
        },
        levels: [100, 200, 300],
        unit: 'damage',
      },
      {
        id: 'ghoulHunger',
        name: { en: 'Ghoul Hunger', cn: '食尸之饥' },
        description: {
          en: 'Your heroes heal for {value}% of the attack damage they deal.',
          cn: '你的英雄按造成的攻击伤害的 {value}% 回复生命。',
        },
        levels: [5, 10, 15],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'ogreMagi',
    name: { en: 'Ogre Magi', cn: '食人魔魔法师' },
    title: { en: 'The Twin-Headed Caster', cn: '双头施法者' },
    icon: 'game-icons:ogre',
    powers: [
      {
        id: 'multicast',
        name: { en: 'Multicast', cn: '多重施法' },
        description: {
          en: "Your heroes' spells have a {value}% chance to be cast twice.",
          cn: '你的英雄施放技能时有 {value}% 几率施放两次。',
        },
        levels: [10, 20, 30],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'aghanim',
    name: { en: 'Aghanim', cn: '阿哈利姆' },
    title: { en: 'The Archmagus', cn: '大法师' },
    icon: 'game-icons:wizard-face',
    powers: [
      {
        id: 'scepterBlessing',
        name: { en: 'Scepter Blessing', cn: '神杖祝福' },
        description: {
          en: 'Every {value} rounds a random spell you own gains one upgrade point for free.',
          cn: '每隔 {value} 回合，你拥有的一个随机技能免费获得一个升级点。',
        },
        levels: [4, 3, 2],
        unit: 'count',
      },
      {
        id: 'shardInsight',
        name: { en: 'Shard Insight', cn: '魔晶洞悉' },
        description: {
          en: 'Raising a spell to Super also gives you {value} gold.',
          cn: '将技能升至超级时，你额外获得 {value} 金币。',
        },
        levels: [2, 4, 6],
        unit: 'gold',
      },
    ],
  },
  {
    id: 'ladyAnshu',
    name: { en: 'Lady Anshu', cn: '安舒夫人' },
    title: { en: 'Matron of Grace', cn: '恩典之母' },
    icon: 'game-icons:lotus-flower',
    powers: [
      {
        id: 'grace',
        name: { en: 'Grace', cn: '恩典' },
        description: {
          en: 'When battle starts your two weakest heroes gain a shield that absorbs {value} damage.',
          cn: '战斗开始时，你生命值最低的两名英雄获得可吸收 {value} 点伤害的护盾。',
        },
        levels: [80, 160, 240],
        unit: 'health',
      },
      {
        id: 'serenity',
        name: { en: 'Serenity', cn: '宁静' },
        description: {
          en: 'Your heroes regenerate {value}% of their maximum mana every second.',
          cn: '你的英雄每秒恢复 {value}% 最大魔法值。',
        },
        levels: [1, 2, 3],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'donkeyAghanim',
    name: { en: 'Donkey Aghanim', cn: '驴子阿哈利姆' },
    title: { en: 'The Courier Archmagus', cn: '信使大法师' },
    icon: 'game-icons:donkey',
    powers: [
      {
        id: 'courierDelivery',
        name: { en: 'Courier Delivery', cn: '信使送货' },
        description: {
          en: 'Every {value} rounds the courier brings you a random spell for free.',
          cn: '每隔 {value} 回合，信使免费给你送来一个随机技能。',
        },
        levels: [4, 3, 2],
        unit: 'count',
      },
      {
        id: 'stubbornUpgrade',
        name: { en: 'Stubborn Upgrade', cn: '倔强升级' },
        description: {
          en: 'Delivered spells have a {value}% chance to arrive with an extra upgrade point.',
          cn: '送来的技能有 {value}% 几率额外附带一个升级点。',
        },
        levels: [25, 50, 75],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'gambler',
    name: { en: 'Gambler', cn: '赌徒' },
    title: { en: 'Roller of Fates', cn: '命运掷骰者' },
    icon: 'game-icons:rolling-dices',
    powers: [
      {
        id: 'luckyRoll',
        name: { en: 'Lucky Roll', cn: '幸运一掷' },
        description: {
          en: 'Each round you roll a die: win up to {value} gold, or lose 1.',
          cn: '每回合掷一次骰子：最多赢得 {value} 金币，或损失 1 金币。',
        },
        levels: [4, 6, 8],
        unit: 'gold',
      },
      {
        id: 'doubleOrNothing',
        name: { en: 'Double or Nothing', cn: '加倍或归零' },
        description: {
          en: 'Each reroll has a {value}% chance to be free.',
          cn: '每次刷新有 {value}% 几率免费。',
        },
        levels: [20, 35, 50],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'phantomAssassin',
    name: { en: 'Phantom Assassin', cn: '幻影刺客' },
    title: { en: 'The Veiled Sister', cn: '面纱姐妹' },
    icon: 'game-icons:dripping-knife',
    powers: [
      {
        id: 'coupDeGrace',
        name: { en: 'Coup de Grace', cn: '恩赐解脱' },
        description: {
          en: 'Your heroes have a {value}% chance to land a devastating critical strike.',
          cn: '你的英雄有 {value}% 几率打出毁灭性的暴击。',
        },
        levels: [5, 10, 15],
        unit: 'percent',
      },
      {
        id: 'veiledBlur',
        name: { en: 'Veiled Blur', cn: '面纱模糊' },
        description: {
          en: 'Your heroes gain {value}% evasion.',
          cn: '你的英雄获得 {value}% 闪避。',
        },
        levels: [5, 10, 15],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'alchemist',
    name: { en: 'Alchemist', cn: '炼金术士' },
    title: { en: 'Goblin of Greed', cn: '贪婪地精' },
    icon: 'game-icons:cauldron',
    powers: [
      {
        id: 'greevilsGreed',
        name: { en: "Greevil's Greed", cn: '贪魔的贪婪' },
        description: {
          en: 'You earn {value} extra gold at the start of every round.',
          cn: '每回合开始时你额外获得 {value} 金币。',
        },
        levels: [1, 2, 3],
        unit: 'gold',
      },
      {
        id: 'philosophersStone',
        name: { en: "Philosopher's Stone", cn: '贤者之石' },
        description: {
          en: 'Interest on your banked gold is raised by {value}%.',
          cn: '你所存金币的利息提高 {value}%。',
        },
        levels: [10, 20, 30],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'kanna',
    name: { en: 'Kanna', cn: '坎娜' },
    title: { en: 'Keeper of the Wilds', cn: '荒野守护者' },
    icon: 'game-icons:fairy-wand',
    powers: [
      {
        id: 'summonersRally',
        name: { en: "Summoner's Rally", cn: '召唤集结' },
        description: {
          en: 'Your chosen hero gains {value} attack speed for every allied unit summoned in battle.',
          cn: '战斗中每召唤一个友方单位，你选定的英雄获得 {value} 点攻击速度。',
        },
        levels: [5, 10, 15],
      },
      {
        id: 'wildCall',
        name: { en: 'Wild Call', cn: '荒野呼唤' },
        description: {
          en: 'Your summoned units have {value}% more health.',
          cn: '你召唤的单位生命值提升 {value}%。',
        },
        levels: [15, 30, 45],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'crystalMaiden',
    name: { en: 'Crystal Maiden', cn: '水晶室女' },
    title: { en: 'Maiden of the Frost', cn: '冰霜少女' },
    icon: 'game-icons:snowflake-1',
    powers: [
      {
        id: 'arcaneAura',
        name: { en: 'Arcane Aura', cn: '奥术光环' },
        description: {
          en: 'Your heroes regenerate {value} extra mana per second.',
          cn: '你的英雄每秒额外恢复 {value} 点魔法值。',
        },
        levels: [1, 2, 3],
      },
      {
        id: 'frozenTouch',
        name: { en: 'Frozen Touch', cn: '冰霜之触' },
        description: {
          en: 'Enemies hit by your spells are slowed by {value}% for 2 s.',
          cn: '被你的技能命中的敌人减速 {value}%，持续 2 秒。',
        },
        levels: [10, 20, 30],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'tinker',
    name: { en: 'Tinker', cn: '修补匠' },
    title: { en: 'The Mechanical Genius', cn: '机械天才' },
    icon: 'game-icons:robot-golem',
    powers: [
      {
        id: 'rearm',
        name: { en: 'Rearm', cn: '再装填' },
        description: {
          en: 'Once per battle, {value} s after it starts, your chosen hero refreshes all its cooldowns.',
          cn: '每场战斗开始 {value} 秒后，你选定的英雄刷新所有技能冷却（每场一次）。',
        },
        levels: [12, 9, 6],
        unit: 'seconds',
      },
      {
        id: 'gadgetry',
        name: { en: 'Gadgetry', cn: '小发明' },
        description: {
          en: 'Your heroes have {value}% cooldown reduction.',
          cn: '你的英雄获得 {value}% 冷却缩减。',
        },
        levels: [5, 10, 15],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'bloodseeker',
    name: { en: 'Bloodseeker', cn: '血魔' },
    title: { en: 'Hound of the Flayed Twins', cn: '血肉双子之猎犬' },
    icon: 'game-icons:bleeding-eye',
    powers: [
      {
        id: 'bloodFeast',
        name: { en: 'Blood Feast', cn: '血之宴' },
        description: {
          en: 'Whenever one of your heroes scores a kill it heals {value} health.',
          cn: '你的英雄每次击杀敌人都会回复 {value} 点生命值。',
        },
        levels: [50, 100, 150],
        unit: 'health',
      },
      {
        id: 'scentOfBlood',
        name: { en: 'Scent of Blood', cn: '血腥嗅觉' },
        description: {
          en: 'Your heroes deal {value}% more damage to enemies below half health.',
          cn: '你的英雄对生命值低于一半的敌人伤害提升 {value}%。',
        },
        levels: [10, 15, 20],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'centaur',
    name: { en: 'Centaur Warrunner', cn: '半人马战行者' },
    title: { en: 'Champion of the Arena', cn: '竞技场冠军' },
    icon: 'game-icons:centaur',
    powers: [
      {
        id: 'thickHide',
        name: { en: 'Thick Hide', cn: '坚韧之躯' },
        description: {
          en: 'Your heroes have {value}% more maximum health.',
          cn: '你的英雄最大生命值提升 {value}%。',
        },
        levels: [10, 15, 20],
        unit: 'percent',
      },
      {
        id: 'retaliate',
        name: { en: 'Retaliate', cn: '反击' },
        description: {
          en: 'Your heroes return {value} damage to every attacker.',
          cn: '你的英雄对每个攻击者反弹 {value} 点伤害。',
        },
        levels: [10, 20, 30],
        unit: 'damage',
      },
    ],
  },
  {
    id: 'tomeGod',
    name: { en: 'Tome God', cn: '典籍之神' },
    title: { en: 'Keeper of Knowledge', cn: '知识守护者' },
    icon: 'game-icons:open-book',
    powers: [
      {
        id: 'tomeOfKnowledge',
        name: { en: 'Tome of Knowledge', cn: '知识之书' },
        description: {
          en: 'You receive {value} tome(s) of experience every round.',
          cn: '每回合你获得 {value} 本经验之书。',
        },
        levels: [1, 2, 3],
        unit: 'count',
      },
      {
        id: 'study',
        name: { en: 'Study', cn: '研读' },
        description: {
          en: 'Buying experience costs {value} gold less.',
          cn: '购买经验便宜 {value} 金币。',
        },
        levels: [1, 2, 3],
        unit: 'gold',
      },
    ],
  },
  {
    id: 'jmuy',
    name: { en: "J'muy the Wise", cn: '睿智的吉穆伊' },
    title: { en: 'Sage of the Storm', cn: '风暴贤者' },
    icon: 'game-icons:monk-face',
    powers: [
      {
        id: 'wisdom',
        name: { en: 'Wisdom', cn: '智慧' },
        description: {
          en: "Your heroes' spells cost {value}% less mana.",
          cn: '你的英雄施放技能的魔法消耗降低 {value}%。',
        },
        levels: [10, 20, 30],
        unit: 'percent',
      },
      {
        id: 'foresight',
        name: { en: 'Foresight', cn: '先见' },
        description: {
          en: 'The shop shows {value} extra spell(s) every round.',
          cn: '每回合商店额外展示 {value} 个技能。',
        },
        levels: [1, 2, 3],
        unit: 'count',
      },
    ],
  },
  {
    id: 'selemene',
    name: { en: 'Selemene', cn: '塞勒妮' },
    title: { en: 'Goddess of the Moon', cn: '月之女神' },
    icon: 'game-icons:moon',
    powers: [
      {
        id: 'moonBeam',
        name: { en: 'Moon Beam', cn: '月光' },
        description: {
          en: 'During battle a beam of moonlight strikes a random enemy every 3 s for {value} damage.',
          cn: '战斗中每 3 秒有一道月光击中一名随机敌人，造成 {value} 点伤害。',
        },
        levels: [40, 80, 120],
        unit: 'damage',
      },
      {
        id: 'lunarGrace',
        name: { en: 'Lunar Grace', cn: '月神恩典' },
        description: {
          en: 'Your heroes gain {value}% magic resistance.',
          cn: '你的英雄获得 {value}% 魔法抗性。',
        },
        levels: [10, 15, 20],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'boomer',
    name: { en: 'Boomer', cn: '胖子' },
    title: { en: 'The Bloated One', cn: '臃肿者' },
    icon: 'game-icons:poison-cloud',
    powers: [
      {
        id: 'bileBurst',
        name: { en: 'Bile Burst', cn: '胆汁爆裂' },
        description: {
          en: 'When one of your heroes dies it bursts, dealing {value} damage to nearby enemies.',
          cn: '你的英雄阵亡时会爆裂，对附近敌人造成 {value} 点伤害。',
        },
        levels: [75, 150, 225],
        unit: 'damage',
      },
      {
        id: 'vomit',
        name: { en: 'Vomit', cn: '呕吐' },
        description: {
          en: 'Enemies caught in the burst miss {value}% of their attacks for 3 s.',
          cn: '被爆裂波及的敌人在 3 秒内有 {value}% 的攻击落空。',
        },
        levels: [20, 35, 50],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'toyPudge',
    name: { en: 'Toy Pudge', cn: '玩具帕吉' },
    title: { en: 'The Stuffed Butcher', cn: '布偶屠夫' },
    icon: 'game-icons:voodoo-doll',
    powers: [
      {
        id: 'squeakyHook',
        name: { en: 'Squeaky Hook', cn: '吱吱钩' },
        description: {
          en: 'Once per battle, the farthest enemy is hooked to your front line and takes {value} damage.',
          cn: '每场战斗一次，将最远的敌人钩到你的前排，并造成 {value} 点伤害。',
        },
        levels: [50, 100, 150],
        unit: 'damage',
      },
      {
        id: 'stuffing',
        name: { en: 'Stuffing', cn: '填充棉' },
        description: {
          en: 'You start the game with {value} extra health.',
          cn: '你开局时额外拥有 {value} 点生命值。',
        },
        levels: [15, 30, 45],
        unit: 'health',
      },
    ],
  },
  {
    id: 'terrorist',
    name: { en: 'Terrorist', cn: '恐怖分子' },
    title: { en: 'The Bomb Carrier', cn: '携弹者' },
    icon: 'game-icons:time-bomb',
    powers: [
      {
        id: 'plantTheBomb',
        name: { en: 'Plant the Bomb', cn: '安放炸弹' },
        description: {
          en: 'A bomb is planted on the enemy side and explodes after 10 s, dealing {value} damage to every enemy nearby.',
          cn: '在敌方阵地安放一枚炸弹，10 秒后爆炸，对附近所有敌人造成 {value} 点伤害。',
        },
        levels: [100, 200, 300],
        unit: 'damage',
      },
      {
        id: 'lossBonus',
        name: { en: 'Loss Bonus', cn: '失败补偿' },
        description: {
          en: 'Losing a round gives you {value} extra gold.',
          cn: '输掉一回合时，你额外获得 {value} 金币。',
        },
        levels: [1, 2, 3],
        unit: 'gold',
      },
    ],
  },
  {
    id: 'glados',
    name: { en: 'GLaDOS', cn: 'GLaDOS' },
    title: { en: 'Aperture Science AI', cn: '光圈科技人工智能' },
    icon: 'game-icons:portal',
    powers: [
      {
        id: 'portals',
        name: { en: 'Portals', cn: '传送门' },
        description: {
          en: 'Two of your heroes are linked by portals and share {value}% of the damage either one takes.',
          cn: '你的两名英雄由传送门相连，分摊任意一方所受伤害的 {value}%。',
        },
        levels: [20, 35, 50],
        unit: 'percent',
      },
      {
        id: 'testProtocol',
        name: { en: 'Test Protocol', cn: '测试协议' },
        description: {
          en: 'Linked heroes also pass {value}% of the health and mana they restore to each other.',
          cn: '相连的英雄还会将各自恢复的生命值和魔法值的 {value}% 传给对方。',
        },
        levels: [25, 50, 75],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'bonelessAghanim',
    name: { en: 'Boneless Aghanim', cn: '无骨阿哈利姆' },
    title: { en: 'The Spineless Archmagus', cn: '软骨大法师' },
    icon: 'game-icons:broken-bone',
    powers: [
      {
        id: 'bendTheRules',
        name: { en: 'Bend the Rules', cn: '变通规则' },
        description: {
          en: 'Spells stuck at 4, 5, 7 or 8 points already get {value}% of the next upgrade.',
          cn: '处于 4、5、7、8 点的技能提前获得下一级升级效果的 {value}%。',
        },
        levels: [25, 50, 75],
        unit: 'percent',
      },
      {
        id: 'softUpgrade',
        name: { en: 'Soft Upgrade', cn: '柔性升级' },
        description: {
          en: 'Once per game, from round {value}, you may raise one spell straight to Super.',
          cn: '每局一次，从第 {value} 回合起，可将一个技能直接升至超级。',
        },
        levels: [10, 8, 6],
        unit: 'count',
      },
    ],
  },
  {
    id: 'chaosGod',
    name: { en: 'Chaos God', cn: '混沌之神' },
    title: { en: 'Lord of Disorder', cn: '无序之主' },
    icon: 'game-icons:vortex',
    powers: [
      {
        id: 'chaosShuffle',
        name: { en: 'Chaos Shuffle', cn: '混沌洗牌' },
        description: {
          en: 'When battle starts, {value} random spell(s) on your heroes are swapped for random spells of the same level.',
          cn: '战斗开始时，你英雄身上的 {value} 个随机技能被替换为同等级的随机技能。',
        },
        levels: [1, 2, 3],
        unit: 'count',
      },
      {
        id: 'entropy',
        name: { en: 'Entropy', cn: '熵增' },
        description: {
          en: 'Swapped spells deal {value}% more damage.',
          cn: '被替换的技能伤害提升 {value}%。',
        },
        levels: [10, 20, 30],
        unit: 'percent',
      },
    ],
  },
  {
    id: 'towerGod',
    name: { en: 'Tower God', cn: '防御塔之神' },
    title: { en: 'Guardian of the Lanes', cn: '兵线守护者' },
    icon: 'game-icons:stone-tower',
    powers: [
      {
        id: 'buildTower',
        name: { en: 'Build Tower', cn: '建造防御塔' },
        description: {
          en: 'A tower with {value} health fights beside your heroes every battle.',
          cn: '每场战斗都有一座拥有 {value} 点生命值的防御塔与你的英雄并肩作战。',
        },
        levels: [500, 1000, 1500],
        unit: 'health',
      },
      {
        id: 'glyph',
        name: { en: 'Glyph of Fortification', cn: '防御符文' },
        description: {
          en: 'Your tower and heroes are invulnerable for the first {value} s of battle.',
          cn: '战斗开始后的前 {value} 秒，你的防御塔和英雄无敌。',
        },
        levels: [1, 2, 3],
        unit: 'seconds',
      },
    ],
  },
  {
    id: 'icefrog',
    name: { en: 'IceFrog', cn: '冰蛙' },
    title: { en: 'The Balance Keeper', cn: '平衡守护者' },
    icon: 'game-icons:frog',
    powers: [
      {
        id: 'patchNotes',
        name: { en: 'Patch Notes', cn: '更新日志' },
        description: {
          en: 'Every 3 rounds a random patch buffs {value} of your spells and nerfs one enemy spell.',
          cn: '每 3 回合发布一次随机补丁，增强你的 {value} 个技能并削弱一个敌方技能。',
        },
        levels: [1, 2, 3],
        unit: 'count',
      },
      {
        id: 'balance',
        name: { en: 'Balance', cn: '平衡' },
        description: {
          en: 'While you are in the bottom half of the players, your heroes deal {value}% more damage.',
          cn: '当你处于玩家排名下半区时，你的英雄伤害提升 {value}%。',
        },
        levels: [5, 10, 15],
        unit: 'percent',
      },
    ],
  },
];

export const GODS_BY_ID: ReadonlyMap<string, God> = new Map(
  GODS.map((god): [string, God] => [god.id, god]),
);

/** The god's icon, or a generic icon for a god the catalog does not know. */
export function godIcon(id: string): string {
  return GODS_BY_ID.get(id)?.icon ?? FALLBACK_GOD_ICON;
}
