/**
 * @jest-environment jsdom
 */
import type { LobbyClientMessage, LobbyPlayerView, LobbyView } from '@arena/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../shared/testing';
import type { ChatLine } from '../protocol';
import { LobbyRoom } from './LobbyRoom';

const HOST = '76561198000000001';
const GUEST = '76561198000000002';

function player(steamId: string, username: string, fields: Partial<LobbyPlayerView> = {}): LobbyPlayerView {
  return { steam_id: steamId, username, avatar: null, ladder_mmr: 1200, badge: 'Legend', pips: 1, is_host: false, ready: true, ...fields };
}

const open: LobbyView = {
  lobby_id: 'lobby-1',
  region: 'EU West',
  min_rank: 1000,
  max_rank: 1499,
  mmr_min: 1000,
  mmr_max: 1499,
  lobby_password: null,
  locked: false,
  time_since_lock: null,
  locked_at: null,
  closes_at: null,
  created_at: '2026-05-01T12:00:00Z',
};
const two = [player(HOST, 'Hostess', { is_host: true }), player(GUEST, 'Guest', { ready: false, ladder_mmr: 1450 })];

const lockedAt = Date.now() - 60_000;
const locked: LobbyView = {
  ...open,
  locked: true,
  time_since_lock: 60,
  locked_at: new Date(lockedAt).toISOString(),
  closes_at: new Date(lockedAt + 300_000).toISOString(),
  lobby_password: 'K3ZQ7',
};
const eight = [...two, ...Array.from({ length: 6 }, (_, i) => player(`7656119800000001${i}`, `Player ${i + 3}`))];

function renderRoom(lobby: LobbyView, ownSteamId: string, chat: ChatLine[] = []) {
  const send = jest.fn<boolean, [LobbyClientMessage]>(() => true);
  const players = lobby.locked ? eight : two;
  renderUi(
    <LobbyRoom lobby={lobby} players={players} lockedAt={lobby.locked ? lockedAt : null} chat={chat} ownSteamId={ownSteamId} send={send} />,
  );
  return { send };
}

function row(name: string): HTMLElement {
  return screen.getByText(name).closest('li')!;
}

test("an open lobby lists its players with the host's mark, who is online, and the open seats", () => {
  renderRoom(open, GUEST);
  expect(screen.getByRole('heading', { name: 'Lobby of Hostess' })).toBeInTheDocument();
  expect(screen.getByText('Europe West', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('1,000–1,499')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Players 2/8' })).toBeInTheDocument();

  expect(within(row('Hostess')).getByText('Host')).toBeInTheDocument();
  expect(within(row('Hostess')).getByText('Online')).toBeInTheDocument();
  expect(within(row('Guest')).queryByText('Host')).not.toBeInTheDocument();
  expect(within(row('Guest')).getByText('Away')).toBeInTheDocument();
  expect(within(row('Guest')).getByText('(You)')).toBeInTheDocument();
  expect(within(row('Guest')).getByText('Legend · 1,450')).toBeInTheDocument();
  expect(screen.getAllByText('Open seat')).toHaveLength(6);
  expect(screen.getByText('The lobby locks when 8 players are in.')).toBeInTheDocument();
});

test('Leave lobby leaves an open lobby', async () => {
  const { send } = renderRoom(open, GUEST);
  await userEvent.click(screen.getByRole('button', { name: 'Leave lobby' }));
  expect(send).toHaveBeenCalledWith({ event: 'leave_lobby', data: {} });
});

test('a locked lobby cannot be left, shows its password and the time until it closes', () => {
  const { send } = renderRoom(locked, GUEST);
  expect(screen.getByRole('button', { name: 'Leave lobby' })).toBeDisabled();
  expect(screen.getByText('A locked lobby cannot be left.')).toBeInTheDocument();
  expect(screen.queryByText('Open seat')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Lobby locked' })).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveTextContent('K3ZQ7');
  expect(screen.getByRole('timer')).toHaveTextContent(/^Closes in 0?[34]:[0-5]\d$/);
  expect(send).not.toHaveBeenCalled();
});

test('the host of a locked lobby is told to make the in-game lobby', () => {
  renderRoom(locked, HOST);
  expect(screen.getByText('You are the host: create the in-game lobby with this password.')).toBeInTheDocument();
  expect(screen.queryByText('The host creates the in-game lobby: join it with this password.')).not.toBeInTheDocument();
});

test('a guest of a locked lobby is told to join the in-game lobby', () => {
  renderRoom(locked, GUEST);
  expect(screen.getByText('The host creates the in-game lobby: join it with this password.')).toBeInTheDocument();
});

test('the chat shows the messages and sends what the player writes, trimmed; an empty message cannot be sent', async () => {
  const { send } = renderRoom(open, GUEST, [
    { key: '1', steamId: HOST, username: 'Hostess', message: 'glhf', sentAt: '2026-05-01T12:01:00Z', own: false },
  ]);
  expect(within(screen.getByTestId('chat-messages')).getByText('glhf')).toBeInTheDocument();
  const sendButton = screen.getByRole('button', { name: 'Send' });
  expect(sendButton).toBeDisabled();
  const box = screen.getByRole('textbox', { name: 'Message' });
  await userEvent.type(box, '   ');
  expect(sendButton).toBeDisabled();
  await userEvent.type(box, 'hello  ');
  await userEvent.click(sendButton);
  expect(send).toHaveBeenCalledWith({ event: 'chat', data: { message: 'hello' } });
  expect(box).toHaveValue('');
});
