import { randomBytes } from 'node:crypto';
import type { LobbyClientMessage, LobbyErrorCode, LobbyPlayerView, LobbyServerMessage, LobbyView } from '@arena/contract';
import { isLobbyRange, LOBBY_SIZE, type LobbyEvent, lobbyPasswordFrom, lobbyRangeOf, lobbyRegionOf, ratingFits } from '@arena/domain';
import type { Delivery, Fanout } from './fanout';
import type { LobbyHistory } from './history';
import { LOBBY_ID_PATTERN } from './keys';
import { type LeaveOutcome, type LobbyStore, newLobbyId, type PlayerCard } from './lobby-store';
import { errorMessage } from './protocol';
import { cardView, lobbyPlayers, lobbySummary, lobbyView } from './views';

/** Sends a message to the socket that asked. */
export type Reply = (message: LobbyServerMessage) => void;

/** The socket a request came from: its player, its id (`Session.id`) and how to answer it. */
export interface Asker {
  steamId: string;
  socketId: string;
  reply: Reply;
}

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
 * player's request at a time. Each change is made by `LobbyStore` (a claim on the player's key,
 * then one atomic script on the lobby); then its events are recorded (in the background), the
 * asking socket is answered and the messages are published to every instance, which sends them
 * to the players' sockets. A refused request gets an `error` on the asking socket only. Redis
 * errors are thrown to the caller.
 */
export class LobbyActions {
  /** Names each chat message apart in the rate limit's window, whichever instance counted it. */
  private readonly chatTag = randomBytes(6).toString('hex');
  private chatSerial = 0;

  constructor(private readonly deps: LobbyActionsDeps) {}

  /**
   * The `connected` message, in the live site's shape: for a player in a lobby `{player, lobby_players,
   * lobby}` (`player` their row with `lobby_id`), otherwise `{lobbyList}`; both with `me`, their card (ours).
   */
  async connected(steamId: string): Promise<LobbyServerMessage> {
    const { store } = this.deps;
    const [card, lobbyId] = await Promise.all([this.deps.loadCard(steamId), store.lobbyOf(steamId)]);
    const me = cardView(steamId, card);
    const view = lobbyId ? await this.view(lobbyId) : null;
    // not seated (yet): a request of theirs is taking a seat, or one left a claim behind
    const own = view?.players.find((player) => player.steam_id === steamId);
    if (!view || !own) return { event: 'connected', data: { lobbyList: await this.summaries(), me } };
    return {
      event: 'connected',
      data: { player: { ...own, lobby_id: view.lobby.lobby_id }, lobby_players: view.players, lobby: view.lobby, me },
    };
  }

  /** The `lobbies_list` message: the lobbies, newest first. */
  async lobbiesList(): Promise<LobbyServerMessage> {
    return { event: 'lobbies_list', data: await this.summaries() };
  }

  /**
   * `make_lobby`: the player hosts a new lobby, if their rating fits its range and they are in
   * no lobby; they get `join_lobby` and `lobby_changed` (the player list: them). The region and range
   * may be the live client's (`lobbyRegionOf`, `lobbyRangeOf`). Errors: already_in_lobby,
   * failed_lobby_requirements, invalid_data.
   */
  async make(asker: Asker, request: MakeLobby): Promise<void> {
    const { store } = this.deps;
    const { steamId, reply } = asker;
    const region = lobbyRegionOf(request.region);
    const { mmrMin, mmrMax } = lobbyRangeOf(request.mmrMin, request.mmrMax);
    if (!isLobbyRange(mmrMin, mmrMax)) return this.refuse(reply, 'invalid_data');
    if (await store.seatedIn(steamId)) return this.refuse(reply, 'already_in_lobby');
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
    const view = await this.view(lobbyId);
    if (view)
      await this.answer(asker, lobbyId, [
        { to: [steamId], message: { event: 'join_lobby', data: view.players } },
        { to: [steamId], message: { event: 'lobby_changed', data: view.players } },
      ]);
  }

