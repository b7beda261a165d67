import { versionKeys } from '@arena/read-models';
import { describeBusContract } from './bus-contract';
import type { BusConsumer } from './message-bus';
import { busConsumerKeys } from './partition-commit';
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

/** A scenario of its own over the in-memory bus. */
function memoryScenario(partitions: number): Promise<{ bus: InMemoryBus; scenario: BusScenario }> {
  const bus = new InMemoryBus({ partitions, maxBatch: 5 });
  const topic = `bustest.memory.own.${++topics}`;
  const crash = (consumer: BusConsumer) => Promise.resolve(bus.crash(consumer));
  return BusScenario.open(() =>
    Promise.resolve({ bus, topic, partitions, crash, settle: () => bus.settle(), cleanup: () => bus.close() }),
  ).then((scenario) => ({ bus, scenario }));
}

describe('InMemoryBus: a consumer of a version not handed over yet', () => {
  it('applies nothing until the projector marks where the version stands, then everything once', async () => {
    const { scenario } = await memoryScenario(4);
    try {
      await scenario.redis.del(busConsumerKeys(versionKeys(scenario.namespace, 'v1'), 'effects', scenario.target.topic).floor);
      await scenario.append(4, 5);
      await scenario.member();
      scenario.relay();
      await waitFor('the relay at the head', async () => (await scenario.relayCheckpoint()) === (await scenario.store.headPosition()));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await scenario.applied()).toBe(0);
      await scenario.redis.set(busConsumerKeys(versionKeys(scenario.namespace, 'v1'), 'effects', scenario.target.topic).floor, 0);
      await scenario.waitForEffects();
      const { effects } = await scenario.readModel();
      expect(Object.values(effects)).toEqual(Array.from({ length: 20 }, () => '1'));
    } finally {
      await scenario.close();
    }
  });
});

describe('InMemoryBus: a crashed member with a batch in hand', () => {
  it('has its commit refused once its partition went to another member, which applied the batch', async () => {
    const { bus, scenario } = await memoryScenario(1);
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
