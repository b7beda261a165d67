import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { hueOf } from '../icons/icons';
import './Avatar.css';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((p) => Array.from(p)[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 2);
}

/** The player's picture, or a generated one: initials on a circle coloured by the Steam id. */
export function Avatar({
  steamId,
  name,
  url,
  size = 40,
}: {
  steamId: string;
  name: string;
  url: string | null | undefined;
  size?: number;
}) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const alt = t('common.avatarAlt', { name });
  const style = { '--size': `${size}px`, '--hue': hueOf('avatar:' + steamId) } as CSSProperties;
  if (url && !broken) {
    return (
      <img className="avatar" style={style} src={url} alt={alt} width={size} height={size} loading="lazy" onError={() => setBroken(true)} />
    );
  }
  return (
    <span className="avatar avatar--generated" style={style} role="img" aria-label={alt}>
      <span aria-hidden>{initials(name) || steamId.slice(-2)}</span>
    </span>
  );
}
