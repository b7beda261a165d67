import { addCollection, getIcon, setCustomIconsLoader } from '@iconify/react';
import collection from 'virtual:game-icons';
import palette from '../images/palette.json';
import { hash32 } from './hash';

// The subset extracted at build time (see vite.config.ts). Missing icons never go to the
// Iconify API: the loader for the prefix answers "nothing" and the components fall back.
addCollection(collection);
setCustomIconsLoader(() => null, 'game-icons');

export const FALLBACK_ICON = palette.fallback;
export const GOD_FALLBACK_ICON = palette.godFallback;

export interface KeyedImage {
  icon: string;
  hue: number;
}

/** Image path rule: an ability's image is its name without a leading `custom_`. */
export function abilityImageKey(abilityName: string): string {
  return abilityName.replace(/^custom_/, '');
}

/** Image path rule: a hero's image is its name without the leading `npc_dota_hero_`. */
export function heroImageKey(heroName: string): string {
  return heroName.replace(/^npc_dota_hero_/, '');
}

function pick(list: string[], key: string): KeyedImage {
  const h = hash32(key);
  return { icon: list[h % list.length] ?? FALLBACK_ICON, hue: (h >>> 12) % 360 };
}

export function abilityImage(imageKey: string): KeyedImage {
  return pick(palette.abilities, 'ability:' + imageKey);
}

export function heroImage(imageKey: string): KeyedImage {
  return pick(palette.heroes, 'hero:' + imageKey);
}

export function hueOf(key: string): number {
  return hash32(key) % 360;
}

/** Icon data from the offline subset, or the generic fallback. Never triggers a fetch. */
export function iconData(name: string | undefined, fallback: string = FALLBACK_ICON) {
  return (name ? getIcon(name) : null) ?? getIcon(fallback) ?? undefined;
}

export function hasIcon(name: string | undefined): boolean {
  return !!name && !!getIcon(name);
}
