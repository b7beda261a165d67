import { Inject, Injectable } from '@nestjs/common';
import { Decision } from '@arena/domain';
import { EventMetadata, EventStore, WrongExpectedRevisionError } from '@arena/eventstore';
import { CLOCK, Clock, EVENT_STORE } from './tokens';
import { deterministicEventId } from './event-ids';
import { StreamCache } from './stream-cache';
import { randomUUID } from 'node:crypto';

/** How a stream's events fold into a state (the decider's `evolve` and initial state). */
export interface Evolver<S, E> {
  initial: S;
  evolve(state: S, event: E): S;
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
}

export interface ExecuteResult<A> {
  answer: A;
  /** Position of the last event appended, or null when the command decided nothing. */
  position: number | null;
}

const MAX_ATTEMPTS = 5;

/**
 * Runs a command against one stream the event-sourced way (DESIGN.md, "Write side"): load the
 * stream, fold it with `evolve`, `decide`, append with the stream's expected revision. On a
 * concurrency conflict it reloads and decides again, at most five times.
 */
@Injectable()
export class EventSourcedRepository {
  private readonly cache = new StreamCache<{ state: unknown; revision: number }>(10_000);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * @param idKey gives an idempotency key for an event when a retry must be recognised by id.
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
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.load(stream, evolver);
      const decision = decide(state);
      if (decision.events.length === 0) return { answer: decision.answer, position: null };

      const metadata: EventMetadata = { ...context, decidedAt: this.clock.now().toISOString() };
      const events = decision.events.map((event) => {
        const key = idKey(event);
        return { id: key ? deterministicEventId(key) : randomUUID(), type: event.type, data: event.data, metadata };
      });
      try {
        const result = await this.store.append(stream, events, revision < 0 ? 'no_stream' : revision);
        this.cache.set(stream, { state: decision.events.reduce(evolver.evolve, state), revision: result.nextExpectedRevision });
        return { answer: decision.answer, position: result.position };
      } catch (error) {
        this.cache.delete(stream);
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** The stream's state and last revision (-1 when it does not exist). */
  private async load<S, E>(stream: string, evolver: Evolver<S, E>): Promise<{ state: S; revision: number }> {
    const cached = this.cache.get(stream) as { state: S; revision: number } | undefined;
    let state = cached?.state ?? evolver.initial;
    let revision = cached?.revision ?? -1;
    for (const event of await this.store.readStream(stream, revision + 1)) {
      state = evolver.evolve(state, { type: event.type, data: event.data } as E);
      revision = event.revision;
    }
    return { state, revision };
  }
}
