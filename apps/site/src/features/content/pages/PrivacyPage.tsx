import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/PageHeader';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { DISCORD_URL } from '../../../shared/links';
import '../content.css';

/** What the product stores, section by section (texts: `content:privacy.sections.<key>`). */
const SECTIONS = ['account', 'games', 'economy', 'partner', 'lobbies', 'session', 'browser', 'addresses'] as const;

/** `/privacy`: what this product stores about a player, why, and how to have it removed. */
export function PrivacyPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('privacy.title'));
  return (
    <div className="page content-page" data-testid="privacy-page">
      <PageHeader title={t('privacy.title')} subtitle={t('privacy.subtitle')} />
      <section className="card content-card">
        <p>{t('privacy.intro')}</p>
        <dl className="privacy">
          {SECTIONS.map((key) => (
            <div key={key} className="privacy__item">
              <dt className="faq__question">{t(`privacy.sections.${key}.title`)}</dt>
              <dd className="faq__answer">{t(`privacy.sections.${key}.text`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card content-card">
        <h2 className="content-card__title">{t('privacy.contactTitle')}</h2>
        <p>
          {t('privacy.contactText')}{' '}
          <a href={DISCORD_URL} target="_blank" rel="noopener noreferrer">
            {t('links.discord')}
          </a>
        </p>
      </section>
    </div>
  );
}
