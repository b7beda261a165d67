import type { ReactNode } from 'react';
import type { SessionUser } from '../../../shared/api/types';
import { Loading } from '../../../shared/components/States';
import { useSession } from '../session';

/**
 * A page part for signed-in players only: a spinner while the session loads, `prompt` for a
 * visitor, else `children` with the signed-in user.
 */
export function SignedIn({ prompt, children }: { prompt: ReactNode; children: (user: SessionUser) => ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Loading />;
  if (!user) return <>{prompt}</>;
  return <>{children(user)}</>;
}
