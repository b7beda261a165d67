/**
 * The integration bus's contract suite against Kafka through the kafkajs adapter: the brokers at
 * KAFKA_BROKERS, else a broker that testcontainers starts when a container engine answers;
 * skipped otherwise, saying why. Each run of the contract gets a topic of its own.
 */
import { describeBusContract } from '../../services/projector/src/bus/bus-contract';
import { KafkaBus } from '../../services/projector/src/bus/kafka-bus';
import { describeWithService, KAFKA } from '../support/containers';

const PARTITIONS = 4;
let topics = 0;

describeWithService(KAFKA, 'Kafka bus contract', (brokers) => {
  describeBusContract('KafkaBus', async () => {
    const bus = new KafkaBus({ brokers: brokers().split(','), clientId: `arena-bustest-${process.pid}` });
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
});
