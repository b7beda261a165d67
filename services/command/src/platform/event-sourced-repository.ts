import { Inject, Injectable, Logger } from '@nestjs/common';
import { Decision, SnapshotCodec, SnapshotFormatError } from '@arena/domain';
import { EventMetadata, EventStore, KeyedSerializer, WrongExpectedRevisionError } from '@arena/eventstore';
import { CLOCK, Clock, EVENT_STORE } from './tokens';
import { deterministicEventId } from './event-ids';
import { StreamCache } from './stream-cache';
import { randomUUID } from 'node:crypto';

/**
 * How a stream's events fold into a state: a decider's `evolve` and initial state, and for long
 * streams the codec that snapshots the state.
 */
export interface Evolver<S, E> {
  initialState: S;
  evolve(state: S, event: E): S;
  snapshot?: SnapshotCodec<S>;
}

export interface DomainEventShape {
  type: string;
  data: unknown;
}

export interface CommandContext {
  /** Who acted: a steam id, `server:{name}`, `system`. */
  actor: string;
  /** Id shared by everything one request set in motion. */
  correlationId: string;
  /** Id of this command. */
  causationId: string;
  /** The acting admin's reason for the change, when they gave one (shown in the audit list). */
  reason?: string;
}

export interface ExecuteResult<A> {
  answer: A;
  /**
   * Global position of the last event appended; for a retry, the position the first answer gave
   * (the decision's `position`); when the command decided nothing else (a no-op), that of the
   * stream's last event, so a read after it still sees what came before; null when the stream
   * has no events.
   */
  position: number | null;
}

const MAX_ATTEMPTS = 5;
/**
 * A snapshot is saved once a stream has this many events past the last one, so a cold load
 * folds at most this many events (a game result is about 3 KB of JSON) after the snapshot.
 */
export const SNAPSHOT_EVERY = 50;

/**
 * A stream's folded state at `revision` (-1: no stream), the global position of that event
 * (null when there is none), and the revision of its latest snapshot.
 */
interface LoadedStream<S> {
  state: S;
  revision: number;
  position: number | null;
  snapshotRevision: number;
}

/**
 * Runs a command against one stream the event-sourced way (docs/architecture.md, "Write side"): load the
 * stream, fold it with `evolve`, `decide`, append with the stream's expected revision. `evolve`
 * receives each event with its global `position` and its metadata's `decidedAt` besides `type`
 * and `data` (the requests slice remembers them; see `decideOnce`). On a
 * concurrency conflict it reloads and decides again, at most five times. Commands on one stream
 * take turns in this instance (`KeyedSerializer`), so conflicts come only from other instances.
 * States stay in an LRU cache; a cold load starts from the stream's snapshot when its evolver
 * has a codec.
 */
@Injectable()
export class EventSourcedRepository {
  private readonly cache = new StreamCache<LoadedStream<unknown>>(10_000);
  private readonly turns = new KeyedSerializer();
  private readonly logger = new Logger(EventSourcedRepository.name);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * @param idKey gives an idempotency key for an event when a retry must be recognised by id; the
   *        id derives from the key and the event's content, so only the same decision repeats it.
   * @throws whatever `decide` throws (DomainError for refused commands); WrongExpectedRevisionError
   *         when the stream kept changing for five attempts.
   */
  async execute<S, E extends DomainEventShape, A>(
    stream: string,
    evolver: Evolver<S, E>,
    decide: (state: S) => Decision<E, A>,
    context: CommandContext,
    idKey: (event: E) => string | undefined = () => undefined,
  ): Promise<ExecuteResult<A>> {
    return this.turns.run(stream, () => this.decideAndAppend(stream, evolver, decide, context, idKey));
  }

