import type { God } from '../../../shared/api/types';
import { IconTile } from '../../../shared/icons/IconTile';
import { deferredIcons, hasIcon, hueOf } from '../../../shared/icons/icons';
import { useGodName, useGods } from '../useCatalog';
import { fallback as GOD_FALLBACK_ICON } from './god.icons.json';
import './GodImage.css';

// Every god's icon (~28 kB gzipped): gods are drawn in rows that wait for the API, so the icons
// load beside that call rather than before the page.
const useGodIcons = deferredIcons(() => import('./god.icons.json?subset'));

/** A god's icon (the catalog's game-icons id) or the generic picture for gods we do not know; `size` in CSS pixels. */
export function GodImage({ id, god, size = 32, label }: { id: string; god: God | undefined; size?: number; label?: string }) {
  useGodIcons();
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

/** A god's icon and name in the current language; `testId` goes on the name. */
export function GodLabel({ id, size = 28, testId }: { id: string; size?: number; testId?: string }) {
  const gods = useGods();
  const name = useGodName()(id);
  return (
    <span className="god-label">
      <GodImage id={id} god={gods.byId.get(id)} size={size} />
      <span className="god-label__name" data-testid={testId} data-god={id}>
        {name}
      </span>
    </span>
  );
}
