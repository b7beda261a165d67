import { randomUUID } from 'node:crypto';
import type { LobbyEvent } from '@arena/domain';
import { lobbyStream } from '@arena/domain';
import { KeyedSerializer, type EventStore } from '@arena/eventstore';

/**
 * The lobbies' history in the event store: each change's events go to `lobby-{lobbyId}`
 * (expected revision `any`: instances append to the same stream, and the live state in Redis
 * already decided the order). Appends run in the background, one after the other per stream on
 * this instance; a failure is reported to `onError` and never holds up the socket protocol.
 */
export class LobbyHistory {
  private readonly appends = new KeyedSerializer();

  constructor(
    private readonly store: EventStore,
    private readonly onError: (error: unknown, stream: string, events: LobbyEvent[]) => void,
  ) {}

  /** Queues `events` of lobby `lobbyId`, decided at `decidedAt` (ISO-8601) by `actor` (a Steam id or `system`). */
  record(lobbyId: string, events: LobbyEvent[], actor: string, decidedAt: string): void {
    if (events.length === 0) return;
    const stream = lobbyStream(lobbyId);
    const append = async () => {
      await this.store.append(
        stream,
        events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata: { actor, decidedAt } })),
        'any',
      );
    };
    void this.appends.run(stream, append).catch((error: unknown) => this.onError(error, stream, events));
  }

  /** Resolves once every queued append has finished (or failed). */
  async flush(): Promise<void> {
    await this.appends.idle();
  }
}