  private async decideAndAppend<S, E extends DomainEventShape, A>(
    stream: string,
    evolver: Evolver<S, E>,
    decide: (state: S) => Decision<E, A>,
    context: CommandContext,
    idKey: (event: E) => string | undefined,
  ): Promise<ExecuteResult<A>> {
    for (let attempt = 1; ; attempt++) {
      const loaded = await this.load(stream, evolver);
      const { state, revision, snapshotRevision } = loaded;
      this.cache.set(stream, loaded);
      const decision = decide(state);
      if (decision.events.length === 0) return { answer: decision.answer, position: decision.position ?? loaded.position };

      const metadata: EventMetadata = { ...context, decidedAt: this.clock.now().toISOString() };
      const events = decision.events.map((event) => {
        const key = idKey(event);
        return { id: key ? deterministicEventId(key, event) : randomUUID(), type: event.type, data: event.data, metadata };
      });
      try {
        const result = await this.store.append(stream, events, revision < 0 ? 'no_stream' : revision);
        const appended = {
          // folded as a reload would fold them: the last event's position is the append's, the time the decision's
          state: decision.events.reduce(
            (folded, event, index) =>
              evolver.evolve(folded, {
                ...event,
                position: index === decision.events.length - 1 ? result.position : null,
                decidedAt: metadata.decidedAt,
              }),
            state,
          ),
          revision: result.nextExpectedRevision,
          position: result.position,
          snapshotRevision,
        };
        if (evolver.snapshot && appended.revision - snapshotRevision >= SNAPSHOT_EVERY)
          await this.saveSnapshot(stream, evolver.snapshot, appended);
        this.cache.set(stream, appended);
        return { answer: decision.answer, position: result.position };
      } catch (error) {
        this.cache.delete(stream);
        // Another writer (another instance, another request) got there first, possibly with events
        // under the same idempotency keys: the next attempt decides on what it recorded.
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * The stream's current state, as a command would decide on it (cache or snapshot, then the
   * events after it), for reads that must see the latest decision rather than the read models.
   */
  async read<S, E extends DomainEventShape>(stream: string, evolver: Evolver<S, E>): Promise<S> {
    const loaded = await this.load(stream, evolver);
    this.cache.set(stream, loaded);
    return loaded.state;
  }

  /**
   * The stream's state, last revision (-1 when it does not exist) and its position: cache or
   * snapshot, then the events after it. After a snapshot, reading starts at the snapshot's own
   * event (not folded again) to learn its position.
   */
  private async load<S, E>(stream: string, evolver: Evolver<S, E>): Promise<LoadedStream<S>> {
    const start = (this.cache.get(stream) as LoadedStream<S> | undefined) ?? (await this.loadSnapshot(stream, evolver));
    let { state, revision, position } = start;
    const from = position === null && revision >= 0 ? revision : revision + 1;
    for (const event of await this.store.readStream(stream, from)) {
      position = event.position;
      if (event.revision <= revision) continue;
      state = evolver.evolve(state, {
        type: event.type,
        data: event.data,
        position: event.position,
        decidedAt: event.metadata.decidedAt,
      } as E);
      revision = event.revision;
    }
    return { state, revision, position, snapshotRevision: start.snapshotRevision };
  }

  /** The stream's snapshot when one of the codec's version decodes, else the initial state. */
  private async loadSnapshot<S, E>(stream: string, evolver: Evolver<S, E>): Promise<LoadedStream<S>> {
    const initial = { state: evolver.initialState, revision: -1, position: null, snapshotRevision: -1 };
    if (!evolver.snapshot) return initial;
    const snapshot = await this.store.readSnapshot(stream);
    if (!snapshot || snapshot.version !== evolver.snapshot.version) return initial;
    try {
      return {
        state: evolver.snapshot.decode(snapshot.state),
        revision: snapshot.revision,
        position: null,
        snapshotRevision: snapshot.revision,
      };
    } catch (error) {
      if (!(error instanceof SnapshotFormatError)) throw error;
      this.logger.warn(`Snapshot of ${stream} at revision ${snapshot.revision} ignored: ${error.message}`);
      return initial;
    }
  }

  /**
   * Saves the state as the stream's snapshot. The command has already succeeded: a failure here
   * only costs the next cold load some events, so it is logged, not thrown.
   */
  private async saveSnapshot<S>(stream: string, codec: SnapshotCodec<S>, loaded: LoadedStream<S>): Promise<void> {
    try {
      await this.store.writeSnapshot(stream, { revision: loaded.revision, version: codec.version, state: codec.encode(loaded.state) });
      loaded.snapshotRevision = loaded.revision;
    } catch (error) {
      this.logger.warn(`Snapshot of ${stream} at revision ${loaded.revision} not saved: ${(error as Error).message}`);
    }
  }
}
