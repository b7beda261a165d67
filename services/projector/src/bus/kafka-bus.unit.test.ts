import type { ConsumerRunConfig, EachBatchPayload, ProducerConfig, ProducerRecord } from 'kafkajs';
import { KafkaBus, type KafkaClient } from './kafka-bus';
import type { PartitionBatch } from './message-bus';

/** A stand-in of the kafkajs client: records what the bus asks of it, and lets the test play the broker's part. */
function standIn() {
  const sent: ProducerRecord[] = [];
  const producerConfigs: ProducerConfig[] = [];
  const listeners = new Map<string, (event: unknown) => void>();
  const seeks: unknown[] = [];
  let run: ConsumerRunConfig | null = null;
  const producer = {
    connect: () => Promise.resolve(),
    send: (record: ProducerRecord) => Promise.resolve(void sent.push(record)),
    disconnect: () => Promise.resolve(),
  };
  const consumer = {
    events: { GROUP_JOIN: 'consumer.group_join', CRASH: 'consumer.crash' },
    on: (event: string, listener: (event: unknown) => void) => void listeners.set(event, listener),
    connect: () => Promise.resolve(),
    subscribe: () => Promise.resolve(),
    run: (config: ConsumerRunConfig) => Promise.resolve(void (run = config)),
    seek: (offset: unknown) => void seeks.push(offset),
    disconnect: () => Promise.resolve(),
  };
  const client = {
    producer: (config: ProducerConfig) => {
      producerConfigs.push(config);
      return producer;
    },
    consumer: () => consumer,
    admin: () => {
      throw new Error('no admin in these tests');
    },
  } as unknown as KafkaClient;
  const batch = async (messages: { offset: string; key: string; value: string; headers: Record<string, string> }[], stale = false) => {
    const payload = {
      batch: {
        topic: 'arena.events',
        partition: 3,
        messages: messages.map((message) => ({
          ...message,
          key: Buffer.from(message.key),
          value: Buffer.from(message.value),
          headers: Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, Buffer.from(value)])),
        })),
        lastOffset: () => messages[messages.length - 1].offset,
      },
      isStale: () => stale,
      isRunning: () => true,
      resolveOffset: jest.fn(),
      heartbeat: jest.fn(() => Promise.resolve()),
    };
    await run!.eachBatch!(payload as unknown as EachBatchPayload);
    return payload;
  };
  return { client, sent, producerConfigs, listeners, seeks, batch, runConfig: () => run };
}

describe('KafkaBus over kafkajs', () => {
  it('publishes with an idempotent producer, one request in flight, acknowledged by every in-sync replica', async () => {
    const kafka = standIn();
    const bus = new KafkaBus({ brokers: ['kafka:9092'], clientId: 'test', client: kafka.client });
    await bus.publish('arena.events', [{ key: 'player-1', value: '{"n":1}', headers: { position: '7' } }]);
    expect(kafka.producerConfigs).toMatchObject([{ idempotent: true, maxInFlightRequests: 1 }]);
    expect(kafka.sent).toEqual([
      { topic: 'arena.events', acks: -1, messages: [{ key: 'player-1', value: '{"n":1}', headers: { position: '7' } }] },
    ]);
    await bus.close();
  });

  it('hands batches over as text with numeric offsets, and resolves a batch only once handled', async () => {
    const kafka = standIn();
    const bus = new KafkaBus({ brokers: ['kafka:9092'], clientId: 'test', client: kafka.client });
    const handled: PartitionBatch[] = [];
    await bus.subscribe({ groupId: 'g', topic: 'arena.events', handle: (batch) => Promise.resolve(void handled.push(batch)) });
    expect(kafka.runConfig()).toMatchObject({ eachBatchAutoResolve: false, autoCommit: true, partitionsConsumedConcurrently: 1 });

    const payload = await kafka.batch([{ offset: '41', key: 'player-1', value: '{}', headers: { position: '9' } }]);
    expect(handled).toEqual([
      {
        topic: 'arena.events',
        partition: 3,
        records: [{ partition: 3, offset: 41, key: 'player-1', value: '{}', headers: { position: '9' } }],
      },
    ]);
    expect(payload.resolveOffset).toHaveBeenCalledWith('41');
    await bus.close();
  });

  it('skips a batch fetched before a seek took effect, and seeks instead of resolving when the handler asks', async () => {
    const kafka = standIn();
    const bus = new KafkaBus({ brokers: ['kafka:9092'], clientId: 'test', client: kafka.client });
    let calls = 0;
    await bus.subscribe({
      groupId: 'g',
      topic: 'arena.events',
      handle: (_batch, control) => {
        calls++;
        control.seek(12);
        return Promise.resolve();
      },
    });
    const stale = await kafka.batch([{ offset: '50', key: 'k', value: '{}', headers: {} }], true);
    expect(calls).toBe(0);
    expect(stale.resolveOffset).not.toHaveBeenCalled();

    const sought = await kafka.batch([{ offset: '50', key: 'k', value: '{}', headers: {} }]);
    expect(calls).toBe(1);
    expect(sought.resolveOffset).not.toHaveBeenCalled();
    expect(kafka.seeks).toEqual([{ topic: 'arena.events', partition: 3, offset: '12' }]);
    await bus.close();
  });

  it('tells the member which partitions came and went at each join, and that all went when it crashed or stopped', async () => {
    const kafka = standIn();
    const bus = new KafkaBus({ brokers: ['kafka:9092'], clientId: 'test', client: kafka.client });
    const changes: string[] = [];
    const consumer = await bus.subscribe({
      groupId: 'g',
      topic: 'arena.events',
      handle: () => Promise.resolve(),
      onAssigned: (partitions) => changes.push(`+${partitions.join(',')}`),
      onRevoked: (partitions) => changes.push(`-${partitions.join(',')}`),
    });
    const join = (partitions: number[]) =>
      kafka.listeners.get('consumer.group_join')!({ payload: { memberAssignment: { 'arena.events': partitions } } });
    join([0, 1]);
    join([1, 2]);
    kafka.listeners.get('consumer.crash')!({ payload: {} });
    join([2]);
    await consumer.stop();
    expect(changes).toEqual(['+0,1', '-0', '+2', '-1,2', '+2', '-2']);
    await bus.close();
  });
});
