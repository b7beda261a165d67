import type Redis from 'ioredis';
import { BatchWriter, currentVersionKey, type ProjectEvent, type VersionKeys } from '@arena/read-models';
import { eventOfRecord } from './event-records';
import type { BatchControl, BusConsumer, DeliveredRecord, MessageBus, PartitionBatch } from './message-bus';
import { busConsumerKeys, type BusConsumerKeys, commitPartition, readPartition } from './partition-commit';

export interface PartitionedConsumerOptions<K extends VersionKeys> {
  bus: MessageBus;
  /** Runs the commit script only (no WATCH), so it may be shared. */
  redis: Redis;
  /** The read models' namespace: the live version is `{namespace}:current`. */
  namespace: string;
  topic: string;
  groupId: string;
  /** The read model fed, naming its consumer state's keys (`busConsumerKeys`). */
  name: string;
  /** A version's keys, handed to `project`. */
  keysOf: (namespace: string, version: string) => K;
  /** The read model's projection: writes only, like every projection. */
  project: ProjectEvent<K>;
  /** How long a batch waits for its version to be ready (live, with checkpoint and floor) before it is handed back to the bus, ms (default 5000). */
  readyWaitMs?: number;
  /** A partition's batch is applied (or held nothing new): its next offset and largest position. */
  onCommitted?: (partition: number, progress: { offset: number; position: number; applied: number }) => void;
  /** A commit was refused: another member had moved the partition's offset (a rebalance); the batch is looked at again. */
  onMoved?: (partition: number) => void;
}

/** The version's read models are not there yet (or lost, or not handed over by the projector): the batch goes back to the bus. */
class NotReadyError extends Error {
  override readonly name = 'NotReadyError';
}

/** What this member knows of one partition, in one version. */
interface PartitionState {
  version: string;
  keys: BusConsumerKeys;
  /** The offset stored in Redis as this member last read or wrote it (null: none). */
  stored: number | null;
  /** The next offset to apply: `stored`, or 0. */
  next: number;
  /** The largest event position applied from this partition (0: none). */
  position: number;
  /** Whether this member has moved the bus's read position since it got the partition in this version. */
  sought: boolean;
}

const POLL_MS = 100;

/**
 * A read model fed from the bus by a consumer group (docs/architecture.md, "Integration bus"):
 * every member owns some of the topic's partitions; K members share the work. Each partition's
 * offset is kept in Redis with the read model, under the live version's prefix, and written in
 * the same Lua script as the batch's effects (`commitPartition`), so a crash applies a batch and
 * its offset together or neither. Duplicates change nothing:
 * - a redelivered record (offset below the partition's stored offset) is skipped;
 * - a record published twice (a relay's retry, another offset) is skipped by its event position:
 *   the relay publishes `$all` in position order and one stream's events go to one partition in
 *   order, so a partition's positions only grow, and a position not above the largest applied
 *   from that partition (or the version's floor) is already in the read model;
 * - a member still handling a batch of a partition that a rebalance gave to another applies
 *   nothing: the commit applies only while the stored offset is the one this member read.
 * A new read-model version (a rebuild) starts every partition over, from the oldest record kept,
 * skipping every position up to its floor. Batches wait (`readyWaitMs`) while the version is not
 * ready, then go back to the bus.
 */
export class PartitionedConsumer<K extends VersionKeys> {
  private readonly partitions = new Map<number, PartitionState>();
  private readonly floors = new Map<string, number>();
  private version: string | null = null;
  private consumer: BusConsumer | null = null;
  private readonly held = new Set<number>();

  constructor(private readonly options: PartitionedConsumerOptions<K>) {}

  /** The partitions this member owns now, ascending. */
  get partitionsHeld(): number[] {
    return [...this.held].sort((a, b) => a - b);
  }

  /** Its membership of the group, once started. */
  get busConsumer(): BusConsumer | null {
    return this.consumer;
  }

  /** Joins the consumer group; batches flow from then on. */
  async start(): Promise<void> {
    const { bus, topic, groupId } = this.options;
    this.consumer = await bus.subscribe({
      groupId,
      topic,
      handle: (batch, control) => this.handle(batch, control),
      onAssigned: (partitions) => this.reset(partitions, true),
      onRevoked: (partitions) => this.reset(partitions, false),
    });
  }

  /** Leaves the group (the batch in hand is finished first). Idempotent. */
  async stop(): Promise<void> {
    await this.consumer?.stop();
  }

