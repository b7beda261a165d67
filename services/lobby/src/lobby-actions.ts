import { randomBytes } from 'node:crypto';
import type { LobbyClientMessage, LobbyErrorCode, LobbyServerMessage, LobbyView } from '@arena/contract';
import { isLobbyRange, LOBBY_SIZE, type LobbyEvent, lobbyPasswordFrom, ratingFits } from '@arena/domain';
import type { Delivery, Fanout } from './fanout';
import type { LobbyHistory } from './history';
import { LOBBY_ID_PATTERN } from './keys';
import { type LeaveOutcome, type LobbyStore, newLobbyId, type PlayerCard } from './lobby-store';
import { errorMessage } from './protocol';
import { lobbySummary, lobbyView, playerView } from './views';

/** Sends a message to the socket that asked. */
export type Reply = (message: LobbyServerMessage) => void;

type MakeLobby = Extract<LobbyClientMessage, { event: 'make_lobby' }>['data'];

/** What the lobby rules run on. */
export interface LobbyActionsDeps {
  store: LobbyStore;
  fanout: Fanout;
  history: LobbyHistory;
  /** The player's card from their profile (their rating now). */
  loadCard(steamId: string): Promise<PlayerCard>;
  /** Epoch ms. */
  now(): number;
  /** How long a locked lobby stays before it closes, ms. */
  lockedLobbyMs: number;
  /** At most `messages` chat messages per player in any `windowMs`. */
  chatLimit: { messages: number; windowMs: number };
  /** Longest lobby list sent. */
  listLimit: number;
}

/** A new lobby password from a cryptographic source (see `lobbyPasswordFrom`). */
function newLobbyPassword(): string {
  for (;;) {
    const password = lobbyPasswordFrom(randomBytes(16));
    if (password) return password;
  }
}

/**
 * The lobbies' rules over the protocol (docs/game-rules.md, "Matchmaking lobbies"), for one
 * player's request at a time. Each change is one atomic script on the Redis state; then its
 * events are recorded (in the background) and its messages published to every instance, which
 * sends them to the players' sockets. A refused request gets an `error` on the asking socket
 * only. Redis errors are thrown to the caller.
 */
export class LobbyActions {
  /** Names each chat message apart in the rate limit's window, whichever instance counted it. */
  private readonly chatTag = randomBytes(6).toString('hex');
  private chatSerial = 0;

  constructor(private readonly deps: LobbyActionsDeps) {}

  /** The `connected` message: the player, their lobby (null when in none, then `lobby_players` is empty) and the lobby list. */
  async connected(steamId: string): Promise<LobbyServerMessage> {
    const { store } = this.deps;
    const [card, lobbyId, lobbyList] = await Promise.all([this.deps.loadCard(steamId), store.lobbyOf(steamId), this.summaries()]);
    const lobby = lobbyId ? await this.view(lobbyId) : null;
    return {
      event: 'connected',
      data: { player: playerView(steamId, card, lobby?.host_id === steamId, true), lobby_players: lobby?.players ?? [], lobbyList, lobby },
    };
  }

  /** The `lobbies_list` message. */
  async lobbiesList(): Promise<LobbyServerMessage> {
    return { event: 'lobbies_list', data: { lobbies: await this.summaries() } };
  }

  /**
   * `make_lobby`: the player hosts a new lobby, if their rating fits its range and they are in
   * no lobby; they get `join_lobby`. Errors: already_in_lobby, failed_lobby_requirements, invalid_data.
   */
  async make(steamId: string, { region, mmrMin, mmrMax }: MakeLobby, reply: Reply): Promise<void> {
    const { store } = this.deps;
    if (!isLobbyRange(mmrMin, mmrMax)) return reply(errorMessage('invalid_data', 'that rank range cannot be picked'));
    if (await store.lobbyOf(steamId)) return this.refuse(reply, 'already_in_lobby');
    const card = await this.deps.loadCard(steamId);
    if (!ratingFits(card.ladder_mmr, mmrMin, mmrMax)) return this.refuse(reply, 'failed_lobby_requirements');
    const nowMs = this.deps.now();
    let lobbyId = newLobbyId();
    let outcome = await store.create({ lobbyId, steamId, region, mmrMin, mmrMax, card, nowMs });
    // 96 random bits do not collide in practice; one more draw covers the impossible
    if (outcome === 'id_taken')
      outcome = await store.create({ lobbyId: (lobbyId = newLobbyId()), steamId, region, mmrMin, mmrMax, card, nowMs });
    if (outcome !== 'created') return this.refuse(reply, outcome === 'id_taken' ? 'invalid_data' : outcome);
    const createdAt = new Date(nowMs).toISOString();
    this.record(
      lobbyId,
      [{ type: 'LobbyCreated', data: { lobbyId, hostId: steamId, region, mmrMin, mmrMax, hostRating: card.ladder_mmr, createdAt } }],
      steamId,
      nowMs,
    );
    const lobby = await this.view(lobbyId);
    if (lobby) await this.deps.fanout.publish([{ to: [steamId], message: { event: 'join_lobby', data: { lobby } } }]);
  }

