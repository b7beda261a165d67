import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { ToastItem } from './ToastsRadix';
import './Toast.css';

/** How long a toast shows, in milliseconds (the timer pauses while the toasts are hovered or focused). */
const TOAST_MS = 4000;

// Loaded with the first toast: the toasts' library is not part of a page's first JavaScript.
const ToastsRadix = lazy(() => import('./ToastsRadix'));

const ToastContext = createContext<(text: string, tone?: 'ok' | 'error', code?: string) => void>(() => {});

/**
 * Shows toasts in the bottom-right corner (Radix Toast): each goes away after 4 seconds, or at
 * once with its dismiss button, Escape (while the focus is in the toasts: F8 moves it there) or a
 * swipe to the right; screen readers announce them (errors assertively).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const [used, setUsed] = useState(false);
  const next = useRef(1);

  const show = useCallback((text: string, tone: 'ok' | 'error' = 'ok', code?: string) => {
    const id = next.current++;
    setUsed(true);
    setItems((list) => [...list, { id, text, tone, code }]);
  }, []);
  const onClosed = useCallback((id: number) => setItems((list) => list.filter((x) => x.id !== id)), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ToastsRadix items={items} duration={TOAST_MS} onClosed={onClosed} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** `toast(text, tone = 'ok', code?)`: shows a short note (`code`: its `data-code`, e.g. an error code). */
export function useToast() {
  return useContext(ToastContext);
}
