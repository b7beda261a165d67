import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../../shared/i18n/i18n';
import { announcementsQuery } from '../api';
import '../content.css';

/**
 * The current announcement in the site's language (the first active one whose language is the
 * site's), as a banner; nothing when there is none or the call fails.
 */
export function CurrentAnnouncement() {
  const { t, i18n } = useTranslation();
  const lang = asLanguage(i18n.resolvedLanguage ?? i18n.language);
  const announcements = useQuery(announcementsQuery);
  const current = announcements.data?.find((a) => a.language === lang);
  if (!current) return null;
  return (
    <aside className="announcement" aria-label={t('announcement.label')} data-testid="announcement">
      <p className="announcement__text">{current.text}</p>
      {current.link ? (
        <a className="button button--small" href={current.link} target="_blank" rel="noopener noreferrer">
          {t('announcement.more')}
        </a>
      ) : null}
    </aside>
  );
}