  /**
   * `join_lobby`: the player takes a seat, if the lobby exists, their rating fits, they are in
   * no lobby, and it has a free seat and is not locked; they get `join_lobby`, the others
   * `lobby_changed`. The seat that fills the lobby locks it (same script): then all get
   * `lobby_locked` and `password`. Errors: already_in_lobby, lobby_doesnt_exist,
   * failed_lobby_requirements, lobby_full, lobby_locked.
   */
  async join(steamId: string, lobbyId: string, reply: Reply): Promise<void> {
    const { store } = this.deps;
    if (!LOBBY_ID_PATTERN.test(lobbyId)) return this.refuse(reply, 'lobby_doesnt_exist');
    const { memberOf, range } = await store.joinCheck(steamId, lobbyId);
    if (memberOf) return this.refuse(reply, 'already_in_lobby');
    if (!range) return this.refuse(reply, 'lobby_doesnt_exist');
    const card = await this.deps.loadCard(steamId);
    // the range never changes, so checking it before the script is as good as inside it
    if (!ratingFits(card.ladder_mmr, range.mmrMin, range.mmrMax)) return this.refuse(reply, 'failed_lobby_requirements');
    const nowMs = this.deps.now();
    const closesMs = nowMs + this.deps.lockedLobbyMs;
    const joined = await store.join({ lobbyId, steamId, card, size: LOBBY_SIZE, password: newLobbyPassword(), nowMs, closesMs });
    if (joined.outcome !== 'joined' && joined.outcome !== 'locked') return this.refuse(reply, joined.outcome);

    const lobby = await this.view(lobbyId);
    const events: LobbyEvent[] = [{ type: 'LobbyJoined', data: { lobbyId, steamId, rating: card.ladder_mmr, players: joined.players } }];
    if (joined.outcome === 'locked') {
      const lockedAt = new Date(nowMs).toISOString();
      events.push({
        type: 'LobbyLocked',
        data: { lobbyId, players: lobby?.players.map((p) => p.steam_id) ?? [], lockedAt, closesAt: new Date(closesMs).toISOString() },
      });
    }
    this.record(lobbyId, events, steamId, nowMs);
    if (!lobby) return;
    const everyone = lobby.players.map((player) => player.steam_id);
    const deliveries: Delivery[] = [
      { to: [steamId], message: { event: 'join_lobby', data: { lobby } } },
      { to: everyone.filter((id) => id !== steamId), message: { event: 'lobby_changed', data: { lobby } } },
    ];
    if (joined.outcome === 'locked' && lobby.password) {
      deliveries.push(
        { to: everyone, message: { event: 'lobby_locked', data: { lobby } } },
        { to: everyone, message: { event: 'password', data: { lobbyId, password: lobby.password } } },
      );
    }
    await this.deps.fanout.publish(deliveries);
  }

  /**
   * `leave_lobby`: the player leaves; they get `left_lobby`, the others `lobby_changed` (with the
   * new host when they hosted); the last one out deletes the lobby. Errors: lobby_doesnt_exist
   * (in no lobby), lobby_locked.
   */
  async leave(steamId: string, reply: Reply): Promise<void> {
    const outcome = await this.deps.store.leave(steamId, 'left', this.deps.now());
    if (outcome.outcome === 'not_in_lobby') return reply(errorMessage('lobby_doesnt_exist', 'you are not in a lobby'));
    if (outcome.outcome === 'lobby_locked') return this.refuse(reply, 'lobby_locked');
    // 'present' answers the sweeper's mode only
    if (outcome.outcome === 'present') return;
    await this.afterLeaving(steamId, outcome, 'left');
  }

  /**
   * `chat`: the message goes to every player of the sender's lobby (the sender too), and to the
   * lobby's history. Errors:
   * lobby_doesnt_exist (in no lobby), rate_limited (over `chatLimit`).
   */
  async chat(steamId: string, message: string, reply: Reply): Promise<void> {
    const { store, chatLimit } = this.deps;
    const nowMs = this.deps.now();
    const sent = await store.chat({
      steamId,
      nowMs,
      windowMs: chatLimit.windowMs,
      limit: chatLimit.messages,
      unique: `${this.chatTag}:${++this.chatSerial}`,
    });
    if (sent.outcome === 'not_in_lobby') return reply(errorMessage('lobby_doesnt_exist', 'you are not in a lobby'));
    if (sent.outcome === 'rate_limited') return this.refuse(reply, 'rate_limited');
    const { lobbyId, players, username } = sent;
    const sentAt = new Date(nowMs).toISOString();
    await this.deps.fanout.publish([
      { to: players, message: { event: 'chat', data: { lobbyId, steam_id: steamId, username, message, sent_at: sentAt } } },
    ]);
    this.record(lobbyId, [{ type: 'LobbyChatSent', data: { lobbyId, steamId, message, sentAt } }], steamId, nowMs);
  }

  /** Tells the other players of `steamId`'s lobby that their `ready` flag may have changed (`lobby_changed`). */
  async presenceChanged(steamId: string): Promise<void> {
    const lobbyId = await this.deps.store.lobbyOf(steamId);
    const lobby = lobbyId ? await this.view(lobbyId) : null;
    if (!lobby) return;
    const others = lobby.players.map((player) => player.steam_id).filter((id) => id !== steamId);
    await this.deps.fanout.publish([{ to: others, message: { event: 'lobby_changed', data: { lobby } } }]);
  }

