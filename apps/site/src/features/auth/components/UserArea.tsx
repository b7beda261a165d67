import { lazy, type MouseEvent, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { STEAM_SIGN_IN_URL } from '../api';
import { useSession } from '../session';
import './UserArea.css';

// The signed-in corner (chip, sign-out): asked for right after the first render, while the session
// loads, and not part of a visitor's first JavaScript.
const loadSessionChip = () => import('./SessionChip').then((m) => ({ default: m.SessionChip }));
const SessionChip = lazy(loadSessionChip);

/**
 * The top bar's session corner: a sign-in link for visitors; the user's chip and sign-out for
 * players. The link goes to Steam's sign-in, which `onSignIn` takes over once the page has
 * hydrated (it cancels the link's navigation, remembers where to come back, and opens the dev
 * dialog where enabled): a click before the page's code has run still signs in.
 */
export function UserArea({ onSignIn }: { onSignIn: (event: MouseEvent) => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const { user, loading } = useSession();
  useEffect(() => void loadSessionChip(), []);
  const placeholder = <span className="user-area user-area--loading" aria-hidden />;
  if (loading) return placeholder;
  if (!user) {
    return (
      <div className="user-area user-area--visitor">
        <SteamSignInLink label={t('signIn')} onSignIn={onSignIn} testId="sign-in" />
      </div>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SessionChip user={user} />
    </Suspense>
  );
}

/**
 * A narrow screen's sign-in for visitors, in the top bar itself: there the session corner is inside
 * the menu, which opens only once the page's code has run, so the link must be outside it to work
 * from the first HTML. Nothing while the session loads or for a signed-in player (as `UserArea`);
 * the layout's stylesheet shows it on narrow screens only, and hides the menu's own sign-in there.
 */
export function NarrowSignIn({ onSignIn, className }: { onSignIn: (event: MouseEvent) => void; className: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const { user, loading } = useSession();
  if (loading || user) return null;
  return <SteamSignInLink label={t('signIn')} onSignIn={onSignIn} testId="sign-in-narrow" className={className} />;
}

/**
 * The link both sign-ins render. No hooks of its own: each caller passes its label from its own
 * `useTranslation`, so the texts are asked for where they were before (during hydration too).
 */
function SteamSignInLink({
  label,
  onSignIn,
  testId,
  className,
}: {
  label: string;
  onSignIn: (event: MouseEvent) => void;
  testId: string;
  className?: string;
}) {
  return (
    <a
      className={className ? `button button--ghost ${className}` : 'button button--ghost'}
      href={STEAM_SIGN_IN_URL}
      onClick={onSignIn}
      data-testid={testId}
    >
      {label}
    </a>
  );
}
