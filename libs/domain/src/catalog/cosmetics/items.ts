/**
 * The cosmetic catalog as data (docs/game-rules.md "Cosmetic catalog", prices in "Gold prices" and "Money
 * prices"). Gold prices are in gold; money prices in US cents. Prices the game's rules give:
 * chest_basic 2,000; finishers and win streaks 10,000; SFX 15,000; terrains, ClickFX and SpawnFX
 * 20,000; store bundles 30,000 to 50,000; rare (gold) god cards 200,000; buy_bp $6.99,
 * plus_month $5, plus_year $50, buy_xp_300/1000/5000 $0.99/$2.99/$11.99, gold_3500 $1.99,
 * gold_10000 $4.99, gold_33000 $14.99, gold_70000 $29.99, gold_200000 $79.99. The others
 * (avatar frames, hats, accessories, emote packs, doubledown, chest_gold) are our choice.
 *
 * Default cosmetics ("Default cosmetics": a player is created with default
 * cosmetics): a new player gets `avatar_default` (equipped) and one `chest_basic`. See
 * `STARTER_ITEMS`, `STARTER_EQUIPPED`; the store feature's `decideStarterItems` grants them.
 *
 * God cards are generated from the gods catalog: `card_{god}` (from god chests, not sold) and
 * `gold_card_{god}` (200,000 gold) for every god of `GODS`.
 */
import { GODS } from '../data/gods';
import { CosmeticItem, EQUIP_GROUP_OF_TYPE, ItemCount, ItemType, PackContents, Rarity, STACKING_TYPES } from './types';

interface Extra {
  gold?: number;
  usd?: number;
  daily?: number;
  contents?: PackContents;
}

function item(id: string, type: ItemType, en: string, cn: string, rarity: Rarity, extra: Extra = {}): CosmeticItem {
  return {
    id,
    type,
    name: { en, cn },
    rarity,
    equipGroup: EQUIP_GROUP_OF_TYPE[type],
    goldPrice: extra.gold ?? null,
    usdCents: extra.usd ?? null,
    dailyLimit: extra.daily ?? null,
    stacks: STACKING_TYPES.has(type),
    contents: extra.contents ?? null,
  };
}

const of = (itemId: string, count = 1): ItemCount => ({ itemId, count });

/** An amount as item names write it, with thousands separators in both languages: 10000 → `10,000`. */
const grouped = (amount: number): string => amount.toLocaleString('en-US');

/** Gold prices, in gold (docs/game-rules.md "Gold prices"; ours where the game's rules name none). */
export const GOLD_PRICES = {
  avatarFrame: 5_000,
  avatarHat: 5_000,
  avatarAccessory: 7_500,
  chestBasic: 2_000,
  chestGold: 1_000,
  finisher: 10_000,
  winStreak: 10_000,
  sfx: 15_000,
  terrain: 20_000,
  clickFx: 20_000,
  spawnFx: 20_000,
  emotePack: 5_000,
  doubledown: 1_500,
  goldGodCard: 200_000,
} as const;

const P = GOLD_PRICES;

const AVATAR_FRAMES: CosmeticItem[] = [
  item('avatar_default', 'avatar_frame', 'Plain Frame', '朴素头像框', 'common'),
  item('avatar_bronze', 'avatar_frame', 'Bronze Frame', '青铜头像框', 'common', { gold: P.avatarFrame }),
  item('avatar_silver', 'avatar_frame', 'Silver Frame', '白银头像框', 'uncommon', { gold: P.avatarFrame }),
  item('avatar_gold', 'avatar_frame', 'Golden Frame', '黄金头像框', 'rare', { gold: P.avatarFrame }),
  item('avatar_ember', 'avatar_frame', 'Ember Frame', '余烬头像框', 'rare', { gold: P.avatarFrame }),
  item('avatar_frost', 'avatar_frame', 'Frost Frame', '寒霜头像框', 'rare', { gold: P.avatarFrame }),
  item('avatar_jade', 'avatar_frame', 'Jade Frame', '翡翠头像框', 'uncommon', { gold: P.avatarFrame }),
  item('avatar_thorns', 'avatar_frame', 'Thorn Frame', '荆棘头像框', 'uncommon'),
  item('avatar_arcane', 'avatar_frame', 'Arcane Frame', '奥术头像框', 'mythical'),
  item('avatar_dragon', 'avatar_frame', 'Dragon Frame', '巨龙头像框', 'legendary'),
  item('avatar_storm', 'avatar_frame', 'Storm Frame', '风暴头像框', 'mythical'),
  item('avatar_champion', 'avatar_frame', 'Champion Frame', '冠军头像框', 'legendary'),
];

