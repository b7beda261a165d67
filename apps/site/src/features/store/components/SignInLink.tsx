import type { MouseEvent } from 'react';
import { useOutletContext } from 'react-router';
import { STEAM_SIGN_IN_URL } from '../../auth';

/** What the layout hands its pages (`<Outlet context>`): its sign-in (dev dialog or Steam). */
interface LayoutContext {
  signIn?: () => void;
}

/**
 * A link to sign in: the layout's own sign-in when it offers one (it remembers where to come
 * back and opens the dev dialog where enabled), else the Steam sign-in address.
 */
export function SignInLink({
  children,
  className = 'button button--primary',
  testId,
}: {
  children: string;
  className?: string;
  testId?: string;
}) {
  const context = useOutletContext<LayoutContext | undefined>();
  const signIn = context?.signIn;
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!signIn) return;
    event.preventDefault();
    signIn();
  }
  return (
    <a className={className} href={STEAM_SIGN_IN_URL} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  );
}
