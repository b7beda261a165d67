import { addCollection } from '@iconify/react';
import { IconTile } from '../../../shared/icons/IconTile';
import { keyedImage } from '../../../shared/icons/icons';
import { icons as HERO_ICONS } from './hero.icons.json';
import heroIcons from './hero.icons.json?subset';
import './HeroImage.css';

addCollection(heroIcons);

/** Image path rule: a hero's image is its name without the leading `npc_dota_hero_`. */
export function heroImageKey(heroName: string): string {
  return heroName.replace(/^npc_dota_hero_/, '');
}

/** A hero's stand-in portrait: an icon and hue chosen by its image key; `size` in CSS pixels. */
export function HeroImage({ name, size = 44, title, label }: { name: string; size?: number; title?: string; label?: string }) {
  const img = keyedImage(HERO_ICONS, 'hero:' + heroImageKey(name));
  return <IconTile icon={img.icon} hue={img.hue} size={size} className="hero-image" title={title} label={label} />;
}
