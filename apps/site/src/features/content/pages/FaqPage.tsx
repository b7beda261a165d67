import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/PageHeader';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { DISCORD_URL } from '../../../shared/links';
import '../content.css';

/** The questions, in the page's order (texts: `content:faq.items.<key>`, from docs/game-rules.md). */
const QUESTIONS = ['whatIs', 'ranked', 'rating', 'ranks', 'rewards', 'caps', 'doubleDown', 'plus', 'gods', 'bans', 'leaderboard'] as const;

/** `/faq`: what the game's rules say, question by question, and where to ask more. */
export function FaqPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('faq.title'));
  return (
    <div className="page content-page" data-testid="faq-page">
      <PageHeader title={t('faq.title')} subtitle={t('faq.subtitle')} />
      <dl className="faq">
        {QUESTIONS.map((key) => (
          <div key={key} className="card content-card faq__item" data-testid="faq-item">
            <dt className="faq__question">{t(`faq.items.${key}.q`)}</dt>
            <dd className="faq__answer">{t(`faq.items.${key}.a`)}</dd>
          </div>
        ))}
        <div className="card content-card faq__item" data-testid="faq-item">
          <dt className="faq__question">{t('faq.help.q')}</dt>
          <dd className="faq__answer">
            {t('faq.help.a')}{' '}
            <a href={DISCORD_URL} target="_blank" rel="noopener noreferrer">
              {t('links.discord')}
            </a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
