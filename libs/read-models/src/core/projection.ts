import { PLAYER_STREAM_PREFIX } from '@arena/domain';
import type { BatchWriter } from './batch-writer';

/** The part of a stored event a projection looks at (structurally a RecordedEvent). */
export interface ProjectableEvent {
  /** The stream it was appended to, e.g. `player-76561198000000001`, `catalog`. */
  stream: string;
  type: string;
  data: unknown;
  /** Global position in the event store. */
  position: number;
  /**
   * `decidedAt`: when the command was decided, ISO-8601; `actor`: who acted (a Steam id,
   * `server:{key name}`, `system`); `reason`: an admin's reason, when the command carried one
   * outside the event's data.
   */
  metadata: { decidedAt: string; actor?: string; reason?: string };
}

/**
 * The Steam id of a `player-{steamId}` stream; null for any other stream. Events whose data
 * does not repeat the player's id (the store's) are projected with it.
 */
export function steamIdOfStream(stream: string): string | null {
  if (typeof stream !== 'string' || !stream.startsWith(PLAYER_STREAM_PREFIX)) return null;
  return stream.slice(PLAYER_STREAM_PREFIX.length) || null;
}

/**
 * How one read model follows the event store: the event types it handles and the writes one
 * such event makes. `project` gathers writes in `writes`, the batch the projector applies in one
 * MULTI together with its checkpoint; it never reads Redis, so a batch of events and its
 * checkpoint apply in one atomic step. `K` is the keys the projection writes (a feature's
 * `KeySchema` output; the registry passes every feature's keys).
 */
export interface Projection<K> {
  /** Unique among the registered projections, for errors and tests. */
  readonly name: string;
  /** Event types `project` is called with; any other type never reaches it. */
  readonly canHandle: readonly string[];
  project(writes: BatchWriter, keys: K, event: ProjectableEvent): void;
}

/** Projects one event into `writes`, writes only (see `Projection`). */
export type ProjectEvent<K> = (writes: BatchWriter, keys: K, event: ProjectableEvent) => void;

/** An event of the domain, as a projection's handlers are keyed and typed by. */
interface DomainEvent {
  type: string;
  data: unknown;
}

/**
 * A projection's handlers by event type: each gets the event's data, typed after the domain
 * event of that type, when the event was decided (ISO-8601), and the whole stored event (for
 * its stream: events on `player-{steamId}` often leave the id out of their data).
 */
export type ProjectionHandlers<K, E extends DomainEvent> = {
  [T in E['type']]?: (
    writes: BatchWriter,
    keys: K,
    data: Extract<E, { type: T }>['data'],
    decidedAt: string,
    event: ProjectableEvent,
  ) => void;
};

/**
 * A projection from one handler per event type: `canHandle` lists the handlers' types, in the
 * order they are given. `E` is the union of the domain events handled, e.g.
 * `defineProjection<PlayerKeys, PlayerRegistered | GameResultRecorded>('players', { ... })`.
 */
export function defineProjection<K, E extends DomainEvent>(name: string, handlers: ProjectionHandlers<K, E>): Projection<K> {
  const byType = handlers as Record<
    string,
    ((writes: BatchWriter, keys: K, data: unknown, decidedAt: string, event: ProjectableEvent) => void) | undefined
  >;
  return {
    name,
    canHandle: Object.keys(handlers),
    project(writes, keys, event) {
      byType[event.type]?.(writes, keys, event.data, event.metadata.decidedAt, event);
    },
  };
}

/**
 * The registry: a `ProjectEvent` that hands an event to every projection whose `canHandle`
 * lists its type, in the order of `projections`, and skips a type none handles. The order
 * decides the order of a batch's coalesced commands (`BatchWriter.commands()`), not the state
 * they leave. Writes only, like each projection.
 * @throws Error when two projections share a name.
 */
export function projectionRegistry<K>(projections: readonly Projection<K>[]): ProjectEvent<K> {
  const byType = new Map<string, Projection<K>[]>();
  const names = new Set<string>();
  for (const projection of projections) {
    if (names.has(projection.name)) throw new Error(`two projections are named ${projection.name}`);
    names.add(projection.name);
    for (const type of projection.canHandle) byType.set(type, [...(byType.get(type) ?? []), projection]);
  }
  return (writes, keys, event) => {
    const handling = byType.get(event.type);
    if (handling) for (const projection of handling) projection.project(writes, keys, event);
  };
}
