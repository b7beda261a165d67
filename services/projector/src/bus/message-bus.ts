/**
 * The integration bus port (docs/architecture.md, "Integration bus"): a partitioned, replicated log
 * of records, Kafka's model. Records of one key go to one partition and keep their order there;
 * records of different keys may be delivered in any interleaving. Delivery is at least once: a
 * consumer deduplicates (see `PartitionedConsumer`). Adapters: `KafkaBus` (kafkajs) and, for
 * tests, `InMemoryBus` (testing/), which injects the faults a real broker can produce.
 */

/** A record to publish: the key picks its partition (the relay uses the stream id). */
export interface BusRecord {
  key: string;
  /** The payload, text (the relay's is the stored event as JSON). */
  value: string;
  /** Small text fields a consumer reads without parsing the value (`EVENT_HEADERS`). */
  headers: Record<string, string>;
}

/** A record as a consumer receives it. */
export interface DeliveredRecord extends BusRecord {
  partition: number;
  /**
   * Its place in its partition: grows by at least 1 from one record to the next (a gap is a
   * record removed by retention or compaction, or a broker's control record).
   */
  offset: number;
}

/** Records of one partition, in offset order. */
export interface PartitionBatch {
  topic: string;
  partition: number;
  records: DeliveredRecord[];
}

/** What a batch handler can ask of the bus about the partition in hand. */
export interface BatchControl {
  /**
   * Moves the partition's read position: the batch in hand counts as not handled, and the next
   * batch of this partition starts at `offset`, or at the first record after it when none is
   * stored there (below the oldest record kept: the oldest).
   */
  seek(offset: number): void;
}

/** How one member of a consumer group reads a topic. */
export interface ConsumerGroupOptions {
  /** The consumer group: its members share the topic's partitions, each owned by one member at a time. */
  groupId: string;
  topic: string;
  /**
   * Handles one batch. Batches of one partition are handed over one at a time, in offset order.
   * Resolving marks the batch handled: the bus reads on after it (a crash before the bus has
   * recorded that may deliver it again). Throwing, the batch is delivered again after a pause.
   * During a rebalance a batch may still be in hand while its partition is already delivered to
   * another member: the handler's own writes must be atomic and conditional (see `PartitionedConsumer`).
   */
  handle(batch: PartitionBatch, control: BatchControl): Promise<void>;
  /** Partitions given to this member, before any of their batches. */
  onAssigned?(partitions: number[]): void;
  /** Partitions taken from this member (possibly already delivered to another). */
  onRevoked?(partitions: number[]): void;
}

/** A running member of a consumer group. */
export interface BusConsumer {
  /** Leaves the group once the batch in hand is handled; its partitions go to the other members. Idempotent. */
  stop(): Promise<void>;
}

export interface MessageBus {
  /**
   * Publishes records; resolves once the broker acknowledged every one of them (stored on every
   * in-sync replica). Rejects, or never settles, when it did not: the caller bounds the wait
   * (the relay's publish timeout) and must treat the records as not published, though some may
   * have been stored (publishing them again makes duplicates, never a loss).
   */
  publish(topic: string, records: readonly BusRecord[]): Promise<void>;
  /** Joins a consumer group; resolves once joined (its first assignment may come later). */
  subscribe(options: ConsumerGroupOptions): Promise<BusConsumer>;
  /** Stops every consumer and releases connections. */
  close(): Promise<void>;
}
