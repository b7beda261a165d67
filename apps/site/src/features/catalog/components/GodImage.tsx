import { useTranslation } from 'react-i18next';
import { useGods } from '../context/CatalogContext';
import { asLanguage } from '../i18n';
import { pickLocalized } from '../lib/localized';
import { GodImage } from './Images';

/** The god's name in the current language; unknown ids (e.g. 'cloudGod') stay as they are. */
export function useGodName() {
  const gods = useGods();
  const { i18n } = useTranslation();
  const lang = asLanguage(i18n.resolvedLanguage);
  return (id: string) => pickLocalized(gods.byId.get(id)?.name, lang) || id;
}

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
