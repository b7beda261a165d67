import type { BusConsumer, BusRecord, ConsumerGroupOptions, DeliveredRecord, MessageBus } from '../message-bus';

export interface InMemoryBusOptions {
  /** Partitions of every topic (default 4). */
  partitions?: number;
  /** Largest batch handed over; each batch takes a random size up to it (default 5). */
  maxBatch?: number;
  /** Seed of the random batch sizes and interleaving, so a failing run can be replayed (default 1). */
  seed?: number;
  /** Pause before a batch whose handler threw is delivered again, ms (default 10). */
  redeliveryDelayMs?: number;
}

interface Group {
  members: Member[];
  /** Per partition, the offset the group resumes from: recorded every other handled batch, so it lags (a crash redelivers). */
  committed: Map<number, number>;
}

/**
 * A `MessageBus` in memory that behaves as a broker may, for the bus's contract suite:
 * - records are partitioned by a hash of their key and keep their order within a partition;
 * - every member reads its partitions on its own, in batches of random sizes with random pauses
 *   between them, so the records of different keys are handed over in ever different interleavings;
 * - the group's resumption offset is recorded every other batch only, so a partition that changes
 *   hands is partly delivered again;
 * - a member that joins takes partitions over at once: a batch another member is still handling
 *   is delivered to the new owner too (a rebalance mid-batch), and the old owner learns it only
 *   from `onRevoked`;
 * - `crash(consumer)` removes a member without waiting for the batch in its hands, which goes on
 *   (a process that died between two writes) while its partitions go to the others.
 * Faults of publishing (duplicates, late or missing acknowledgements) are `FaultyBus`'s.
 */
export class InMemoryBus implements MessageBus {
  private readonly topics = new Map<string, DeliveredRecord[][]>();
  private readonly groups = new Map<string, Group>();
  private readonly waiters = new Set<() => void>();
  private readonly handling = new Set<Promise<void>>();
  private random: () => number;

  constructor(private readonly options: InMemoryBusOptions = {}) {
    this.random = mulberry32(options.seed ?? 1);
  }

  /** Partitions of every topic. */
  get partitionCount(): number {
    return this.options.partitions ?? 4;
  }

  /** Every record stored in `topic`, by partition. */
  records(topic: string): DeliveredRecord[][] {
    return this.log(topic).map((partition) => [...partition]);
  }

  /** Stores the records and acknowledges at once. */
  publish(topic: string, records: readonly BusRecord[]): Promise<void> {
    const log = this.log(topic);
    for (const record of records) {
      const partition = partitionOf(record.key, log.length);
      log[partition].push({ ...record, headers: { ...record.headers }, partition, offset: log[partition].length });
    }
    this.wake();
    return Promise.resolve();
  }

  /** Joins the group: partitions are dealt again at once among its members, in the order they joined. */
  subscribe(options: ConsumerGroupOptions): Promise<BusConsumer> {
    const group = this.group(options.groupId, options.topic);
    const member = new Member(this, options);
    group.members.push(member);
    this.deal(options);
    return Promise.resolve(member);
  }

  /** Removes a member at once, as a process that died: its batch in hand goes on, its partitions go to the others. */
  crash(consumer: BusConsumer): void {
    if (!(consumer instanceof Member)) throw new TypeError('not a consumer of this bus');
    consumer.leave();
  }

  /** Waits until no handler runs, the crashed members' included. */
  async settle(): Promise<void> {
    while (this.handling.size > 0) await Promise.allSettled([...this.handling]);
  }

  /** Stops every member. */
  async close(): Promise<void> {
    for (const group of this.groups.values()) await Promise.all(group.members.map((member) => member.stop()));
    await this.settle();
  }

  /** @internal the members' side */
  log(topic: string): DeliveredRecord[][] {
    let log = this.topics.get(topic);
    if (!log) this.topics.set(topic, (log = Array.from({ length: this.partitionCount }, () => [])));
    return log;
  }

  /** @internal */
  group(groupId: string, topic: string): Group {
    const id = `${groupId}\n${topic}`;
    let group = this.groups.get(id);
    if (!group) this.groups.set(id, (group = { members: [], committed: new Map() }));
    return group;
  }

  /** @internal deals the topic's partitions round robin among the group's members, moving the ones that change hands. */
  deal({ groupId, topic }: Pick<ConsumerGroupOptions, 'groupId' | 'topic'>): void {
    const group = this.group(groupId, topic);
    const owners = new Map<number, Member>();
    for (let partition = 0; group.members.length > 0 && partition < this.partitionCount; partition++)
      owners.set(partition, group.members[partition % group.members.length]);
    for (const member of group.members) member.keep([...owners].filter(([, owner]) => owner === member).map(([partition]) => partition));
    for (const member of group.members)
      member.take(
        [...owners].filter(([, owner]) => owner === member).map(([partition]) => partition),
        (partition) => group.committed.get(partition) ?? 0,
      );
  }

