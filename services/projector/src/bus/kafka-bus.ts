import { type Consumer, type IHeaders, Kafka, type KafkaMessage, logLevel, Partitioners, type Producer } from 'kafkajs';
import type { BusConsumer, BusRecord, ConsumerGroupOptions, DeliveredRecord, MessageBus } from './message-bus';

export interface KafkaBusOptions {
  /** `host:port` of one or more brokers (the client finds the rest). */
  brokers: readonly string[];
  clientId: string;
  /** kafkajs's own log lines go here (its warnings and errors only). */
  log?: (level: 'error' | 'warn', message: string, extra: Record<string, unknown>) => void;
  /** A client made elsewhere instead of one for `brokers` (tests hand a stand-in). */
  client?: KafkaClient;
}

/** The part of a kafkajs client the bus uses. */
export type KafkaClient = Pick<Kafka, 'producer' | 'consumer' | 'admin'>;

/**
 * The `MessageBus` over Kafka with kafkajs (pure JavaScript). Its producer is idempotent (the
 * broker drops a retried batch it already stored, and keeps each partition's order across
 * retries: acks from every in-sync replica, one request in flight per connection). Its consumers
 * use kafkajs's consumer groups; a batch is resolved (and the group's offset committed at the
 * broker, kafkajs's auto-commit) only once the handler resolved, and a `seek` from the handler
 * holds the partition's batches fetched before it (kafkajs marks them stale) until it took effect.
 * The group's offsets at the broker serve monitoring and a first guess: a `PartitionedConsumer`
 * keeps its own in Redis, atomic with its writes.
 */
export class KafkaBus implements MessageBus {
  private readonly kafka: KafkaClient;
  private producer: Promise<Producer> | null = null;
  private readonly consumers = new Set<KafkaConsumer>();

  constructor(private readonly options: KafkaBusOptions) {
    this.kafka =
      options.client ??
      new Kafka({
        clientId: options.clientId,
        brokers: [...options.brokers],
        logLevel: logLevel.WARN,
        logCreator:
          () =>
          ({ level, log }) => {
            const { message, ...extra } = log;
            options.log?.(level === logLevel.ERROR ? 'error' : 'warn', String(message), extra);
          },
      });
  }

  /**
   * Creates `topic` with `partitions` partitions (the brokers' default replication) unless it exists.
   * @throws the client's error when no broker answers or the creation is refused.
   */
  async ensureTopic(topic: string, partitions: number): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      if ((await admin.listTopics()).includes(topic)) return;
      await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: partitions }] });
    } finally {
      await admin.disconnect();
    }
  }

  /** Deletes `topic` and its records (tests' topics). */
  async deleteTopic(topic: string): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      await admin.deleteTopics({ topics: [topic] });
    } finally {
      await admin.disconnect();
    }
  }

  /** See `MessageBus.publish`: resolves once every in-sync replica stored every record (`acks: -1`). */
  async publish(topic: string, records: readonly BusRecord[]): Promise<void> {
    if (records.length === 0) return;
    const producer = await this.connectProducer();
    await producer.send({
      topic,
      acks: -1,
      messages: records.map(({ key, value, headers }) => ({ key, value, headers })),
    });
  }

  /** See `MessageBus.subscribe`: a kafkajs consumer of the group, reading from the oldest record when the group has no offset. */
  async subscribe(options: ConsumerGroupOptions): Promise<BusConsumer> {
    const consumer = new KafkaConsumer(this.kafka.consumer({ groupId: options.groupId }), options, () => this.consumers.delete(consumer));
    this.consumers.add(consumer);
    try {
      await consumer.start();
    } catch (error) {
      await consumer.stop().catch(() => undefined);
      throw error;
    }
    return consumer;
  }

  /** Stops every consumer and disconnects the producer. */
  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((consumer) => consumer.stop()));
    const producer = this.producer;
    this.producer = null;
    if (producer) await (await producer.catch(() => null))?.disconnect();
  }

  private connectProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      // the Java client's partitioner (murmur2 of the key): other clients place a stream's records alike
      const producer = this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      await producer.connect();
      return producer;
    })().catch((error: unknown) => {
      this.producer = null;
      throw error;
    });
    return this.producer;
  }
}

/** One member of a consumer group. */
class KafkaConsumer implements BusConsumer {
  private assigned = new Set<number>();
  private stopping: Promise<void> | null = null;

  constructor(
    private readonly consumer: Consumer,
    private readonly options: ConsumerGroupOptions,
    private readonly onStopped: () => void,
  ) {}

  async start(): Promise<void> {
    const { consumer, options } = this;
    consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => this.assign(payload.memberAssignment[options.topic] ?? []));
    consumer.on(consumer.events.CRASH, () => this.assign([]));
    await consumer.connect();
    await consumer.subscribe({ topic: options.topic, fromBeginning: true });
    await consumer.run({
      eachBatchAutoResolve: false,
      autoCommit: true,
      partitionsConsumedConcurrently: 1,
      eachBatch: async (payload) => {
        const { batch } = payload;
        // fetched before a seek of this partition took effect: not where the handler asked to read
        if (!payload.isRunning() || payload.isStale() || batch.messages.length === 0) return;
        let sought: number | null = null;
        await options.handle(
          { topic: batch.topic, partition: batch.partition, records: batch.messages.map((message) => delivered(batch.partition, message)) },
          { seek: (offset) => (sought = offset) },
        );
        if (sought === null) payload.resolveOffset(batch.lastOffset());
        else consumer.seek({ topic: batch.topic, partition: batch.partition, offset: String(sought) });
        await payload.heartbeat();
      },
    });
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      try {
        await this.consumer.disconnect();
      } finally {
        this.assign([]);
        this.onStopped();
      }
    })();
    return this.stopping;
  }

  /** Tells the handler which partitions came and went since the last assignment. */
  private assign(partitions: readonly number[]) {
    const next = new Set(partitions);
    const revoked = [...this.assigned].filter((partition) => !next.has(partition));
    const added = [...next].filter((partition) => !this.assigned.has(partition));
    this.assigned = next;
    if (revoked.length > 0) this.options.onRevoked?.(revoked);
    if (added.length > 0) this.options.onAssigned?.(added);
  }
}

function delivered(partition: number, message: KafkaMessage): DeliveredRecord {
  return {
    partition,
    offset: Number(message.offset),
    key: message.key?.toString('utf8') ?? '',
    value: message.value?.toString('utf8') ?? '',
    headers: textHeaders(message.headers),
  };
}

function textHeaders(headers: IHeaders | undefined): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) text[name] = first.toString();
  }
  return text;
}