const HATS: CosmeticItem[] = [
  item('hat_crown', 'avatar_hat', 'Crown', '王冠', 'legendary'),
  item('hat_wizard', 'avatar_hat', 'Wizard Hat', '巫师帽', 'rare', { gold: P.avatarHat }),
  item('hat_pirate', 'avatar_hat', 'Pirate Hat', '海盗帽', 'uncommon', { gold: P.avatarHat }),
  item('hat_horns', 'avatar_hat', 'Demon Horns', '恶魔之角', 'mythical'),
  item('hat_halo', 'avatar_hat', 'Halo', '光环', 'mythical'),
  item('hat_straw', 'avatar_hat', 'Straw Hat', '草帽', 'common', { gold: P.avatarHat }),
  item('hat_viking', 'avatar_hat', 'Viking Helm', '维京头盔', 'rare', { gold: P.avatarHat }),
  item('hat_santa', 'avatar_hat', 'Winter Cap', '冬日帽', 'uncommon'),
  item('hat_chef', 'avatar_hat', 'Chef Hat', '厨师帽', 'common', { gold: P.avatarHat }),
  item('hat_top', 'avatar_hat', 'Top Hat', '礼帽', 'uncommon', { gold: P.avatarHat }),
  item('hat_samurai', 'avatar_hat', 'Samurai Kabuto', '武士头盔', 'rare'),
  item('hat_flower', 'avatar_hat', 'Flower Wreath', '花环', 'common'),
];

const ACCESSORIES: CosmeticItem[] = [
  item('accessory_monocle', 'avatar_accessory', 'Monocle', '单片眼镜', 'uncommon', { gold: P.avatarAccessory }),
  item('accessory_scarf', 'avatar_accessory', 'Scarf', '围巾', 'common', { gold: P.avatarAccessory }),
  item('accessory_eyepatch', 'avatar_accessory', 'Eyepatch', '眼罩', 'common', { gold: P.avatarAccessory }),
  item('accessory_pipe', 'avatar_accessory', 'Pipe', '烟斗', 'uncommon'),
  item('accessory_wings', 'avatar_accessory', 'Wings', '翅膀', 'legendary'),
  item('accessory_sunglasses', 'avatar_accessory', 'Sunglasses', '墨镜', 'rare', { gold: P.avatarAccessory }),
  item('accessory_medal', 'avatar_accessory', 'Medal', '勋章', 'rare'),
  item('accessory_mask', 'avatar_accessory', 'Mask', '面具', 'mythical'),
];

const FINISHERS: CosmeticItem[] = [
  item('finisher_lightning', 'finisher', 'Lightning Strike', '雷霆一击', 'rare', { gold: P.finisher }),
  item('finisher_meteor', 'finisher', 'Meteor', '陨石', 'mythical', { gold: P.finisher }),
  item('finisher_frost', 'finisher', 'Frozen Shatter', '冰封粉碎', 'rare', { gold: P.finisher }),
  item('finisher_fireworks', 'finisher', 'Fireworks', '烟花', 'uncommon', { gold: P.finisher }),
  item('finisher_void', 'finisher', 'Void Collapse', '虚空坍缩', 'legendary', { gold: P.finisher }),
  item('finisher_tornado', 'finisher', 'Tornado', '龙卷风', 'uncommon', { gold: P.finisher }),
  item('finisher_anvil', 'finisher', 'Falling Anvil', '天降铁砧', 'common', { gold: P.finisher }),
  item('finisher_coins', 'finisher', 'Rain of Coins', '金币雨', 'rare', { gold: P.finisher }),
];

