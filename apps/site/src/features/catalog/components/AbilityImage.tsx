import { IconTile } from '../../../shared/icons/IconTile';
import { deferredIcons, keyedImage } from '../../../shared/icons/icons';
import { icons as ABILITY_ICONS } from './ability.icons.json';

// Every ability's icon (~29 kB gzipped): abilities are drawn in rows that wait for the API, so the
// icons load beside that call rather than before the page.
const useAbilityIcons = deferredIcons(() => import('./ability.icons.json?subset'));

/** Image path rule: an ability's image is its name without a leading `custom_`. */
function abilityImageKey(abilityName: string): string {
  return abilityName.replace(/^custom_/, '');
}

/** An ability's stand-in picture: an icon and hue chosen by its image key; `size` in CSS pixels. */
export function AbilityImage({ name, size = 32, title, label }: { name: string; size?: number; title?: string; label?: string }) {
  useAbilityIcons();
  const img = keyedImage(ABILITY_ICONS, 'ability:' + abilityImageKey(name));
  return <IconTile icon={img.icon} hue={img.hue} size={size} className="ability-image" title={title} label={label} />;
}
