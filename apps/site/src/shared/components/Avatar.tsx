import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarHue, avatarInitials } from '@arena/domain/avatars/generated-avatar';
import './Avatar.css';

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
  const style = { '--size': `${size}px`, '--hue': avatarHue(steamId) } as CSSProperties;
  if (url && !broken) {
    return (
      <img className="avatar" style={style} src={url} alt={alt} width={size} height={size} loading="lazy" onError={() => setBroken(true)} />
    );
  }
  return (
    <span className="avatar avatar--generated" style={style} role="img" aria-label={alt}>
      <span aria-hidden>{avatarInitials(name) || steamId.slice(-2)}</span>
    </span>
  );
}
