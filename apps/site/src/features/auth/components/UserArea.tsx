import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import './UserArea.css';

// The signed-in corner (chip, sign-out): asked for right after the first render, while the session
// loads, and not part of a visitor's first JavaScript.
const loadSessionChip = () => import('./SessionChip').then((m) => ({ default: m.SessionChip }));
const SessionChip = lazy(loadSessionChip);

/** The top bar's session corner: a sign-in button for visitors; the user's chip and sign-out for players. */
export function UserArea({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const { user, loading } = useSession();
  useEffect(() => void loadSessionChip(), []);
  const placeholder = <span className="user-area user-area--loading" aria-hidden />;
  if (loading) return placeholder;
  if (!user) {
    return (
      <div className="user-area">
        <button type="button" className="button button--ghost" onClick={onSignIn} data-testid="sign-in">
          {t('signIn')}
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SessionChip user={user} />
    </Suspense>
  );
}
