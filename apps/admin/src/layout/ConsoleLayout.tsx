import type { ReactNode } from 'react';
import { Layout, Loading, usePermissions } from 'react-admin';
import { AccessDenied } from '../auth/AccessDenied';
import { mayUseConsole } from '../auth/roles';
import { ConsoleMenu } from './ConsoleMenu';

/** react-admin's layout with our menu; a signed-in user who may not use the console sees "access denied". */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string | null>();
  if (isPending) return <Loading />;
  if (!mayUseConsole(permissions ?? undefined)) return <AccessDenied />;
  return <Layout menu={ConsoleMenu}>{children}</Layout>;
}
