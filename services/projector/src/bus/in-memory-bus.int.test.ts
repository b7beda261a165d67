import { describeBusContract } from './bus-contract';
import { BusScenario, waitFor } from './testing/bus-harness';
import { InMemoryBus } from './testing/in-memory-bus';

let topics = 0;

// the in-memory broker with its faults (see InMemoryBus), the relay and the consumers over the real Redis
describeBusContract('InMemoryBus', () => {
  const bus = new InMemoryBus({ partitions: 4, maxBatch: 5, seed: ++topics });
  return Promise.resolve({
    bus,
    topic: `bustest.memory.${topics}`,
    partitions: bus.partitionCount,
    crash: (consumer) => Promise.resolve(bus.crash(consumer)),
    settle: () => bus.settle(),
    cleanup: () => bus.close(),
  });
});

describe('InMemoryBus: a crashed member with a batch in hand', () => {
  it('has its commit refused once its partition went to another member, which applied the batch', async () => {
    const bus = new InMemoryBus({ partitions: 1, maxBatch: 5 });
    const scenario = await BusScenario.open(() =>
      Promise.resolve({
        bus,
        topic: 'bustest.memory.zombie',
        partitions: 1,
        crash: (consumer) => Promise.resolve(bus.crash(consumer)),
        settle: () => bus.settle(),
        cleanup: () => bus.close(),
      }),
    );
    try {
      await scenario.append(4, 5);
      let release!: () => void;
      const crashed = await scenario.member({ holdCommits: new Promise<void>((resolve) => (release = resolve)) });
      scenario.relay();
      await waitFor('a batch in hand', () => crashed.holding > 0);
      bus.crash(crashed.consumer.busConsumer!);
      const heir = await scenario.member();
      await scenario.waitForEffects();
      release();
      await bus.settle();

      expect(crashed.refused).toBe(1);
      expect(crashed.commits).toBe(0);
      expect(heir.commits).toBeGreaterThan(0);
      const { effects } = await scenario.readModel();
      expect(Object.values(effects)).toEqual(Object.values(effects).map(() => '1'));
      expect(Object.keys(effects)).toHaveLength(20);
    } finally {
      await scenario.close();
    }
  });
});
