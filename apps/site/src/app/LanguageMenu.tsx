import { useTranslation } from 'react-i18next';
import { asLanguage, changeLanguage, LANGUAGES } from '../shared/i18n/i18n';
import './LanguageMenu.css';

/** Both languages always visible: English / 中文. The choice is stored by the detector; the texts of a language load before it shows. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = asLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className="language-menu" data-testid="language-menu" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          className={`language-menu__option${lang === current ? ' is-active' : ''}`}
          data-lang={lang}
          lang={lang === 'cn' ? 'zh-CN' : 'en'}
          aria-pressed={lang === current}
          onClick={() => void changeLanguage(lang).catch(() => undefined)}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
}
