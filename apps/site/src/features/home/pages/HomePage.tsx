import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionWithMoreLink } from '../../../shared/components/SectionWithMoreLink';
import { InlineError } from '../../../shared/components/States';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { Glyph } from '../../../shared/icons/IconTile';
import { deferredIcons } from '../../../shared/icons/icons';
import { PLAY_URL } from '../../../shared/links';
import { CurrentAnnouncement } from '../../content';
import { gamesQuery, GamesTable } from '../../game-results';
import { leaderboardQuery, LeaderboardTable } from '../../leaderboard';
import './HomePage.css';

// The page's decorative pictures (~8 kB gzipped) load beside its first API calls, not before the
// page: the orbs and the cards keep their size without them.
const useHomeIcons = deferredIcons(() => import('./home.icons.json?subset'));

function Orb({ variant, glyph, size }: { variant: string; glyph: string; size: number }) {
  useHomeIcons();
  return (
    <span className={`orb orb--${variant}`}>
      <Glyph name={glyph} size={size} />
    </span>
  );
}

function LearnCard({ to, glyph, title, text }: { to: string; glyph: string; title: string; text: string }) {
  useHomeIcons();
  return (
    <Link className="learn-card card" to={to}>
      <span className="learn-card__glyph" aria-hidden>
        <Glyph name={glyph} size={34} />
      </span>
      <span>
        <strong>{title}</strong>
        <span className="muted small">{text}</span>
      </span>
    </Link>
  );
}

/** `/`: the pitch, recent games, top players and the way to the learn pages. */
export function HomePage() {
  const { t } = useTranslation(['home', 'common', 'leaderboard']);
  useDocumentTitle(undefined);
  const games = useQuery(gamesQuery(1, 5));
  const board = useQuery(leaderboardQuery);

  // The page is in its first HTML (prerendered), the announcement banner arriving with the API's
  // answer: it comes under the pitch, so the pitch (the first screen's largest text) never moves
  // and only the lists below it are pushed down (Lighthouse's layout shift 0.044 with the demo's
  // announcement, under 0.1; at the page's end players would not see it).
  return (
    <div className="page home">
      <section className="hero-banner">
        <div className="hero-banner__text">
          <p className="kicker">{t('kicker')}</p>
          <h1 className="hero-banner__title">{t('heroTitle')}</h1>
          <p className="hero-banner__lead">{t('heroText')}</p>
          <div className="hero-banner__actions">
            <a
              className="button button--primary button--large"
              href={PLAY_URL}
              target="_blank"
              rel="noopener noreferrer"
              title={t('common:nav.playNowTitle')}
            >
              {t('common:nav.playNow')}
            </a>
            <Link className="button button--ghost button--large" to="/games">
              {t('browseGames')}
            </Link>
          </div>
        </div>
        <div className="hero-banner__art" aria-hidden>
          <Orb variant="1" glyph="game-icons:fireball" size={46} />
          <Orb variant="2" glyph="game-icons:frozen-orb" size={40} />
          <Orb variant="3" glyph="game-icons:lightning-arc" size={36} />
          <Orb variant="main" glyph="game-icons:crossed-swords" size={88} />
        </div>
      </section>

      <CurrentAnnouncement />

      <div className="home-grid">
        <SectionWithMoreLink id="home-recent" title={t('recentGames')} moreTo="/games" moreLabel={t('common:common.viewAll')}>
          {games.isError ? (
            <InlineError text={t('common:common.error')} onRetry={() => void games.refetch()} />
          ) : (
            <GamesTable games={games.data?.items ?? []} loading={games.isPending} compact />
          )}
        </SectionWithMoreLink>

        <SectionWithMoreLink id="home-top" title={t('topPlayers')} moreTo="/leaderboard" moreLabel={t('seeLeaderboard')}>
          {board.isError ? (
            <InlineError text={t('leaderboard:error')} onRetry={() => void board.refetch()} />
          ) : (
            <LeaderboardTable players={(board.data ?? []).slice(0, 10)} loading={board.isPending} rows={5} />
          )}
        </SectionWithMoreLink>
      </div>

      <section className="section" aria-labelledby="home-learn">
        <h2 id="home-learn" className="section__title">
          {t('learnTitle')}
        </h2>
        <div className="learn-cards">
          <LearnCard to="/learn/spells" glyph="game-icons:spell-book" title={t('common:nav.spells')} text={t('learnSpells')} />
          <LearnCard to="/learn/gods" glyph="game-icons:laurel-crown" title={t('common:nav.gods')} text={t('learnGods')} />
        </div>
      </section>
    </div>
  );
}
