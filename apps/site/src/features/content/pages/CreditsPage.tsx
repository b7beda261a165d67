import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/PageHeader';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { DISCORD_URL } from '../../../shared/links';
import '../content.css';

/** The kinds of work the credits name (texts: `content:credits.roles.<key>`). */
const ROLES = ['design', 'programming', 'art', 'servers', 'community'] as const;

/** `/credits`: who makes the game and the site, and where business inquiries go. */
export function CreditsPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('credits.title'));
  return (
    <div className="page content-page" data-testid="credits-page">
      <PageHeader title={t('credits.title')} subtitle={t('credits.subtitle')} />
      <section className="card content-card">
        <h2 className="content-card__title">{t('credits.teamTitle')}</h2>
        <p>{t('credits.teamText')}</p>
        <ul className="content-list">
          {ROLES.map((role) => (
            <li key={role}>{t(`credits.roles.${role}`)}</li>
          ))}
        </ul>
      </section>
      <section className="card content-card" data-testid="business-inquiries">
        <h2 className="content-card__title">{t('credits.businessTitle')}</h2>
        <p>
          {t('credits.businessText')}{' '}
          <a href={DISCORD_URL} target="_blank" rel="noopener noreferrer">
            {t('links.discord')}
          </a>
        </p>
      </section>
    </div>
  );
}
