import type { ReactNode } from 'react';
import { AccessDenied, Loading, useCanAccess } from 'react-admin';

/** A custom page shown only to whom `canAccess(resource, 'list')` allows; others see react-admin's "access denied". */
export function Guard({ resource, children }: { resource: string; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource, action: 'list' });
  if (isPending) return <Loading />;
  return canAccess ? <>{children}</> : <AccessDenied />;
}