const CLICK_FX: CosmeticItem[] = [
  item('click_sparks', 'click_fx', 'Sparks', '火花', 'common', { gold: P.clickFx }),
  item('click_hearts', 'click_fx', 'Hearts', '爱心', 'uncommon', { gold: P.clickFx }),
  item('click_ripple', 'click_fx', 'Water Ripple', '水波纹', 'uncommon', { gold: P.clickFx }),
  item('click_flame', 'click_fx', 'Flame', '火焰', 'rare', { gold: P.clickFx }),
  item('click_stars', 'click_fx', 'Stars', '星星', 'rare', { gold: P.clickFx }),
  item('click_runes', 'click_fx', 'Runes', '符文', 'mythical', { gold: P.clickFx }),
];

const SPAWN_FX: CosmeticItem[] = [
  item('spawn_smoke', 'spawn_fx', 'Smoke Puff', '烟雾', 'common', { gold: P.spawnFx }),
  item('spawn_portal', 'spawn_fx', 'Portal', '传送门', 'rare', { gold: P.spawnFx }),
  item('spawn_lightning', 'spawn_fx', 'Thunderclap', '雷鸣', 'rare', { gold: P.spawnFx }),
  item('spawn_petals', 'spawn_fx', 'Petals', '花瓣', 'uncommon', { gold: P.spawnFx }),
  item('spawn_shadow', 'spawn_fx', 'Shadow Rise', '暗影升起', 'mythical', { gold: P.spawnFx }),
  item('spawn_holy', 'spawn_fx', 'Holy Light', '圣光', 'legendary', { gold: P.spawnFx }),
];

const TERRAINS: CosmeticItem[] = [
  item('terrain_forest', 'terrain', 'Forest', '森林', 'common', { gold: P.terrain }),
  item('terrain_desert', 'terrain', 'Desert', '沙漠', 'uncommon', { gold: P.terrain }),
  item('terrain_snow', 'terrain', 'Snowfield', '雪原', 'uncommon', { gold: P.terrain }),
  item('terrain_lava', 'terrain', 'Lava Fields', '熔岩之地', 'rare', { gold: P.terrain }),
  item('terrain_swamp', 'terrain', 'Swamp', '沼泽', 'common', { gold: P.terrain }),
  item('terrain_sky', 'terrain', 'Sky Temple', '天空神殿', 'mythical', { gold: P.terrain }),
  item('terrain_crystal', 'terrain', 'Crystal Cave', '水晶洞窟', 'rare'),
  item('terrain_level_200', 'terrain', 'Veteran Arena', '老兵竞技场', 'legendary'),
  item('terrain_level_1000', 'terrain', 'Eternal Arena', '永恒竞技场', 'legendary'),
];

const CHESTS: CosmeticItem[] = [
  item('chest_basic', 'chest', 'Basic Chest', '普通宝箱', 'common', { gold: P.chestBasic }),
  item('chest_gold', 'chest', 'Gold Chest', '黄金宝箱', 'uncommon', { gold: P.chestGold, daily: 5 }),
  // the War Chest reading of the basic chest's odds: no price is published, so it is given, not sold
  item('chest_war', 'chest', 'War Chest', '战争宝箱', 'uncommon'),
  item('chest_god', 'chest', 'God Chest', '神明宝箱', 'rare'),
  item('chest_god_unique', 'chest', 'Unique God Chest', '独特神明宝箱', 'mythical'),
  item('chest_arena_unique', 'chest', 'Unique Arena Chest', '独特竞技场宝箱', 'mythical'),
  item('chest_avatar_unique', 'chest', 'Unique Avatar Chest', '独特头像宝箱', 'rare'),
];

const NAME_COLORS: CosmeticItem[] = [
  item('name_rainbow', 'name_color', 'Rainbow Name', '彩虹名字', 'legendary'),
  item('name_gold', 'name_color', 'Golden Name', '金色名字', 'mythical'),
];

const WIN_STREAKS: CosmeticItem[] = [
  item('streak_fire', 'win_streak', 'Blazing Streak', '烈焰连胜', 'rare', { gold: P.winStreak }),
  item('streak_ice', 'win_streak', 'Icy Streak', '寒冰连胜', 'rare', { gold: P.winStreak }),
  item('streak_thunder', 'win_streak', 'Thunder Streak', '雷霆连胜', 'mythical', { gold: P.winStreak }),
  item('streak_skulls', 'win_streak', 'Skull Streak', '骷髅连胜', 'uncommon', { gold: P.winStreak }),
  item('streak_crowns', 'win_streak', 'Crown Streak', '王冠连胜', 'legendary', { gold: P.winStreak }),
];

