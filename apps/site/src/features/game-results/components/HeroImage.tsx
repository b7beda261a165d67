import { IconTile } from '../../../shared/icons/IconTile';
import { deferredIcons, keyedImage } from '../../../shared/icons/icons';
import { icons as HERO_ICONS } from './hero.icons.json';
import './HeroImage.css';

// Every hero's icon (~12 kB gzipped): heroes are drawn in rows that wait for the API, so the
// icons load beside that call rather than before the page.
const useHeroIcons = deferredIcons(() => import('./hero.icons.json?subset'));

/** Image path rule: a hero's image is its name without the leading `npc_dota_hero_`. */
export function heroImageKey(heroName: string): string {
  return heroName.replace(/^npc_dota_hero_/, '');
}

/** A hero's stand-in portrait: an icon and hue chosen by its image key; `size` in CSS pixels. */
export function HeroImage({ name, size = 44, title, label }: { name: string; size?: number; title?: string; label?: string }) {
  useHeroIcons();
  const img = keyedImage(HERO_ICONS, 'hero:' + heroImageKey(name));
  return <IconTile icon={img.icon} hue={img.hue} size={size} className="hero-image" title={title} label={label} />;
}
