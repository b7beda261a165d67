import type { CSSProperties } from 'react';
import { iconData, type DrawnIcon } from './icons';
import './IconTile.css';

interface TileProps {
  icon: string | undefined;
  hue: number;
  /** width and height in CSS pixels */
  size: number;
  className?: string;
  title?: string;
  fallback?: string;
  /** accessible name; decorative (aria-hidden) without one */
  label?: string;
}

/**
 * Drawn while an icon's subset (or the fallback) is still on its way: the same SVG element, empty,
 * so a page hydrated before its glyphs arrive has the markup's elements (and keeps their glyphs).
 */
const NO_GLYPH: DrawnIcon = { body: '', viewBox: '0 0 1 1' };

/** An icon's SVG, `size` CSS pixels square, hidden from assistive technology (the caller names it). */
function Icon({ icon, size, className }: { icon: DrawnIcon; size: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      xmlnsXlink="http://www.w3.org/1999/xlink"
      aria-hidden
      role="img"
      className={className}
      width={size}
      height={size}
      viewBox={icon.viewBox}
      // the build's own subsets of game-icons (vite.config.ts), never user input
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
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
      <Icon icon={data ?? NO_GLYPH} size={Math.round(size * 0.68)} />
    </span>
  );
}

/** A plain UI glyph (no tile) from the registered subsets, or the fallback; `size` in CSS pixels. */
export function Glyph({ name, size = 18, className }: { name: string; size?: number; className?: string }) {
  return <Icon icon={iconData(name) ?? NO_GLYPH} size={size} className={className} />;
}
