import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { onReadBehind } from '../api/client';
import { useToast } from './Toast';

/** Reads after one change come in groups (the wallet, the profile...): one note per this many milliseconds at most. */
const ONCE_PER_MS = 4000;

/**
 * Says "still updating" (a toast) when a read after the player's own change came back before
 * the server's read models had caught up with it (`X-Read-After-Timeout`, see `onReadBehind`):
 * the page may show the state before the change for a moment. Renders nothing itself; mounted
 * once, inside the toasts' provider. `subscribe`: where it hears of such reads (`onReadBehind`).
 */
export function ReadBehindNotice({ subscribe = onReadBehind }: { subscribe?: (listener: () => void) => () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const last = useRef(0);
  useEffect(
    () =>
      subscribe(() => {
        if (Date.now() - last.current < ONCE_PER_MS) return;
        last.current = Date.now();
        toast(t('app.stillUpdating'), 'ok', 'read_after_timeout');
      }),
    [subscribe, t, toast],
  );
  return null;
}