  /** @internal */
  batchSize(): number {
    return 1 + Math.floor(this.random() * (this.options.maxBatch ?? 5));
  }

  /** @internal a pause of 0 to 2 ms, so the partitions' deliveries interleave differently each time */
  pause(): Promise<void> {
    const ms = Math.floor(this.random() * 3);
    return new Promise((resolve) => (ms === 0 ? setImmediate(resolve) : setTimeout(resolve, ms)));
  }

  /** @internal */
  get redeliveryDelayMs(): number {
    return this.options.redeliveryDelayMs ?? 10;
  }

  /** @internal resolves when records were published (or at once when `stopped` says so) */
  waitForRecords(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.waiters.delete(done);
        resolve();
      };
      this.waiters.add(done);
    });
  }

  /** @internal wakes every waiting member */
  wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  /** @internal */
  track(handling: Promise<void>): void {
    this.handling.add(handling);
    void handling.catch(() => undefined).finally(() => this.handling.delete(handling));
  }
}

/** One member: a delivery loop per partition it owns. */
class Member implements BusConsumer {
  /** Owned partitions and the generation of their ownership (a loop ends when its generation is past). */
  private readonly owned = new Map<number, number>();
  private generation = 0;
  private left = false;
  private readonly inHand = new Set<Promise<void>>();

  constructor(
    private readonly bus: InMemoryBus,
    private readonly options: ConsumerGroupOptions,
  ) {}

  /** Revokes every owned partition not in `partitions`. */
  keep(partitions: readonly number[]): void {
    const revoked = [...this.owned.keys()].filter((partition) => !partitions.includes(partition));
    for (const partition of revoked) this.owned.delete(partition);
    if (revoked.length > 0) this.options.onRevoked?.(revoked);
  }

  /** Takes the partitions of `partitions` it does not own yet, each read from `from(partition)`. */
  take(partitions: readonly number[], from: (partition: number) => number): void {
    const added = partitions.filter((partition) => !this.owned.has(partition));
    if (added.length === 0) return;
    for (const partition of added) this.owned.set(partition, ++this.generation);
    this.options.onAssigned?.(added);
    for (const partition of added) void this.deliver(partition, this.owned.get(partition)!, from(partition));
  }

  /** Leaves the group at once (a crash when called directly). */
  leave(): void {
    if (this.left) return;
    this.left = true;
    const group = this.bus.group(this.options.groupId, this.options.topic);
    group.members.splice(group.members.indexOf(this), 1);
    this.keep([]);
    this.bus.deal(this.options);
    this.bus.wake();
  }

  /** Leaves the group once the batches in hand are handled (at once after a crash). */
  async stop(): Promise<void> {
    if (this.left) return;
    const inHand = [...this.inHand];
    this.leave();
    await Promise.allSettled(inHand);
  }

  private owns(partition: number, generation: number): boolean {
    return !this.left && this.owned.get(partition) === generation;
  }

  private async deliver(partition: number, generation: number, from: number): Promise<void> {
    const group = this.bus.group(this.options.groupId, this.options.topic);
    let offset = from;
    let handled = 0;
    while (this.owns(partition, generation)) {
      const stored = this.bus.log(this.options.topic)[partition];
      if (offset >= stored.length) {
        await this.bus.waitForRecords();
        continue;
      }
      await this.bus.pause();
      if (!this.owns(partition, generation)) return;
      const records = stored.slice(offset, offset + this.bus.batchSize()).map((record) => ({ ...record, headers: { ...record.headers } }));
      let sought: number | null = null;
      const handling = this.options.handle({ topic: this.options.topic, partition, records }, { seek: (to) => (sought = to) });
      this.bus.track(handling);
      this.inHand.add(handling);
      try {
        await handling;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, this.bus.redeliveryDelayMs));
        continue;
      } finally {
        this.inHand.delete(handling);
      }
      if (!this.owns(partition, generation)) return;
      offset = sought ?? records[records.length - 1].offset + 1;
      if (sought !== null || ++handled % 2 === 0) group.committed.set(partition, offset);
    }
  }
}

/** The partition of a key: FNV-1a of its UTF-16 code units, modulo the partitions. */
function partitionOf(key: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % partitions;
}

/** A small seeded generator of numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