  /**
   * `join_lobby`: the player takes a seat, if the lobby exists, their rating fits, they are in
   * no lobby, and it has a free seat and is not locked; they get `join_lobby`, the others
   * `lobby_changed` (both the full player list). The seat that fills the lobby locks it (same
   * script): then all get `lobby_locked` (true) and `password`. Errors: already_in_lobby, lobby_doesnt_exist,
   * failed_lobby_requirements, lobby_full, lobby_locked.
   */
  async join(asker: Asker, lobbyId: string): Promise<void> {
    const { store } = this.deps;
    const { steamId, reply } = asker;
    if (!LOBBY_ID_PATTERN.test(lobbyId)) return this.refuse(reply, 'lobby_doesnt_exist');
    const { inLobby, range } = await store.joinCheck(steamId, lobbyId);
    if (inLobby) return this.refuse(reply, 'already_in_lobby');
    if (!range) return this.refuse(reply, 'lobby_doesnt_exist');
    const card = await this.deps.loadCard(steamId);
    // the range never changes, so checking it before the script is as good as inside it
    if (!ratingFits(card.ladder_mmr, range.mmrMin, range.mmrMax)) return this.refuse(reply, 'failed_lobby_requirements');
    const nowMs = this.deps.now();
    const closesMs = nowMs + this.deps.lockedLobbyMs;
    const joined = await store.join({ lobbyId, steamId, card, size: LOBBY_SIZE, password: newLobbyPassword(), nowMs, closesMs });
    if (joined.outcome !== 'joined' && joined.outcome !== 'locked') return this.refuse(reply, joined.outcome);

    const view = await this.view(lobbyId);
    const events: LobbyEvent[] = [{ type: 'LobbyJoined', data: { lobbyId, steamId, rating: card.ladder_mmr, players: joined.players } }];
    if (joined.outcome === 'locked') {
      const lockedAt = new Date(nowMs).toISOString();
      events.push({
        type: 'LobbyLocked',
        data: { lobbyId, players: view?.players.map((p) => p.steam_id) ?? [], lockedAt, closesAt: new Date(closesMs).toISOString() },
      });
    }
    this.record(lobbyId, events, steamId, nowMs);
    if (!view) return;
    const everyone = view.players.map((player) => player.steam_id);
    const deliveries: Delivery[] = [
      { to: [steamId], message: { event: 'join_lobby', data: view.players } },
      { to: everyone.filter((id) => id !== steamId), message: { event: 'lobby_changed', data: view.players } },
    ];
    if (joined.outcome === 'locked' && view.lobby.lobby_password) {
      deliveries.push(
        { to: everyone, message: { event: 'lobby_locked', data: true } },
        { to: everyone, message: { event: 'password', data: view.lobby.lobby_password } },
      );
    }
    await this.answer(asker, lobbyId, deliveries);
  }

  /**
   * `leave_lobby`: the player leaves; they get `left_lobby`, the others `lobby_changed` (with the
   * new host when they hosted); the last one out deletes the lobby. Errors: lobby_doesnt_exist
   * (in no lobby), lobby_locked.
   */
  async leave(asker: Asker): Promise<void> {
    const { steamId, reply } = asker;
    const outcome = await this.deps.store.leave(steamId, 'left', this.deps.now());
    if (outcome.outcome === 'not_in_lobby') return this.refuse(reply, 'lobby_doesnt_exist');
    if (outcome.outcome === 'lobby_locked') return this.refuse(reply, 'lobby_locked');
    // 'present' answers the sweeper's mode only
    if (outcome.outcome === 'present') return;
    await this.afterLeaving(steamId, outcome, 'left', asker);
  }

