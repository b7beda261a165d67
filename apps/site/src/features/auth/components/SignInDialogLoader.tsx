import { lazy, Suspense, useState } from 'react';

// A chunk of its own: the dev sign-in form is not part of the first JavaScript a page needs.
const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));

/**
 * The dev sign-in dialog, loaded the first time it opens and kept mounted after, so closing it
 * gives the focus back as a native dialog does.
 */
export function SignInDialogLoader({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
