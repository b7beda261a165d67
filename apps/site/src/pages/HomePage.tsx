import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../api';
import { GamesTable } from '../components/GamesList';
import { Glyph } from '../components/Images';
import { PLAY_URL } from '../components/Layout';
import { LeaderboardTable } from '../components/LeaderboardTable';
import { InlineError } from '../components/States';
import { useApi } from '../lib/useApi';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(undefined);
  const games = useApi('home:games', (signal) => api.games(1, 5, { signal }));
  const board = useApi('home:leaderboard', (signal) => api.leaderboard({ signal }));

  return (
    <div className="page home">
      <section className="hero-banner">
        <div className="hero-banner__text">
          <p className="kicker">{t('home.kicker')}</p>
          <h1 className="hero-banner__title">{t('home.heroTitle')}</h1>
          <p className="hero-banner__lead">{t('home.heroText')}</p>
          <div className="hero-banner__actions">
            <a className="button button--primary button--large" href={PLAY_URL} target="_blank" rel="noopener noreferrer" title={t('nav.playNowTitle')}>
              {t('nav.playNow')}
            </a>
            <Link className="button button--ghost button--large" to="/games">
              {t('home.browseGames')}
            </Link>
          </div>
        </div>
        <div className="hero-banner__art" aria-hidden>
          <span className="orb orb--1">
            <Glyph name="game-icons:fireball" size={46} />
          </span>
          <span className="orb orb--2">
            <Glyph name="game-icons:frozen-orb" size={40} />
          </span>
          <span className="orb orb--3">
            <Glyph name="game-icons:lightning-arc" size={36} />
          </span>
          <span className="orb orb--main">
            <Glyph name="game-icons:crossed-swords" size={88} />
          </span>
        </div>
      </section>

      <div className="home-grid">
        <section className="section" aria-labelledby="home-recent">
          <div className="section__head">
            <h2 id="home-recent" className="section__title">
              {t('home.recentGames')}
            </h2>
            <Link to="/games" className="section__more">
              {t('common.viewAll')} <span aria-hidden>→</span>
            </Link>
          </div>
          {games.status === 'error' ? (
            <InlineError text={t('common.error')} onRetry={games.reload} />
          ) : (
            <GamesTable games={games.data?.games ?? []} loading={games.status === 'loading'} compact />
          )}
        </section>

        <section className="section" aria-labelledby="home-top">
          <div className="section__head">
            <h2 id="home-top" className="section__title">
              {t('home.topPlayers')}
            </h2>
            <Link to="/leaderboard" className="section__more">
              {t('home.seeLeaderboard')} <span aria-hidden>→</span>
            </Link>
          </div>
          {board.status === 'error' ? (
            <InlineError text={t('leaderboard.error')} onRetry={board.reload} />
          ) : (
            <LeaderboardTable players={(board.data?.players ?? []).slice(0, 10)} loading={board.status === 'loading'} rows={5} />
          )}
        </section>
      </div>

      <section className="section" aria-labelledby="home-learn">
        <h2 id="home-learn" className="section__title">
          {t('home.learnTitle')}
        </h2>
        <div className="learn-cards">
          <Link className="learn-card card" to="/learn/spells">
            <Glyph name="game-icons:spell-book" size={34} />
            <span>
              <strong>{t('nav.spells')}</strong>
              <span className="muted small">{t('home.learnSpells')}</span>
            </span>
          </Link>
          <Link className="learn-card card" to="/learn/gods">
            <Glyph name="game-icons:laurel-crown" size={34} />
            <span>
              <strong>{t('nav.gods')}</strong>
              <span className="muted small">{t('home.learnGods')}</span>
            </span>
          </Link>
        </div>
      </section>
    </div>
  );
}
