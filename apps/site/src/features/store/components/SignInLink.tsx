import { use, type MouseEvent } from 'react';
import { SignInContext } from '../../../shared/sign-in-context';
import { STEAM_SIGN_IN_URL } from '../../auth';

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
  const signIn = use(SignInContext);
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
