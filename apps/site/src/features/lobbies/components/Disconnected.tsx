import type { DisconnectReason } from '../protocol';
import { useLobbiesT } from '../texts';

/** The socket closed (or never opened): why, and a Reconnect button (a new ticket, a new socket). */
export function Disconnected({ reason, onReconnect }: { reason: DisconnectReason | null; onReconnect: () => void }) {
  const t = useLobbiesT();
  return (
    <section className="state-panel lobbies__disconnected" role="alert" data-testid="lobby-disconnected" data-reason={reason ?? 'closed'}>
      <h2 className="state-panel__title">{t('lobbies.disconnected.title')}</h2>
      <p className="muted">{t(`lobbies.disconnected.${reason ?? 'closed'}`)}</p>
      <button type="button" className="button button--primary" onClick={onReconnect} data-testid="lobby-reconnect">
        {t('lobbies.disconnected.reconnect')}
      </button>
    </section>
  );
}
