import type { LobbyClientMessage, LobbyPlayerView, LobbyView } from '@arena/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../shared/components/Avatar';
import { useFormat } from '../../../shared/format';
import { LOBBY_SIZE } from '../constants';
import { useLobbyLabels } from '../labels';
import type { ChatLine } from '../protocol';
import { Chat } from './Chat';
import { LockedPanel } from './LockedPanel';

/** The player's lobby: its players (avatar, rating, host and ready marks), the locked panel, the chat, Leave. */
export function LobbyRoom({
  lobby,
  players,
  lockedAt,
  chat,
  ownSteamId,
  send,
}: {
  lobby: LobbyView;
  /** its players, in the order they joined */
  players: LobbyPlayerView[];
  /** when it locked, on this page's clock (ms since the epoch), or null */
  lockedAt: number | null;
  chat: ChatLine[];
  ownSteamId: string | null;
  send: (message: LobbyClientMessage) => boolean;
}) {
  const { t } = useTranslation('lobbies');
  const f = useFormat();
  const labels = useLobbyLabels();
  const host = players.find((p) => p.is_host);
  const openSeats = Math.max(0, LOBBY_SIZE - players.length);

  return (
    <div className="lobbies__room" data-testid="lobby-view" data-lobby-id={lobby.lobby_id} data-locked={lobby.locked}>
      <header className="lobbies__room-header">
        <div>
          <h2 className="lobbies__room-title">{t('lobby.title', { host: host?.username ?? '' })}</h2>
          <p className="muted">
            {labels.region(lobby.region)} · <span className="mono">{labels.range(lobby.mmr_min, lobby.mmr_max)}</span>
          </p>
        </div>
        <div className="lobbies__room-actions">
          {lobby.locked ? <span className="muted small">{t('lobby.cannotLeave')}</span> : null}
          <button
            type="button"
            className="button"
            disabled={lobby.locked}
            onClick={() => send({ event: 'leave_lobby', data: {} })}
            data-testid="lobby-leave"
          >
            {t('lobby.leave')}
          </button>
        </div>
      </header>

      {lobby.locked ? <LockedPanel password={lobby.lobby_password} lockedAt={lockedAt} isHost={host?.steam_id === ownSteamId} /> : null}

      <div className="lobbies__room-grid">
        <section className="card lobbies__panel" aria-labelledby="lobby-players-title">
          <h3 id="lobby-players-title" className="lobbies__panel-title">
            {t('lobby.players', { players: f.number(players.length), max: f.number(LOBBY_SIZE) })}
          </h3>
          <ul className="lobbies__players">
            {players.map((player) => {
              const isHost = player.is_host;
              return (
                <li
                  key={player.steam_id}
                  className="lobbies__player"
                  data-testid="lobby-player"
                  data-steam-id={player.steam_id}
                  data-host={isHost}
                  data-ready={player.ready}
                >
                  <Avatar steamId={player.steam_id} name={player.username} url={player.avatar} size={36} />
                  <div className="lobbies__player-main">
                    <strong>
                      {player.username}
                      {player.steam_id === ownSteamId ? <span className="muted small"> ({t('lobby.you')})</span> : null}
                    </strong>
                    <span className="muted small">{labels.rating(player)}</span>
                  </div>
                  {isHost ? <span className="tag lobbies__tag--host">{t('lobby.host')}</span> : null}
                  <span
                    className={`lobbies__ready${player.ready ? ' is-ready' : ''}`}
                    title={player.ready ? t('lobby.ready') : t('lobby.away')}
                  >
                    <span className="lobbies__dot" aria-hidden />
                    {player.ready ? t('lobby.ready') : t('lobby.away')}
                  </span>
                </li>
              );
            })}
            {Array.from({ length: openSeats }, (_, i) => (
              <li key={`seat-${i}`} className="lobbies__player lobbies__player--open muted small">
                {t('lobby.openSeat')}
              </li>
            ))}
          </ul>
          {lobby.locked ? null : <p className="muted small">{t('lobby.waiting')}</p>}
        </section>
        <Chat lines={chat} ownSteamId={ownSteamId} send={send} />
      </div>
    </div>
  );
}