  /**
   * Tells the lobbies of the players whose presence ended since the last sweep (on any instance)
   * that they are no longer `ready` (`lobby_changed`). @returns how many this instance announced.
   */
  async announceAbsentPlayers(): Promise<number> {
    const absent = await this.deps.store.takeNewlyAbsent(this.deps.now());
    for (const steamId of absent) await this.presenceChanged(steamId);
    return absent.length;
  }

  /** Closes the locked lobbies whose time is up: their players get `left_lobby`. @returns how many this instance closed. */
  async closeDueLobbies(): Promise<number> {
    const { store } = this.deps;
    const nowMs = this.deps.now();
    let closed = 0;
    for (const lobbyId of await store.dueToClose(nowMs, 100)) {
      // every instance sweeps; the script lets one of them close it
      const outcome = await store.close(lobbyId, nowMs);
      if (outcome.outcome !== 'closed') continue;
      closed++;
      const closedAt = new Date(nowMs).toISOString();
      this.record(
        lobbyId,
        [{ type: 'LobbyClosed', data: { lobbyId, reason: 'expired', players: outcome.players, closedAt } }],
        'system',
        nowMs,
      );
      await this.deps.fanout.publish([{ to: outcome.players, message: { event: 'left_lobby', data: { lobbyId } } }]);
    }
    return closed;
  }

  /**
   * Removes from their (unlocked) lobby each player whose sockets have all been gone for
   * `graceMs`. @returns how many this instance removed.
   */
  async removeAbsentPlayers(graceMs: number): Promise<number> {
    const { store } = this.deps;
    const nowMs = this.deps.now();
    let removed = 0;
    for (const steamId of await store.absentSince(nowMs - graceMs, 100)) {
      const outcome = await store.leave(steamId, 'absent', nowMs);
      if (outcome.outcome !== 'left' && outcome.outcome !== 'deleted') continue;
      removed++;
      await this.afterLeaving(steamId, outcome, 'absent');
    }
    return removed;
  }

  private async afterLeaving(
    steamId: string,
    outcome: Extract<LeaveOutcome, { outcome: 'left' | 'deleted' }>,
    reason: 'left' | 'absent',
  ): Promise<void> {
    const nowMs = this.deps.now();
    const { lobbyId } = outcome;
    const actor = reason === 'left' ? steamId : 'system';
    const deliveries: Delivery[] = [{ to: [steamId], message: { event: 'left_lobby', data: { lobbyId } } }];
    if (outcome.outcome === 'deleted') {
      this.record(
        lobbyId,
        [
          { type: 'LobbyLeft', data: { lobbyId, steamId, reason, players: 0 } },
          { type: 'LobbyClosed', data: { lobbyId, reason: 'empty', players: [], closedAt: new Date(nowMs).toISOString() } },
        ],
        actor,
        nowMs,
      );
    } else {
      const events: LobbyEvent[] = [{ type: 'LobbyLeft', data: { lobbyId, steamId, reason, players: outcome.remaining } }];
      if (outcome.newHost) events.push({ type: 'LobbyHostChanged', data: { lobbyId, previousHostId: steamId, hostId: outcome.newHost } });
      this.record(lobbyId, events, actor, nowMs);
      const lobby = await this.view(lobbyId);
      if (lobby)
        deliveries.push({ to: lobby.players.map((player) => player.steam_id), message: { event: 'lobby_changed', data: { lobby } } });
    }
    await this.deps.fanout.publish(deliveries);
  }

  private refuse(reply: Reply, code: LobbyErrorCode): void {
    reply(errorMessage(code, ERROR_TEXT[code]));
  }

  private record(lobbyId: string, events: LobbyEvent[], actor: string, nowMs: number): void {
    this.deps.history.record(lobbyId, events, actor, new Date(nowMs).toISOString());
  }

  private async view(lobbyId: string): Promise<LobbyView | null> {
    const lobby = await this.deps.store.read(lobbyId);
    if (!lobby) return null;
    return lobbyView(lobby, await this.deps.store.ready(lobby.players, this.deps.now()));
  }

  private async summaries() {
    return (await this.deps.store.list(this.deps.listLimit)).map(lobbySummary);
  }
}

const ERROR_TEXT: Record<LobbyErrorCode, string> = {
  invalid_data: 'expected a message of the lobby protocol: {"event": ..., "data": ...}',
  failed_lobby_requirements: "your ladder rating is outside the lobby's rank range",
  already_in_lobby: 'you are in a lobby already; leave it first',
  lobby_doesnt_exist: 'no such lobby',
  lobby_full: 'the lobby is full',
  lobby_locked: 'the lobby is locked: nobody joins or leaves until it closes',
  rate_limited: 'too many chat messages; wait a few seconds',
};

/** The sentence sent with an error code. */
export function errorText(code: LobbyErrorCode): string {
  return ERROR_TEXT[code];
}
