import type { LobbyRegion } from '@arena/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/PageHeader';
import { Loading } from '../../../shared/components/States';
import { useToast } from '../../../shared/components/Toast';
import { useFormat } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useSession } from '../../auth';
import { SignInPrompt } from '../../profile';
import { Disconnected } from '../components/Disconnected';
import { HostForm } from '../components/HostForm';
import { LobbyList } from '../components/LobbyList';
import { LobbyRoom } from '../components/LobbyRoom';
import { joinLobbyMessage, makeLobbyMessage, toastTextCode } from '../protocol';
import { useLobbySocket } from '../useLobbySocket';
import './MatchmakingPage.css';

/**
 * `/matchmaking` (signed-in players; visitors get a sign-in prompt and no socket): the lobby
 * service's socket, opened here only and closed when the page goes. Views: connecting, the open
 * lobbies with the host form, the player's lobby (players, chat, Leave; once locked its password
 * and countdown), disconnected (Reconnect). Errors are toasts with their code.
 */
export function MatchmakingPage() {
  const { t } = useTranslation(['lobbies', 'players']);
  const toast = useToast();
  const f = useFormat();
  useDocumentTitle(t('title'));
  const { user, loading } = useSession();
  const showError = useCallback((code: string) => toast(t(`errors.${toastTextCode(code)}`), 'error', code), [toast, t]);
  const { state, send, reconnect } = useLobbySocket(user !== null, showError);
  const host = useCallback(
    (region: LobbyRegion, mmrMin: number | null, mmrMax: number | null) => send(makeLobbyMessage(region, mmrMin, mmrMax)),
    [send],
  );
  const join = useCallback((lobbyId: string) => send(joinLobbyMessage(lobbyId)), [send]);
  const refresh = useCallback(() => send({ event: 'refresh_lobbies', data: {} }), [send]);

  if (loading) return <Loading />;
  if (!user) return <SignInPrompt testId="lobby-sign-in" title={t('signInTitle')} text={t('signInText')} />;

  const { me: player } = state;
  let body;
  if (state.status === 'disconnected') body = <Disconnected reason={state.reason} onReconnect={reconnect} />;
  else if (!state.synced || (state.inLobby && !state.lobby)) {
    body = (
      <p className="loading muted" role="status" data-testid="lobby-connecting">
        <span className="spinner" aria-hidden />
        {t('connecting')}
      </p>
    );
  } else if (state.lobby) {
    body = (
      <LobbyRoom
        lobby={state.lobby}
        players={state.players}
        lockedAt={state.lockedAt}
        chat={state.chat}
        ownSteamId={player?.steam_id ?? user.id}
        send={send}
      />
    );
  } else {
    body = (
      <div className="lobbies__grid">
        <LobbyList lobbies={state.lobbies} player={player} onJoin={join} onRefresh={refresh} />
        <HostForm player={player} onHost={host} />
      </div>
    );
  }

  return (
    <div className="page lobbies" data-testid="matchmaking-page" data-status={state.status}>
      <PageHeader title={t('title')} subtitle={t('subtitle')}>
        {player && state.status !== 'disconnected' ? (
          <p className="muted small lobbies__me" data-testid="lobby-me">
            {t('you', { name: player.username, rank: t(`players:rank.${player.badge}`), mmr: f.number(player.ladder_mmr) })}
          </p>
        ) : null}
      </PageHeader>
      {body}
    </div>
  );
}
