import { IconTile } from '../../../shared/icons/IconTile';
import type { CosmeticType, Rarity } from '../types';
import itemIcons from './item.icons.json?subset';
import { addCollection } from '../../../shared/icons/icons';

addCollection(itemIcons);

/** The picture of each kind of item (no item art yet: a game-icons glyph). */
const TYPE_ICONS: Record<CosmeticType, string> = {
  avatar_frame: 'game-icons:portrait',
  avatar_hat: 'game-icons:magic-hat',
  avatar_accessory: 'game-icons:gem-necklace',
  consumable: 'game-icons:round-potion',
  game_consumable: 'game-icons:rolling-dices',
  finisher: 'game-icons:crowned-skull',
  click_fx: 'game-icons:click',
  spawn_fx: 'game-icons:magic-portal',
  terrain: 'game-icons:mountains',
  chest: 'game-icons:locked-chest',
  name_color: 'game-icons:palette',
  card_frame: 'game-icons:card-joker',
  win_streak: 'game-icons:fire',
  sfx: 'game-icons:sound-waves',
  battle_pass: 'game-icons:ticket',
  emote_pack: 'game-icons:chat-bubble',
  bundle: 'game-icons:present',
};

/** The tile hue of each rarity (see RarityTag.css for the text colours). */
const RARITY_HUES: Record<Rarity, number> = {
  common: 190,
  uncommon: 130,
  rare: 228,
  mythical: 275,
  legendary: 35,
};

/** An item's picture: its kind's glyph on a tile of its rarity's colour; gold packs get coins. */
export function ItemArt({
  type,
  rarity,
  id,
  size = 56,
}: {
  type: CosmeticType | undefined;
  rarity: Rarity | undefined;
  id: string;
  size?: number;
}) {
  const goldPack = (type === 'consumable' || type === undefined) && (id.startsWith('gold_') || id.startsWith('drop_gold_'));
  const icon = goldPack ? 'game-icons:two-coins' : type ? TYPE_ICONS[type] : undefined;
  return (
    <IconTile icon={icon} hue={rarity ? RARITY_HUES[rarity] : 215} size={size} className={`item-art item-art--${rarity ?? 'common'}`} />
  );
}
