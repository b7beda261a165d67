import { describeBusContract } from './bus-contract';
import { KafkaBus } from './kafka-bus';

const brokers = process.env.KAFKA_BROKERS;
const SKIPPED = 'Kafka bus contract skipped: KAFKA_BROKERS is not set (no Kafka broker on this machine)';
const PARTITIONS = 4;

let topics = 0;

function contract(brokerList: string): void {
  describeBusContract('KafkaBus', async () => {
    const bus = new KafkaBus({ brokers: brokerList.split(','), clientId: `arena-bustest-${process.pid}` });
    const topic = `bustest.${process.pid}.${Date.now()}.${++topics}`;
    await bus.ensureTopic(topic, PARTITIONS);
    return {
      bus,
      topic,
      partitions: PARTITIONS,
      // a kafkajs member cannot be killed inside this process: it leaves, its handler failing from then on
      crash: (consumer) => consumer.stop(),
      settle: () => Promise.resolve(),
      cleanup: async () => {
        await bus.close();
        await bus.deleteTopic(topic);
      },
    };
  });
}

if (brokers) {
  contract(brokers);
} else {
  // Not console.warn: jest drops the console output of a test file whose tests are all skipped.
  process.stderr.write(`${SKIPPED}\n`);
  // Registered, so every contract test is reported as skipped rather than silently absent.
  describe.skip(SKIPPED, () => contract('localhost:9092'));
}
