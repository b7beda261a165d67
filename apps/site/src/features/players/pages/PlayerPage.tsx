import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { isNotFound } from '../../../shared/api/client';
import { playerProfileQuery } from '../../../shared/api/player-profile';
import type { PlayerProfile } from '../../../shared/api/types';
import { Avatar } from '../../../shared/components/Avatar';
import { SectionWithMoreLink } from '../../../shared/components/SectionWithMoreLink';
import { Skeleton } from '../../../shared/components/Skeleton';
import { ErrorPanel, InlineError, NotFoundPanel } from '../../../shared/components/States';
import { useFormat } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { useQueriesWhileHydrating } from '../../../shared/hooks/useQueriesWhileHydrating';
import { GodImage, useGodName, useGods } from '../../catalog';
import { PlayerGamesTable, playerGamesQuery } from '../../game-results';
import { battlePassQuery } from '../api';
import { RankBadge, rankName } from '../components/RankBadge';
import './PlayerPage.css';

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="stat">
      <dt className="stat__label">{label}</dt>
      <dd className="stat__value" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One of the profile's cards: a section titled by its heading (`titleId` names it for screen readers). */
function Card({ titleId, title, className, children }: { titleId: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function GodsPlayed({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation(['players', 'common']);
  const gods = useGods();
  const godName = useGodName();
  const list = [...(profile.gods ?? [])].sort((a, b) => b.games - a.games || b.first_places - a.first_places);
  const max = Math.max(1, ...list.map((g) => g.games));
  if (list.length === 0) return <p className="muted">{t('noGods')}</p>;
  return (
    <ul className="gods-played">
      {list.map((g) => (
        <li key={g.god} className="gods-played__item" data-testid="profile-god" data-god={g.god}>
          <GodImage id={g.god} god={gods.byId.get(g.god)} size={36} />
          <div className="gods-played__text">
            <strong>{godName(g.god)}</strong>
            <span className="muted small">
              {t('godGames', { count: g.games })} · {t('godFirsts', { count: g.first_places })}
            </span>
            <span className="bar" aria-hidden>
              <span className="bar__fill" style={{ width: `${(g.games / max) * 100}%` }} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function BattlePassCard({ steamId, fallbackLevel }: { steamId: string; fallbackLevel: number }) {
  const { t } = useTranslation(['players', 'common']);
  const f = useFormat();
  const bp = useQuery(battlePassQuery(steamId));
  const data = bp.isSuccess ? bp.data : undefined;
  const level = data?.bp_level ?? fallbackLevel;
  const next = data?.requirements?.next_level_xp ?? 0;
  const into = data ? Math.max(0, data.total_xp - (data.requirements?.total_xp ?? 0)) : 0;
  const ratio = next > 0 ? Math.min(1, into / next) : 0;
  return (
    <Card
      titleId="bp-title"
      className="bp-card"
      title={
        <>
          {t('battlePass')}
          {data?.unlocked ? <span className="tag tag--gold">{t('bpUpgraded')}</span> : null}
        </>
      }
    >
      <p className="bp-card__level" data-testid="bp-level">
        {t('bpLevel', { level: f.number(level) })}
      </p>
      {data && next > 0 ? (
        <>
          <span
            className="bar bar--bp"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={next}
            aria-valuenow={into}
            aria-label={t('battlePass')}
          >
            <span className="bar__fill" style={{ width: `${ratio * 100}%` }} />
          </span>
          <p className="muted small">{t('bpProgress', { xp: f.number(into), next: f.number(next) })}</p>
        </>
      ) : null}
    </Card>
  );
}

function Profile({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation(['players', 'common']);
  const f = useFormat();
  const games = useQuery(playerGamesQuery(profile.steam_id, 1, 10));
  const tier = rankName(profile);
  const immortal = tier === 'Immortal' || profile.pips === null;
  const winRate = profile.games_played > 0 ? profile.first_places / profile.games_played : null;
  const style = { '--tier': profile.rank_tier } as CSSProperties;
  return (
    <div className="page profile">
      <header className={`profile-hero card profile-hero--tier-${profile.rank_tier}`} style={style}>
        <Avatar steamId={profile.steam_id} name={profile.username} url={profile.avatar} size={96} />
        <div className="profile-hero__main">
          <h1 className="profile-hero__name" data-testid="profile-name">
            {profile.username || profile.steam_id}
          </h1>
          <div className="profile-hero__tags">
            {profile.has_plus ? <span className="tag tag--gold">{t('plus')}</span> : null}
            {profile.created_at ? <span className="muted small">{t('joined', { date: f.date(profile.created_at) })}</span> : null}
            {profile.last_game_at ? <span className="muted small">{t('lastGame', { time: f.relative(profile.last_game_at) })}</span> : null}
          </div>
        </div>
        <div className="profile-hero__rank">
          <RankBadge rank={profile} position={profile.rank} size="lg" />
          <div className="profile-hero__mmr">
            <span className="muted small">{t('ladderRating')}</span>
            <span className="mmr" data-testid="ladder-mmr">
              {f.number(profile.ladder_mmr)}
            </span>
          </div>
          {immortal && profile.rank ? (
            <div className="profile-hero__mmr">
              <span className="muted small">{t('leaderboardPosition')}</span>
              <span className="mmr" data-testid="leaderboard-position">
                {t('rank.position', { position: profile.rank })}
              </span>
            </div>
          ) : null}
        </div>
      </header>

      <div className="profile-grid">
        <Card titleId="stats-title" title={t('stats')}>
          <dl className="stats">
            <Stat label={t('gamesPlayed')} value={f.number(profile.games_played)} testId="stat-games-played" />
            <Stat label={t('rankedGames')} value={f.number(profile.ranked_games)} />
            <Stat label={t('firstPlaces')} value={f.number(profile.first_places)} />
            <Stat label={t('topFours')} value={f.number(profile.top_fours)} />
            <Stat label={t('roundsWon')} value={f.number(profile.rounds_won)} />
            <Stat
              label={t('averagePlace')}
              value={
                profile.average_place !== null && profile.average_place !== undefined && profile.games_played > 0
                  ? f.number(profile.average_place, 2)
                  : '–'
              }
            />
            <Stat label={t('winRate')} value={winRate === null ? '–' : f.percent(winRate)} />
          </dl>
        </Card>
        <BattlePassCard steamId={profile.steam_id} fallbackLevel={profile.bp_level} />
        <Card titleId="gods-title" title={t('gods')} className="profile-gods">
          <GodsPlayed profile={profile} />
        </Card>
      </div>

      <SectionWithMoreLink
        id="recent-title"
        title={t('recentGames')}
        moreTo={`/players/${encodeURIComponent(profile.steam_id)}/games`}
        moreLabel={t('matchHistory')}
      >
        {games.isError ? (
          <InlineError text={t('common:common.error')} onRetry={() => void games.refetch()} />
        ) : (
          <PlayerGamesTable games={games.data?.items ?? []} loading={games.isPending} rows={5} />
        )}
      </SectionWithMoreLink>
    </div>
  );
}

/**
 * A player's page as its first HTML shows it, before the page's code runs: the name, the ladder
 * rating and the battle pass level in the places the profile shows them, the rest loading. The
 * build prerenders it with stand-ins for these three values, and the command service fills them in
 * for the request, from the same read models as `GET /api/players/{steam_id}` and formatted as
 * `useFormat().number` formats them (its site pages' `PageValue`s); the page hydrates it with the
 * preloaded answer, then renders the whole profile. The profile's largest texts are these three,
 * so a phone's largest paint is the first HTML's whatever the name's length (with the name alone,
 * a short one made the battle pass level, painted after the page's code ran, the largest).
 */
function ProfileSummary({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation(['players', 'common']);
  const f = useFormat();
  return (
    <div className="page profile" aria-busy>
      <header className="profile-hero card">
        <span className="avatar skeleton-circle profile-hero__avatar-placeholder" />
        <div className="profile-hero__main">
          <h1 className="profile-hero__name">{profile.username || profile.steam_id}</h1>
        </div>
        <div className="profile-hero__rank">
          <div className="profile-hero__mmr">
            <span className="muted small">{t('ladderRating')}</span>
            <span className="mmr">{f.number(profile.ladder_mmr)}</span>
          </div>
        </div>
      </header>
      <div className="profile-grid">
        <Card titleId="stats-title" title={t('stats')}>
          <Skeleton width="wide" />
        </Card>
        <Card titleId="bp-title" title={t('battlePass')} className="bp-card">
          <p className="bp-card__level">{t('bpLevel', { level: f.number(profile.bp_level) })}</p>
        </Card>
      </div>
    </div>
  );
}

/** `/players/:steamId`: a player's profile, battle pass, gods played and recent games. */
export function PlayerPage() {
  const { t } = useTranslation(['players', 'common']);
  const { steamId = '' } = useParams();
  // the prerendered markup shows the profile's summary (the server fills it in): while hydrating,
  // the page waits for the profile (preloaded with the first HTML) to render the same
  useQueriesWhileHydrating([playerProfileQuery(steamId)]);
  const player = useQuery(playerProfileQuery(steamId));
  // the header may have read the player's own profile before this page's code hydrated its markup
  const hydrated = useHydrated();
  useDocumentTitle(
    player.isSuccess
      ? t('title', { name: player.data.username || player.data.steam_id })
      : player.isError
        ? isNotFound(player.error)
          ? t('notFound')
          : t('error')
        : undefined,
  );
  // while hydrating, what the server filled into the markup: the profile's summary (none for an
  // unknown player, whose page comes without markup)
  if (!hydrated && player.isSuccess) return <ProfileSummary profile={player.data} />;
  if (player.isPending || !hydrated) {
    return (
      <div className="page profile" aria-busy>
        <header className="profile-hero card">
          <span className="avatar skeleton-circle profile-hero__avatar-placeholder" />
          <div className="profile-hero__main">
            <Skeleton width="mid" />
          </div>
        </header>
      </div>
    );
  }
  if (player.isError) {
    return isNotFound(player.error) ? (
      <NotFoundPanel title={t('notFound')} text={t('notFoundText')} />
    ) : (
      <ErrorPanel title={t('error')} onRetry={() => void player.refetch()} />
    );
  }
  return <Profile profile={player.data} />;
}
