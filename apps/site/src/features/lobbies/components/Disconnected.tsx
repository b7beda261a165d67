import { useTranslation } from 'react-i18next';
import type { DisconnectReason } from '../protocol';

/** The socket closed (or never opened): why, and a Reconnect button (a new ticket, a new socket). */
export function Disconnected({ reason, onReconnect }: { reason: DisconnectReason | null; onReconnect: () => void }) {
  const { t } = useTranslation('lobbies');
  return (
    <section className="state-panel lobbies__disconnected" role="alert" data-testid="lobby-disconnected" data-reason={reason ?? 'closed'}>
      <h2 className="state-panel__title">{t('disconnected.title')}</h2>
      <p className="muted">{t(`disconnected.${reason ?? 'closed'}`)}</p>
      <button type="button" className="button button--primary" onClick={onReconnect} data-testid="lobby-reconnect">
        {t('disconnected.reconnect')}
      </button>
    </section>
  );
}
