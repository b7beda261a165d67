import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import './Toast.css';

interface ToastItem {
  id: number;
  text: string;
  tone: 'ok' | 'error';
  /** what the note is about (an error code), as `data-code` */
  code?: string;
}

const ToastContext = createContext<(text: string, tone?: 'ok' | 'error', code?: string) => void>(() => {});

/** Shows toasts in the bottom-right corner; each goes away after 4 seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  const show = useCallback((text: string, tone: 'ok' | 'error' = 'ok', code?: string) => {
    const id = next.current++;
    setItems((list) => [...list, { id, text, tone, code }]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setItems((list) => list.filter((x) => x.id !== id));
    }, 4000);
    timers.current.add(timer);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {items.map((item) => (
          <div key={item.id} className={`toast toast--${item.tone}`} data-testid="toast" data-code={item.code}>
            {item.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** `toast(text, tone = 'ok', code?)`: shows a short note (`code`: its `data-code`, e.g. an error code). */
export function useToast() {
  return useContext(ToastContext);
}
