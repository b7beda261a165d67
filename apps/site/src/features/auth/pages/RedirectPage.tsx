import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../../../shared/components/States';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { takeReturnPath, useSession } from '../session';

/** Landing page after sign-in: reload the session, then return to where the player was. */
export function RedirectPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('redirect.title'));
  const { refresh } = useSession();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void refresh().finally(() => navigate(takeReturnPath(), { replace: true }));
  }, [refresh, navigate]);
  return (
    <div className="page page--center">
      <p className="muted">{t('auth.redirecting')}</p>
      <Loading />
    </div>
  );
}