  /**
   * `chat`: the message goes to every socket of the sender's lobby's players but the one that sent
   * it (whose client shows the line itself, as the live site's does), and to the lobby's history.
   * `socketId` names the sending socket (`Session.id`). Errors: lobby_doesnt_exist (in no lobby),
   * rate_limited (over `chatLimit`).
   */
  async chat(steamId: string, socketId: string, message: string, reply: Reply): Promise<void> {
    const { store, chatLimit } = this.deps;
    const nowMs = this.deps.now();
    const sent = await store.chat({
      steamId,
      nowMs,
      windowMs: chatLimit.windowMs,
      limit: chatLimit.messages,
      unique: `${this.chatTag}:${++this.chatSerial}`,
    });
    if (sent.outcome === 'not_in_lobby') return this.refuse(reply, 'lobby_doesnt_exist');
    if (sent.outcome === 'rate_limited') return this.refuse(reply, 'rate_limited');
    const { lobbyId, players, username } = sent;
    const sentAt = new Date(nowMs).toISOString();
    await this.deps.fanout.publish(lobbyId, [
      {
        to: players,
        except: socketId,
        message: { event: 'chat', data: { username, message, steam_id: steamId, lobby_id: lobbyId, sent_at: sentAt } },
      },
    ]);
    this.record(lobbyId, [{ type: 'LobbyChatSent', data: { lobbyId, steamId, message, sentAt } }], steamId, nowMs);
  }

  /** Tells the other players of `steamId`'s lobby that their `ready` flag may have changed (`lobby_changed`). */
  async presenceChanged(steamId: string): Promise<void> {
    const lobbyId = await this.deps.store.lobbyOf(steamId);
    const view = lobbyId ? await this.view(lobbyId) : null;
    if (!view) return;
    const others = view.players.map((player) => player.steam_id).filter((id) => id !== steamId);
    await this.deps.fanout.publish(view.lobby.lobby_id, [{ to: others, message: { event: 'lobby_changed', data: view.players } }]);
  }

  /**
   * Tells the lobbies of the players whose presence ended since the last sweep (on any instance)
   * that they are no longer `ready` (`lobby_changed`). @returns how many this instance announced.
   */
  async announceAbsentPlayers(): Promise<number> {
    const absent = await this.deps.store.presence.takeNewlyAbsent(this.deps.now());
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
      await this.deps.fanout.publish(lobbyId, [{ to: outcome.players, message: { event: 'left_lobby', data: { lobby_id: lobbyId } } }]);
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
    for (const steamId of await store.presence.absentSince(nowMs - graceMs, 100)) {
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
    asker: Asker | null = null,
  ): Promise<void> {
    const nowMs = this.deps.now();
    const { lobbyId } = outcome;
    const actor = reason === 'left' ? steamId : 'system';
    const deliveries: Delivery[] = [{ to: [steamId], message: { event: 'left_lobby', data: { lobby_id: lobbyId } } }];
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
      const view = await this.view(lobbyId);
      if (view)
        deliveries.push({ to: view.players.map((player) => player.steam_id), message: { event: 'lobby_changed', data: view.players } });
    }
    await this.answer(asker, lobbyId, deliveries);
  }

  /**
   * Publishes `deliveries` about `lobbyId`; the asking socket's own messages are sent to it at
   * once instead (and published for the player's other sockets), so that its answer neither waits
   * on pub/sub nor is lost in it (messages published while a master fails over are).
   */
  private async answer(asker: Asker | null, lobbyId: string, deliveries: Delivery[]): Promise<void> {
    const published = deliveries.map((delivery) => {
      if (!asker || delivery.except !== undefined || !delivery.to.includes(asker.steamId)) return delivery;
      asker.reply(delivery.message);
      return { ...delivery, except: asker.socketId };
    });
    await this.deps.fanout.publish(lobbyId, published);
  }

  private refuse(reply: Reply, code: LobbyErrorCode): void {
    reply(errorMessage(code));
  }

  private record(lobbyId: string, events: LobbyEvent[], actor: string, nowMs: number): void {
    this.deps.history.record(lobbyId, events, actor, new Date(nowMs).toISOString());
  }

  /** A lobby and its players now, or null when it is gone. */
  private async view(lobbyId: string): Promise<{ lobby: LobbyView; players: LobbyPlayerView[] } | null> {
    const lobby = await this.deps.store.read(lobbyId);
    if (!lobby) return null;
    const nowMs = this.deps.now();
    return { lobby: lobbyView(lobby, nowMs), players: lobbyPlayers(lobby, await this.deps.store.presence.ready(lobby.players, nowMs)) };
  }

  private async summaries() {
    return (await this.deps.store.list(this.deps.listLimit)).map(lobbySummary);
  }
}
