import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlayerStats, SessionUser } from '../../../shared/api/types';
import { ErrorPanel, Loading } from '../../../shared/components/States';
import { TableHead, type Column } from '../../../shared/components/ListTable';
import { useFormat } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { SignedIn } from '../../auth';
import { GodLabel, useHeroName } from '../../catalog';
import { playerStatsQuery } from '../api';
import { HeroImage } from '../components/HeroImage';
import { usePlace } from '../components/Place';
import { MATCH_HISTORY_PATH } from '../paths';
import { lineRates, placementBars } from '../stats';
import { SignInToSee } from '../components/SignInToSee';
import '../game-results.css';
import './MyStatsPage.css';

type Line = PlayerStats['gods'][number] | PlayerStats['heroes'][number];

/** A titled section of the stats page. */
function StatsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="my-stats__section" aria-labelledby={id}>
      <h2 id={id} className="my-stats__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

function StatsTable<L extends Line>({
  lines,
  first,
  firstLabel,
  empty,
  testId,
}: {
  lines: L[];
  first: (line: L) => ReactNode;
  firstLabel: string;
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation('game-results');
  const f = useFormat();
  const none = t('myStats.none');
  const columns: Column[] = [
    { label: firstLabel },
    { label: t('myStats.columns.games'), className: 'col-num' },
    { label: t('myStats.columns.firstPlaces'), className: 'col-num' },
    { label: t('myStats.columns.topFours'), className: 'col-num' },
    { label: t('myStats.columns.winRate'), className: 'col-num' },
    { label: t('myStats.columns.averagePlace'), className: 'col-num' },
  ];
  if (lines.length === 0) return <p className="muted">{empty}</p>;
  return (
    <div className="table-wrap card">
      <table className="table my-stats__table" data-testid={testId}>
        <TableHead columns={columns} />
        <tbody>
          {lines.map((line, i) => {
            const { winRate } = lineRates(line);
            return (
              <tr key={i}>
                <td>{first(line)}</td>
                <td className="col-num">{f.number(line.games)}</td>
                <td className="col-num">{f.number(line.first_places)}</td>
                <td className="col-num">{f.number(line.top_fours)}</td>
                <td className="col-num">{winRate === null ? none : f.percent(winRate)}</td>
                <td className="col-num">{line.average_place === null ? none : f.number(line.average_place, 2)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Placements({ placements }: { placements: number[] }) {
  const { t } = useTranslation('game-results');
  const f = useFormat();
  const place = usePlace();
  const bars = placementBars(placements);
  return (
    <figure className="placements card">
      <figcaption className="muted small">{t('myStats.placementsCaption')}</figcaption>
      <ol className="placements__bars">
        {bars.map((bar) => (
          <li
            key={bar.place}
            className={`placements__bar placements__bar--${bar.place <= 4 ? 'top' : 'rest'}`}
            data-testid="placement-bar"
            data-place={bar.place}
            data-games={bar.games}
            aria-label={t('myStats.placementBar', { place: place(bar.place), count: bar.games, share: f.percent(bar.share) })}
          >
            <span className="placements__count mono small" aria-hidden>
              {f.number(bar.games)}
            </span>
            <span className="placements__track" aria-hidden>
              <span className="placements__fill" style={{ '--fill': bar.fraction } as CSSProperties} />
            </span>
            <span className="placements__label small" aria-hidden>
              {place(bar.place)}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

function Record({
  label,
  record,
  value,
  testId,
}: {
  label: string;
  record: PlayerStats['records']['longest_game'];
  value: (n: number) => string;
  testId: string;
}) {
  const { t } = useTranslation('game-results');
  const f = useFormat();
  return (
    <div className="my-stats__record" data-testid={testId} data-game-id={record?.game_id} data-value={record?.value}>
      <dt className="muted small">{label}</dt>
      <dd>
        {record ? (
          <>
            <strong className="mono">{value(record.value)}</strong>{' '}
            <Link className="text-link" to={`/games/${encodeURIComponent(record.game_id)}`} title={f.dateTime(record.created_at)}>
              {t('myStats.viewGame')}
            </Link>
          </>
        ) : (
          <span className="muted">{t('myStats.noRecord')}</span>
        )}
      </dd>
    </div>
  );
}

function MyStats({ user }: { user: SessionUser }) {
  const { t } = useTranslation('game-results');
  const f = useFormat();
  const heroName = useHeroName();
  const stats = useQuery(playerStatsQuery(user.id));
  if (stats.isError) return <ErrorPanel title={t('myStats.error')} onRetry={() => void stats.refetch()} />;
  if (stats.isPending) return <Loading />;
  const s = stats.data;
  const none = t('myStats.none');
  const overview: [string, string, string][] = [
    ['games', t('myStats.games'), f.number(s.games_played)],
    ['ranked-games', t('myStats.rankedGames'), f.number(s.ranked_games)],
    ['win-rate', t('myStats.winRate'), s.win_rate === null ? none : f.percent(s.win_rate)],
    ['top-four-rate', t('myStats.topFourRate'), s.top_four_rate === null ? none : f.percent(s.top_four_rate)],
    ['average-place', t('myStats.averagePlace'), s.average_place === null ? none : f.number(s.average_place, 2)],
    ['rounds-played', t('myStats.roundsPlayed'), f.number(s.rounds_played)],
    ['rounds-won', t('myStats.roundsWon'), f.number(s.rounds_won)],
    ['supers', t('myStats.supers'), f.number(s.supers)],
    ['gabens', t('myStats.gabens'), f.number(s.gabens)],
  ];
  return (
    <div className="page my-stats" data-testid="my-stats">
      <header className="page-header">
        <div>
          <h1 className="page-title">{t('myStats.title')}</h1>
          <p className="muted">{t('myStats.subtitle')}</p>
        </div>
        <Link className="button button--ghost" to={MATCH_HISTORY_PATH}>
          {t('myStats.toHistory')}
        </Link>
      </header>

      <section aria-labelledby="my-stats-overview">
        <h2 id="my-stats-overview" className="sr-only">
          {t('myStats.overview')}
        </h2>
        <dl className="my-stats__overview">
          {overview.map(([key, label, value]) => (
            <div key={key} className="card my-stats__tile">
              <dt className="muted small">{label}</dt>
              <dd className="my-stats__value" data-testid={`stat-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <StatsSection id="my-stats-placements" title={t('myStats.placements')}>
        <Placements placements={s.placements} />
      </StatsSection>

      <StatsSection id="my-stats-records" title={t('myStats.records')}>
        <dl className="my-stats__records card">
          <Record
            label={t('myStats.longestGame')}
            record={s.records.longest_game}
            value={(n) => f.duration(n)}
            testId="record-longest-game"
          />
          <Record
            label={t('myStats.mostRoundsWon')}
            record={s.records.most_rounds_won}
            value={(n) => f.number(n)}
            testId="record-most-rounds-won"
          />
          <Record label={t('myStats.mostSupers')} record={s.records.most_supers} value={(n) => f.number(n)} testId="record-most-supers" />
        </dl>
      </StatsSection>

      <StatsSection id="my-stats-gods" title={t('myStats.gods')}>
        <StatsTable
          lines={s.gods}
          firstLabel={t('myStats.columns.god')}
          first={(line) => <GodLabel id={line.god} size={24} />}
          empty={t('myStats.noGods')}
          testId="stats-gods"
        />
      </StatsSection>

      <StatsSection id="my-stats-heroes" title={t('myStats.heroes')}>
        <StatsTable
          lines={s.heroes}
          firstLabel={t('myStats.columns.hero')}
          first={(line) => (
            <span className="my-stats__hero">
              <HeroImage name={line.hero} size={28} />
              {heroName(line.hero)}
            </span>
          )}
          empty={t('myStats.noHeroes')}
          testId="stats-heroes"
        />
      </StatsSection>
    </div>
  );
}

/**
 * `/profile/stats`: the signed-in player's stats: games, win and top-four rates, average place,
 * placements 1..8 as a bar chart, rounds, Supers and Gabens, records (with their games), and the
 * gods and heroes tables. Visitors get a sign-in prompt.
 */
export function MyStatsPage() {
  const { t } = useTranslation('game-results');
  useDocumentTitle(t('myStats.title'));
  return <SignedIn prompt={<SignInToSee testId="my-stats-sign-in" />}>{(user) => <MyStats user={user} />}</SignedIn>;
}
