import type { LobbyPlayerCard, LobbySummary } from '@arena/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format';
import { LOBBY_SIZE } from '../constants';
import { useLobbyLabels } from '../labels';
import { inRange } from '../protocol';

/** The open lobbies: region, rating range, host, players n/8, locked; Join on each, Refresh above. */
export function LobbyList({
  lobbies,
  player,
  onJoin,
  onRefresh,
}: {
  lobbies: LobbySummary[];
  player: LobbyPlayerCard | null;
  onJoin: (lobbyId: string) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('lobbies');
  const f = useFormat();
  const labels = useLobbyLabels();
  return (
    <section className="card lobbies__panel" aria-labelledby="lobby-list-title" data-testid="lobby-list" data-count={lobbies.length}>
      <header className="lobbies__panel-header">
        <h2 id="lobby-list-title" className="lobbies__panel-title">
          {t('list.title')}
        </h2>
        <button type="button" className="button button--small button--ghost" onClick={onRefresh} data-testid="lobby-refresh">
          {t('list.refresh')}
        </button>
      </header>
      {lobbies.length === 0 ? (
        <p className="muted empty" data-testid="lobby-list-empty">
          {t('list.empty')}
        </p>
      ) : (
        <div className="lobbies__table-wrap">
          <table className="lobbies__table">
            <thead>
              <tr>
                <th scope="col">{t('list.region')}</th>
                <th scope="col">{t('list.range')}</th>
                <th scope="col">{t('list.host')}</th>
                <th scope="col">{t('list.players')}</th>
                <th scope="col">{t('list.status')}</th>
                <th scope="col">
                  <span className="sr-only">{t('list.join')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lobbies.map((lobby) => {
                const fits = !player || inRange(player.ladder_mmr, lobby.mmr_min, lobby.mmr_max);
                return (
                  <tr
                    key={lobby.lobby_id}
                    data-testid="lobby-row"
                    data-lobby-id={lobby.lobby_id}
                    data-players={lobby.lobbysize}
                    data-locked={lobby.locked}
                    data-in-range={fits}
                  >
                    <td>{labels.region(lobby.region)}</td>
                    <td>
                      <span className="mono">{labels.range(lobby.mmr_min, lobby.mmr_max)}</span>
                      {fits ? null : <span className="muted small lobbies__note">{t('list.outOfRange')}</span>}
                    </td>
                    <td>{lobby.host}</td>
                    <td className="mono">
                      {t('list.playerCount', { players: f.number(lobby.lobbysize), max: f.number(lobby.max_players ?? LOBBY_SIZE) })}
                    </td>
                    <td>
                      <span className={`tag${lobby.locked ? ' lobbies__tag--locked' : ''}`}>
                        {lobby.locked ? t('list.locked') : t('list.open')}
                      </span>
                    </td>
                    <td className="lobbies__action">
                      <button
                        type="button"
                        className="button button--small button--primary"
                        disabled={lobby.locked}
                        aria-label={t('list.joinLabel', { host: lobby.host })}
                        onClick={() => onJoin(lobby.lobby_id)}
                        data-testid="lobby-join"
                      >
                        {t('list.join')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
