import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Glyph } from '../shared/icons/IconTile';
import { DISCORD_URL, REDDIT_URL, REPORT_BUG_URL, TWITCH_URLS } from '../shared/links';

/** A link to another site, in a new tab. */
function Out({ href, children, testId }: { href: string; children: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
      <span className="sr-only">{t('nav.newTab')}</span>
    </a>
  );
}

/** The page's footer: the brand, the site's pages, the game's pages, the community's places, privacy and credits. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__brand">
          <span className="brand__logo" aria-hidden>
            <Glyph name="game-icons:crossed-swords" size={18} />
          </span>
          <div>
            <strong>{t('app.name')}</strong>
            <p className="muted small">{t('footer.tagline')}</p>
          </div>
        </div>
        <nav className="footer__links" aria-label={t('footer.explore')}>
          <h2 className="footer__heading">{t('footer.explore')}</h2>
          <Link to="/games">{t('nav.games')}</Link>
          <Link to="/leaderboard">{t('nav.leaderboard')}</Link>
          <Link to="/store">{t('nav.store')}</Link>
          <Link to="/learn/spells">{t('nav.spells')}</Link>
          <Link to="/learn/gods">{t('nav.gods')}</Link>
        </nav>
        <nav className="footer__links" aria-label={t('footer.game')}>
          <h2 className="footer__heading">{t('footer.game')}</h2>
          <Link to="/tournaments">{t('nav.tournaments')}</Link>
          <Link to="/changelog">{t('nav.changelog')}</Link>
          <Link to="/faq">{t('nav.faq')}</Link>
          <Link to="/credits" data-testid="footer-credits">
            {t('footer.credits')}
          </Link>
          <Link to="/privacy" data-testid="footer-privacy">
            {t('footer.privacy')}
          </Link>
        </nav>
        <nav className="footer__links" aria-label={t('footer.community')} data-testid="footer-social">
          <h2 className="footer__heading">{t('footer.community')}</h2>
          <Out href={DISCORD_URL}>{t('footer.discord')}</Out>
          <Out href={REDDIT_URL}>{t('footer.reddit')}</Out>
          {TWITCH_URLS.map((href, i) => (
            <Out key={href} href={href}>
              {t('footer.twitch', { n: i + 1 })}
            </Out>
          ))}
          <Out href={REPORT_BUG_URL}>{t('nav.reportBug')}</Out>
        </nav>
        <p className="footer__disclaimer muted small">{t('footer.disclaimer')}</p>
      </div>
    </footer>
  );
}