const SFX: CosmeticItem[] = [
  item('sfx_gong', 'sfx', 'Gong', '铜锣', 'common', { gold: P.sfx }),
  item('sfx_fanfare', 'sfx', 'Fanfare', '号角齐鸣', 'uncommon', { gold: P.sfx }),
  item('sfx_thunder', 'sfx', 'Thunder', '雷声', 'rare', { gold: P.sfx }),
  item('sfx_choir', 'sfx', 'Choir', '圣歌', 'mythical', { gold: P.sfx }),
  item('sfx_coins', 'sfx', 'Coin Shower', '金币声', 'uncommon', { gold: P.sfx }),
  item('sfx_roar', 'sfx', 'Dragon Roar', '龙吼', 'legendary', { gold: P.sfx }),
];

const EMOTE_PACKS: CosmeticItem[] = [
  item('emote_pack_basic', 'emote_pack', 'Basic Emotes', '基础表情包', 'common', { gold: P.emotePack }),
  item('emote_pack_heroes', 'emote_pack', 'Hero Emotes', '英雄表情包', 'uncommon', { gold: P.emotePack }),
  item('emote_pack_gods', 'emote_pack', 'God Emotes', '神明表情包', 'rare', { gold: P.emotePack }),
  item('emote_pack_memes', 'emote_pack', 'Meme Emotes', '趣味表情包', 'rare', { gold: P.emotePack }),
  item('emote_pack_season', 'emote_pack', 'Season Emotes', '赛季表情包', 'mythical'),
];

/** XP packs: `get_xp_*` are rewards, `buy_xp_*` are sold (docs/game-rules.md "Cosmetic catalog"). */
const XP_PACKS: CosmeticItem[] = [
  ...[250, 500, 1000, 2500, 5000].map((xp) =>
    item(`get_xp_${xp}`, 'consumable', `${grouped(xp)} XP`, `${grouped(xp)} 经验`, 'common', { contents: { xp } }),
  ),
  ...(
    [
      [300, 99],
      [1000, 299],
      [5000, 1199],
    ] as const
  ).map(([xp, usd]) =>
    item(`buy_xp_${xp}`, 'consumable', `${grouped(xp)} XP Pack`, `${grouped(xp)} 经验包`, 'uncommon', { usd, contents: { xp } }),
  ),
];

/** Gold packs: `gold_*` are sold for money, `drop_gold_*` are chest and reward drops. */
const GOLD_PACKS: CosmeticItem[] = [
  ...(
    [
      [3500, 199],
      [10000, 499],
      [33000, 1499],
      [70000, 2999],
      [200000, 7999],
    ] as const
  ).map(([gold, usd]) =>
    item(`gold_${gold}`, 'consumable', `${grouped(gold)} Gold`, `${grouped(gold)} 金币`, 'uncommon', { usd, contents: { gold } }),
  ),
  ...[50, 100, 400, 4000, 10000].map((gold) =>
    item(`drop_gold_${gold}`, 'consumable', `${grouped(gold)} Gold Drop`, `${grouped(gold)} 金币掉落`, 'common', { contents: { gold } }),
  ),
];

/**
 * Plus packages (docs/game-rules.md "Plus": month = 30 days; plus_year adds two unique god chests and name_rainbow).
 * The 1-, 2- and 4-day packages are store products without a price: none is published (the live
 * site sells them neither for gold nor money), so they are given (chests, rewards, codes), not sold.
 */
const PLUS_PACKAGES: CosmeticItem[] = [
  item('plus_1day', 'consumable', 'Plus (1 day)', 'Plus 会员（1天）', 'uncommon', { contents: { plusDays: 1 } }),
  item('plus_2day', 'consumable', 'Plus (2 days)', 'Plus 会员（2天）', 'uncommon', { contents: { plusDays: 2 } }),
  item('plus_4day', 'consumable', 'Plus (4 days)', 'Plus 会员（4天）', 'rare', { contents: { plusDays: 4 } }),
  item('plus_month', 'consumable', 'Plus (1 month)', 'Plus 会员（1个月）', 'rare', { usd: 500, contents: { plusDays: 30 } }),
  item('plus_year', 'consumable', 'Plus (1 year)', 'Plus 会员（1年）', 'legendary', {
    usd: 5000,
    contents: { plusDays: 365, items: [of('chest_god_unique', 2), of('name_rainbow')] },
  }),
];

