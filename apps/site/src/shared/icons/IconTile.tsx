import { Icon } from '@iconify/react';
import type { CSSProperties } from 'react';
import type { God } from '../api';
import { abilityImage, abilityImageKey, GOD_FALLBACK_ICON, hasIcon, heroImage, heroImageKey, hueOf, iconData } from '../lib/images';

type Size = number;

interface TileProps {
  icon: string | undefined;
  hue: number;
  size: Size;
  className?: string;
  title?: string;
  fallback?: string;
  /** accessible name; decorative (aria-hidden) without one */
  label?: string;
}

/** A game-icons glyph on a tinted tile: the site's stand-in for game art. */
export function IconTile({ icon, hue, size, className, title, fallback, label }: TileProps) {
  const style = { '--hue': hue, '--size': `${size}px` } as CSSProperties;
  const data = iconData(icon, fallback);
  return (
    <span
      className={`icon-tile ${className ?? ''}`}
      style={style}
      title={title}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {data ? <Icon icon={data} width={Math.round(size * 0.68)} height={Math.round(size * 0.68)} aria-hidden /> : null}
    </span>
  );
}

/** A plain UI glyph (no tile) from the offline subset. */
export function Glyph({ name, size = 18, className }: { name: string; size?: number; className?: string }) {
  const data = iconData(name);
  return data ? <Icon icon={data} width={size} height={size} className={className} aria-hidden /> : null;
}

export function AbilityImage({ name, size = 32, title, label }: { name: string; size?: number; title?: string; label?: string }) {
  const img = abilityImage(abilityImageKey(name));
  return <IconTile icon={img.icon} hue={img.hue} size={size} className="ability-image" title={title} label={label} />;
}

export function HeroImage({ name, size = 44, title, label }: { name: string; size?: number; title?: string; label?: string }) {
  const img = heroImage(heroImageKey(name));
  return <IconTile icon={img.icon} hue={img.hue} size={size} className="hero-image" title={title} label={label} />;
}

/** A god's icon (the catalog's game-icons id) or the generic picture for gods we do not know. */
export function GodImage({ id, god, size = 32, label }: { id: string; god: God | undefined; size?: number; label?: string }) {
  const icon = god && hasIcon(god.icon) ? god.icon : GOD_FALLBACK_ICON;
  return (
    <IconTile
      icon={icon}
      hue={hueOf('god:' + id)}
      size={size}
      className={`god-image${god ? '' : ' god-image--unknown'}`}
      fallback={GOD_FALLBACK_ICON}
      label={label}
    />
  );
}