  /** Forgets what it knew of partitions that came or went: a partition's state is read again from Redis. */
  private reset(partitions: readonly number[], held: boolean) {
    for (const partition of partitions) {
      this.partitions.delete(partition);
      if (held) this.held.add(partition);
      else this.held.delete(partition);
    }
  }

  private async handle(batch: PartitionBatch, control: BatchControl): Promise<void> {
    if (batch.records.length === 0) return;
    for (;;) {
      const state = await this.state(batch.partition);
      const first = batch.records[0].offset;
      const last = batch.records[batch.records.length - 1].offset;
      if (first > state.next && !state.sought) {
        // the bus reads from its own idea of the partition's position (the group's offset at the
        // broker, which may be ahead of this version's): read from ours instead
        state.sought = true;
        control.seek(state.next);
        return;
      }
      if (last < state.next) {
        // all handled already (a redelivery): go straight to the first record not handled
        if (last + 1 < state.next) control.seek(state.next);
        return;
      }
      const outcome = await this.commit(
        state,
        batch.records.filter((record) => record.offset >= state.next),
      );
      if (outcome === 'done') return;
    }
  }

  /** Applies the records not applied yet; 'again' when the state had to be re-read first. */
  private async commit(state: PartitionState, records: DeliveredRecord[]): Promise<'done' | 'again'> {
    const { namespace, keysOf, project, redis } = this.options;
    const floor = this.floors.get(state.version) ?? 0;
    const keys = keysOf(namespace, state.version);
    const writes = new BatchWriter();
    let position = state.position;
    let applied = 0;
    for (const record of records) {
      const event = eventOfRecord(record);
      if (event.position > Math.max(floor, position)) {
        project(writes, keys, event);
        applied++;
      }
      position = Math.max(position, event.position);
    }
    const nextOffset = records[records.length - 1].offset + 1;
    const partition = records[0].partition;
    const outcome = await commitPartition(redis, {
      namespace,
      version: state.version,
      versionKeys: keys,
      keys: state.keys,
      partition,
      expectedOffset: state.stored,
      nextOffset,
      position,
      commands: writes.commands(),
    });
    switch (outcome.kind) {
      case 'ok':
        Object.assign(state, { stored: nextOffset, next: nextOffset, position });
        this.options.onCommitted?.(partition, { offset: nextOffset, position, applied });
        return 'done';
      case 'moved':
        // another member wrote this partition meanwhile: re-read, and apply only what it did not
        this.options.onMoved?.(partition);
        this.partitions.delete(partition);
        this.partitions.set(partition, { ...(await this.load(partition, state.version)), sought: state.sought });
        return 'again';
      case 'version':
        this.version = outcome.version;
        this.partitions.clear();
        return 'again';
      case 'not-ready':
        this.floors.delete(state.version);
        this.partitions.clear();
        return 'again';
    }
  }

  /** The partition's state in the live version, read from Redis the first time (waiting for the version to be ready). */
  private async state(partition: number): Promise<PartitionState> {
    const known = this.partitions.get(partition);
    if (known && known.version === this.version) return known;
    const version = await this.readyVersion();
    const state = await this.load(partition, version);
    this.partitions.set(partition, state);
    return state;
  }

  private async load(partition: number, version: string): Promise<PartitionState> {
    const keys = busConsumerKeys(this.options.keysOf(this.options.namespace, version), this.options.name, this.options.topic);
    const { offset, position } = await readPartition(this.options.redis, keys, partition);
    return { version, keys, stored: offset, next: offset ?? 0, position, sought: false };
  }

  /**
   * The live version once it has a checkpoint and this read model's floor (its floor cached).
   * @throws NotReadyError after `readyWaitMs` without.
   */
  private async readyVersion(): Promise<string> {
    const { redis, namespace, keysOf, name, topic } = this.options;
    const deadline = Date.now() + (this.options.readyWaitMs ?? 5000);
    for (;;) {
      const version = await redis.get(currentVersionKey(namespace));
      if (version !== null) {
        if (this.floors.has(version)) return (this.version = version);
        const versionKeys = keysOf(namespace, version);
        const [checkpoint, floor] = await redis.mget(versionKeys.checkpoint, busConsumerKeys(versionKeys, name, topic).floor);
        if (checkpoint !== null && floor !== null) {
          this.floors.set(version, Number(floor));
          return (this.version = version);
        }
      }
      if (Date.now() >= deadline) throw new NotReadyError(`the read models of ${namespace} are not ready for ${name} from the bus`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
