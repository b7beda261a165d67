import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useNavigate, useSearchParams } from '../../../shared/router';
import { Loading, Panel } from '../../../shared/components/States';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { STEAM_SIGN_IN_URL } from '../api';
import { isConsolePath, takeReturnPath, useSession } from '../session';

/** The server cannot keep a session at all (its address settings): trying again will not help. */
const UNAVAILABLE = 'sign_in_unavailable';

/**
 * Landing page after sign-in: reload the session, then return to where the player was (the
 * console's pages by a full page load: a sign-in started there comes back to it). When
 * the server sent the player here with `?error=` (`sign_in_failed`, `sign_in_unavailable`), it
 * says the sign-in failed instead, with a way back.
 */
export function RedirectPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  return error ? <SignInFailed unavailable={error === UNAVAILABLE} /> : <SigningIn />;
}

function SigningIn() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('redirect.title'));
  const { refresh } = useSession();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void refresh().finally(() => {
      const path = takeReturnPath();
      // a sign-in started from the console goes back there: another app, so a full page load
      if (isConsolePath(path)) window.location.replace(path);
      else navigate(path, { replace: true });
    });
  }, [refresh, navigate]);
  return (
    <div className="page page--center">
      <p className="muted">{t('redirecting')}</p>
      <Loading />
    </div>
  );
}

function SignInFailed({ unavailable }: { unavailable: boolean }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('redirect.failedTitle'));
  // where the player was when they started signing in (read once: it is then forgotten)
  const [back] = useState(takeReturnPath);
  return (
    <div className="page page--center" data-testid="sign-in-failed">
      <Panel title={t('redirect.failedTitle')} tone="error">
        <p className="muted">{t(unavailable ? 'unavailable' : 'failed')}</p>
        {unavailable ? null : (
          <a className="button" href={STEAM_SIGN_IN_URL}>
            {t('signInWithSteam')}
          </a>
        )}
        {isConsolePath(back) ? (
          <a className="button" href={back}>
            {t('redirect.back')}
          </a>
        ) : (
          <Link className="button" to={back} replace>
            {t('redirect.back')}
          </Link>
        )}
      </Panel>
    </div>
  );
}
