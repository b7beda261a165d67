import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import './Toast.css';

interface ToastItem {
  id: number;
  text: string;
  tone: 'ok' | 'error';
}

const ToastContext = createContext<(text: string, tone?: 'ok' | 'error') => void>(() => {});

/** Shows toasts in the bottom-right corner; each goes away after 4 seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  const show = useCallback((text: string, tone: 'ok' | 'error' = 'ok') => {
    const id = next.current++;
    setItems((list) => [...list, { id, text, tone }]);
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
          <div key={item.id} className={`toast toast--${item.tone}`} data-testid="toast">
            {item.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** `toast(text, tone = 'ok')`: shows a short note. */
export function useToast() {
  return useContext(ToastContext);
}
