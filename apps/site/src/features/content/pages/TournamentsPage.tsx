import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../shared/components/ListTable';
import { PageHeader } from '../../../shared/components/PageHeader';
import { ErrorPanel } from '../../../shared/components/States';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { tournamentsQuery } from '../api';
import { useContentFormat } from '../format';
import '../content.css';

/** An outside link of a row (sign-up, results): opens in a new tab; a dash when there is none. */
function OutLink({ href, label, testId }: { href: string | null; label: string; testId: string }) {
  if (!href) return <span className="muted">—</span>;
  return (
    <a className="button button--small" href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {label}
    </a>
  );
}

/** `/tournaments`: what the monthly tournaments are, then every tournament (name, date, sign-up, results). */
export function TournamentsPage() {
  const { t } = useTranslation(['content', 'common']);
  useDocumentTitle(t('tournaments.title'));
  const tournaments = useQuery(tournamentsQuery);
  const format = useContentFormat();
  return (
    <div className="page content-page" data-testid="tournaments-page">
      <PageHeader title={t('tournaments.title')} subtitle={t('tournaments.subtitle')} />
      <section className="card content-card">
        <h2 className="content-card__title">{t('tournaments.monthlyTitle')}</h2>
        <p>{t('tournaments.monthlyText')}</p>
        <p className="muted">{t('tournaments.plusText')}</p>
      </section>
      {tournaments.isError ? (
        <ErrorPanel title={t('common:common.error')} onRetry={() => void tournaments.refetch()} />
      ) : (
        <ListTable
          className="tournaments-table"
          columns={[
            { label: t('tournaments.tournament') },
            { label: t('tournaments.date') },
            { label: t('tournaments.prizePool'), className: 'col-num' },
            { label: t('tournaments.signUp') },
            { label: t('tournaments.results') },
          ]}
          loading={tournaments.isPending}
          skeletonRows={4}
          isEmpty={tournaments.data?.length === 0}
          emptyText={t('tournaments.empty')}
        >
          {(tournaments.data ?? []).map((row) => (
            <tr key={row.id} data-testid="tournament-row">
              <td>{row.name}</td>
              <td>
                <time dateTime={row.date}>{format.day(row.date)}</time>
              </td>
              <td className="col-num">{row.prize_pool_usd_cents === null ? '—' : format.usd(row.prize_pool_usd_cents)}</td>
              <td>
                <OutLink href={row.signup_url} label={t('tournaments.signUp')} testId="tournament-signup" />
              </td>
              <td>
                <OutLink href={row.results_url} label={t('tournaments.results')} testId="tournament-results" />
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </div>
  );
}