const BATTLE_PASS: CosmeticItem[] = [
  item('buy_bp', 'battle_pass', 'Battle Pass Upgrade', '战斗通行证升级', 'legendary', { usd: 699 }),
  ...[1, 2, 3, 4, 5, 6].map((season) =>
    item(`bp_s${season}`, 'battle_pass', `Battle Pass Season ${season}`, `第${season}赛季战斗通行证`, 'rare'),
  ),
];

const GAME_CONSUMABLES: CosmeticItem[] = [
  item('doubledown', 'game_consumable', 'Double Down', '双倍下注', 'uncommon', { gold: P.doubledown, daily: 3 }),
];

/** The god card a bundle gives: the first god of the catalog. */
const FIRST_GOD_CARD = `card_${GODS[0].id}`;

/** Bundles (`pack_`): store bundles 30,000-50,000 gold; welcome-back and partner bundles are given. */
const BUNDLES: CosmeticItem[] = [
  item('pack_welcome_back', 'bundle', 'Welcome Back Bundle', '回归礼包', 'rare', {
    contents: { gold: 25_000, items: [of('chest_basic'), of(FIRST_GOD_CARD)] },
  }),
  item('pack_partner', 'bundle', 'Partner Bundle', '合作伙伴礼包', 'legendary', {
    contents: { gold: 75_000, items: [of('chest_basic', 2), of('finisher_coins'), of('chest_arena_unique')] },
  }),
  item('pack_starter', 'bundle', 'Starter Bundle', '新手礼包', 'uncommon', {
    gold: 30_000,
    contents: { items: [of('avatar_silver'), of('hat_straw'), of('chest_basic', 5)] },
  }),
  item('pack_warrior', 'bundle', 'Warrior Bundle', '勇士礼包', 'rare', {
    gold: 40_000,
    contents: { items: [of('finisher_lightning'), of('streak_fire'), of('doubledown', 3)] },
  }),
  item('pack_legend', 'bundle', 'Legend Bundle', '传奇礼包', 'mythical', {
    gold: 50_000,
    contents: { items: [of('terrain_lava'), of('sfx_roar'), of('click_flame'), of('chest_basic', 3)] },
  }),
];

/** `card_{god}` (from god chests) and `gold_card_{god}` (200,000 gold) for every god of the gods catalog. */
const GOD_CARDS: CosmeticItem[] = GODS.flatMap((god) => [
  item(`card_${god.id}`, 'card_frame', `${god.name.en} Card`, `${god.name.cn}卡牌`, 'rare'),
  item(`gold_card_${god.id}`, 'card_frame', `Golden ${god.name.en} Card`, `黄金${god.name.cn}卡牌`, 'legendary', { gold: P.goldGodCard }),
]);

/** Every item of the cosmetic catalog. */
export const COSMETICS: readonly CosmeticItem[] = [
  ...AVATAR_FRAMES,
  ...HATS,
  ...ACCESSORIES,
  ...FINISHERS,
  ...CLICK_FX,
  ...SPAWN_FX,
  ...TERRAINS,
  ...CHESTS,
  ...NAME_COLORS,
  ...WIN_STREAKS,
  ...SFX,
  ...EMOTE_PACKS,
  ...XP_PACKS,
  ...GOLD_PACKS,
  ...PLUS_PACKAGES,
  ...BATTLE_PASS,
  ...GAME_CONSUMABLES,
  ...BUNDLES,
  ...GOD_CARDS,
];

/** The items by id. A Map: ids come from players, so `constructor` must find nothing. */
export const COSMETICS_BY_ID: ReadonlyMap<string, CosmeticItem> = new Map(
  COSMETICS.map((cosmetic): [string, CosmeticItem] => [cosmetic.id, cosmetic]),
);

/** The item of this id, or undefined for an id the catalog does not know. */
export function cosmeticById(id: string): CosmeticItem | undefined {
  return COSMETICS_BY_ID.get(id);
}

/** What a new player is given at registration (see the file's docstring). */
export const STARTER_ITEMS: readonly ItemCount[] = [of('avatar_default'), of('chest_basic')];

/** Of `STARTER_ITEMS`, what is equipped at registration. */
export const STARTER_EQUIPPED: readonly string[] = ['avatar_default'];
