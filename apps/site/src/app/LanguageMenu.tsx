import { useTranslation } from 'react-i18next';
import { asLanguage, LANGUAGES } from '../shared/i18n/i18n';
import './LanguageMenu.css';

/** Both languages always visible: English / 中文. The choice is stored by the detector; i18next switches once the language's loaded namespaces are in. */
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
          onClick={() => void i18n.changeLanguage(lang)}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
}
