import { use, useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { canSeeStats, STEAM_SIGN_IN_URL, useSession } from '../../auth';
import { Loading, Panel } from '../../../shared/components/States';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useAddress } from '../../../shared/router';
import { SignInContext } from '../../../shared/sign-in-context';
import { consoleUrlOf } from '../console-url';
import { consoleNavigation } from '../navigate';

/**
 * The live site's statistics routes (`/gods`, `/abilities/{a}`, `/stats/games`...): for ADMIN and
 * STATS_GUY a full page load to the console's matching page; a visitor is asked to sign in (and
 * comes back here after, then goes on); a signed-in player is told the page is not for them.
 */
export function ToConsolePage() {
  const { t } = useTranslation('stats');
  const { user, loading } = useSession();
  const { pathname, search } = useAddress();
  const signIn = use(SignInContext);
  const target = consoleUrlOf(pathname, search);
  const allowed = canSeeStats(user);
  useDocumentTitle(t('title'));
  useEffect(() => {
    if (allowed && target) consoleNavigation.leave(target);
  }, [allowed, target]);

  if (loading) return <Loading />;
  if (!user) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!signIn) return;
      event.preventDefault();
      signIn();
    };
    return (
      <div className="page page--center" data-testid="stats-sign-in">
        <Panel title={t('signInTitle')}>
          <p className="muted">{t('signInText')}</p>
          <a className="button button--primary" href={STEAM_SIGN_IN_URL} onClick={onClick} data-testid="stats-sign-in-button">
            {t('signIn')}
          </a>
        </Panel>
      </div>
    );
  }
  if (!allowed) {
    return (
      <div className="page page--center" data-testid="stats-refused">
        <Panel title={t('refusedTitle')}>
          <p className="muted">{t('refusedText')}</p>
          <Link className="button" to="/">
            {t('home')}
          </Link>
        </Panel>
      </div>
    );
  }
  return (
    <div className="page page--center" data-testid="stats-opening">
      <p className="muted">{t('opening')}</p>
      {target ? (
        <a className="button" href={target}>
          {t('openConsole')}
        </a>
      ) : null}
    </div>
  );
}
