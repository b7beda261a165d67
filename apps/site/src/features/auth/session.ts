import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, type AuthConfig, type SessionUser } from '../api';

const RETURN_TO_KEY = 'arena.returnTo';

export interface SessionState {
  /** true until the first answer of the session endpoint */
  loading: boolean;
  user: SessionUser | null;
  config: AuthConfig;
  /** Reloads the session from the server; resolves with the user (or null). */
  refresh: () => Promise<SessionUser | null>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

const DEFAULT_CONFIG: AuthConfig = { dev_sign_in: false, steam_sign_in: true };

export function SessionProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(true);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [config, setConfig] = useState<AuthConfig>(DEFAULT_CONFIG);

  const refresh = useCallback(async () => {
    try {
      const session = await api.session();
      const next = session.success && session.user ? session.user : null;
      setUser(next);
      return next;
    } catch {
      setUser(null);
      return null;
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
    api.authConfig().then(
      (c) => setConfig({ ...DEFAULT_CONFIG, ...c }),
      () => setConfig(DEFAULT_CONFIG),
    );
  }, [refresh]);

  const signOut = useCallback(async () => {
    try {
      await api.logout();
    } finally {
      await refresh();
    }
  }, [refresh]);

  const value = useMemo(() => ({ loading, user, config, refresh, signOut }), [loading, user, config, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** Only local paths are remembered, and never the sign-in landing page itself. */
function safeLocalPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path === '/redirect' || path.startsWith('/redirect?') || path.startsWith('/api/')) return null;
  return path;
}

export function rememberReturnPath(path: string) {
  const safe = safeLocalPath(path);
  try {
    if (safe) localStorage.setItem(RETURN_TO_KEY, safe);
    else localStorage.removeItem(RETURN_TO_KEY);
  } catch {
    /* storage unavailable: return to home */
  }
}

export function takeReturnPath(): string {
  try {
    const stored = safeLocalPath(localStorage.getItem(RETURN_TO_KEY));
    localStorage.removeItem(RETURN_TO_KEY);
    return stored ?? '/';
  } catch {
    return '/';
  }
}
