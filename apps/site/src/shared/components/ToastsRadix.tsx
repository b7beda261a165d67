import * as RadixToast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';

export interface ToastItem {
  id: number;
  text: string;
  tone: 'ok' | 'error';
  /** what the note is about (an error code), as `data-code` */
  code?: string;
}

/**
 * The toasts themselves (Radix Toast); `ToastProvider` loads this module with the first toast.
 * `onClosed(id)`: a toast closed (its time ran out, or the player dismissed it).
 */
export default function ToastsRadix({
  items,
  duration,
  onClosed,
}: {
  items: ToastItem[];
  duration: number;
  onClosed: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadixToast.Provider duration={duration} label={t('app.notification')} swipeDirection="right">
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          className={`toast toast--${item.tone}`}
          type={item.tone === 'error' ? 'foreground' : 'background'}
          defaultOpen
          onOpenChange={(open) => !open && onClosed(item.id)}
          data-testid="toast"
          data-code={item.code}
        >
          <RadixToast.Description className="toast__text">{item.text}</RadixToast.Description>
          <RadixToast.Close className="toast__close" aria-label={t('app.dismiss')} data-testid="toast-dismiss">
            <span aria-hidden>×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toasts" label={t('app.notifications')} />
    </RadixToast.Provider>
  );
}
