/**
 * The integration bus's contract suite: what every `MessageBus` adapter, with the relay and a
 * `PartitionedConsumer`, must give under the faults a broker and its clients produce. Test-only: it
 * registers jest tests, so the service's index does not export it; runners import it by path.
 * Each scenario uses a fresh topic, consumer group and Redis namespace (`bustest:...`).
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { EVENT_HEADERS } from './event-records';
import { LeaseLostError, PublishTimeoutError } from './event-relay';
import type { DeliveredRecord } from './message-bus';
import { relayKeys } from './relay-lease';
import { BusScenario, type BusUnderTest, waitFor } from './testing/bus-harness';

/** The relays' lease in these tests, ms: short, so a takeover takes about a second. */
const LEASE_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers the suite for one bus.
 * @param name the bus's name in the tests' titles.
 * @param factory a bus with a fresh topic, for one test.
 */
export function describeBusContract(name: string, factory: () => Promise<BusUnderTest>): void {
  describe(`MessageBus contract: ${name}`, () => {
    let scenario: BusScenario;

    beforeEach(async () => {
      scenario = await BusScenario.open(factory);
    });
    afterEach(async () => {
      await scenario.close();
    });

    /** Every event applied once, each stream's events in their order. */
    async function expectExactlyOncePerEvent(): Promise<void> {
      const total = await scenario.store.headPosition();
      const { effects, orders } = await scenario.readModel();
      expect(Object.keys(effects)).toHaveLength(total);
      expect(Object.entries(effects).filter(([, count]) => count !== '1')).toEqual([]);
      expect(orders).toEqual(await scenario.expectedOrders());
    }

    const checkpoint = () => scenario.relayCheckpoint();

    describe('records', () => {
      it("keys every event by its stream: one partition per stream, in revision order, with the event's headers", async () => {
        const events = await scenario.append(6, 5);
        const received: DeliveredRecord[] = [];
        const consumer = await scenario.target.bus.subscribe({
          groupId: `${scenario.groupId}-raw`,
          topic: scenario.target.topic,
          handle: (batch) => {
            received.push(...batch.records);
            return Promise.resolve();
          },
        });
        scenario.relay();
        await waitFor(
          'every record',
          () => new Set(received.map((record) => record.headers[EVENT_HEADERS.eventId])).size === events.length,
        );
        await consumer.stop();

        for (const event of events) {
          const record = received.find((candidate) => candidate.headers[EVENT_HEADERS.eventId] === event.id)!;
          expect(record.key).toBe(event.stream);
          expect(record.headers).toEqual({
            [EVENT_HEADERS.eventId]: event.id,
            [EVENT_HEADERS.type]: 'Tick',
            [EVENT_HEADERS.stream]: event.stream,
            [EVENT_HEADERS.revision]: String(event.revision),
            [EVENT_HEADERS.correlationId]: event.metadata.correlationId,
            [EVENT_HEADERS.position]: String(event.position),
          });
          expect(JSON.parse(record.value)).toMatchObject({ id: event.id, data: event.data, position: event.position });
        }
        const byStream = new Map<string, DeliveredRecord[]>();
        for (const record of received) byStream.set(record.key, [...(byStream.get(record.key) ?? []), record]);
        for (const records of byStream.values()) {
          expect(new Set(records.map((record) => record.partition)).size).toBe(1);
          const firsts = records.filter((record, i) => records.findIndex((other) => other.offset === record.offset) === i);
          expect(firsts.map((record) => Number(record.headers[EVENT_HEADERS.revision]))).toEqual([0, 1, 2, 3, 4]);
        }
      });
    });

    describe('exactly one effect per event in every consumer', () => {
      it('when every batch is stored twice', async () => {
        await scenario.append();
        await scenario.member();
        await scenario.member();
        scenario.relay().faulty.duplicate = true;
        await scenario.waitForEffects();
        await expectExactlyOncePerEvent();
      });

      it.each(['before-commit', 'after-commit'] as const)(
        'when a member crashes %s (its partitions delivered again to another)',
        async (point) => {
          await scenario.append();
          const crashing = await scenario.member({ crashAfter: { commits: 2, point } });
          scenario.relay();
          await waitFor('the crash', () => crashing.dead);
          await scenario.member();
          await scenario.waitForEffects();
          await expectExactlyOncePerEvent();
        },
      );

      it('when a rebalance takes a partition from a member with a batch in hand', async () => {
        await scenario.append();
        let release!: () => void;
        const first = await scenario.member({ holdCommits: new Promise<void>((resolve) => (release = resolve)) });
        scenario.relay();
        await waitFor('a batch in hand', () => first.holding > 0);
        const second = await scenario.member();
        // a broker that lets the rebalance wait for the batch in hand gives the second member nothing before it ends
        const until = Date.now() + 3_000;
        await waitFor('the second member at work', () => second.commits > 0 || Date.now() > until);
        release();
        await scenario.waitForEffects();
        await expectExactlyOncePerEvent();
      });

      it('when K members share the partitions, each owning some', async () => {
        await scenario.append();
        const members = [await scenario.member(), await scenario.member(), await scenario.member()];
        await waitFor('every partition owned', () => {
          const held = members.map((member) => member.consumer.partitionsHeld);
          return held.every((partitions) => partitions.length > 0) && new Set(held.flat()).size === scenario.target.partitions;
        });
        scenario.relay();
        await scenario.waitForEffects();
        expect(members.map((member) => member.commits > 0)).toEqual([true, true, true]);
        await expectExactlyOncePerEvent();
      });

      it('in a new read-model version (a rebuild), from its floor on', async () => {
        const before = await scenario.append(6, 5);
        await scenario.member();
        await scenario.member();
        scenario.relay();
        await scenario.waitForEffects();
        // a rebuild made v2 up to the 20th event; the consumers, well past it in v1, go back for the rest
        await scenario.rebuildTo('v2', before[19].position);
        await scenario.append(6, 5);
        await scenario.waitForEffects();
        await expectExactlyOncePerEvent();
      });

      it('when acknowledgements are lost and the relay publishes the batch again', async () => {
        await scenario.append();
        await scenario.member();
        const { faulty } = scenario.relay({ leaseMs: LEASE_MS, publishTimeoutMs: 200 });
        faulty.ack = 'lost-ack';
        await waitFor('two publishes', () => faulty.attempts.length >= 2);
        faulty.ack = 'ack';
        await scenario.waitForEffects();
        await expectExactlyOncePerEvent();
      });
    });

    describe('the relay', () => {
      it('does not move its checkpoint before the broker acknowledged (acks held)', async () => {
        const events = await scenario.append(4, 5);
        const { faulty, relay } = scenario.relay();
        const release = faulty.holdAcks();
        await waitFor('a publish in flight', () => faulty.inFlight > 0);
        await sleep(200);
        expect(await checkpoint()).toBe(0);
        expect(relay.checkpoint).toBe(0);
        release();
        await waitFor('the checkpoint at the head', async () => (await checkpoint()) === events[events.length - 1].position);
      });

      it('keeps its checkpoint while the broker never answers, and publishes from it once it does', async () => {
        const events = await scenario.append(4, 5);
        const { faulty, errors } = scenario.relay({ leaseMs: LEASE_MS, publishTimeoutMs: 150 });
        faulty.ack = 'lost-request';
        await waitFor('three publishes', () => faulty.attempts.length >= 3);
        expect(await checkpoint()).toBe(0);
        expect(errors.length).toBeGreaterThanOrEqual(2);
        expect(errors.every((error) => error instanceof PublishTimeoutError)).toBe(true);
        // every attempt starts again from the checkpoint
        expect(faulty.attempts.map((attempt) => attempt.positions[0])).toEqual(faulty.attempts.map(() => events[0].position));
        faulty.ack = 'ack';
        await waitFor('the checkpoint at the head', async () => (await checkpoint()) === events[events.length - 1].position);
      });

      it('publishes a batch of large events in parts a broker accepts, in order', async () => {
        const padding = 'x'.repeat(100_000);
        for (let revision = 0; revision < 6; revision++) {
          const event = { id: randomUUID(), type: 'Large', data: { padding }, metadata: { decidedAt: new Date().toISOString() } };
          await scenario.store.append('bustest-large', [event], revision === 0 ? 'no_stream' : revision - 1);
        }
        const head = await scenario.store.headPosition();
        const { faulty } = scenario.relay();
        await waitFor('the checkpoint at the head', async () => (await checkpoint()) === head);
        expect(faulty.attempts.map((attempt) => attempt.positions.length)).toEqual([2, 2, 2]);
        expect(faulty.attempts.flatMap((attempt) => attempt.positions)).toEqual([head - 5, head - 4, head - 3, head - 2, head - 1, head]);
      });

      it('publishes again from its last acknowledged position after a crash', async () => {
        const before = await scenario.append(6, 5);
        const first = scenario.relay({ leaseMs: LEASE_MS });
        const acknowledged = before[before.length - 1].position;
        await waitFor('the first events acknowledged', async () => (await checkpoint()) === acknowledged);
        // the broker goes silent while the relay publishes what follows; then the process dies, cut off from Redis too
        first.faulty.ack = 'lost-request';
        const events = await scenario.append(6, 5);
        await waitFor('a batch in flight', () => first.faulty.attempts.some((attempt) => attempt.positions[0] > acknowledged));
        first.redis.disconnect();
        expect(await checkpoint()).toBe(acknowledged);

        const second = scenario.relay({ leaseMs: LEASE_MS });
        await waitFor('the checkpoint at the head', async () => (await checkpoint()) === events[events.length - 1].position);
        expect(second.faulty.attempts[0].positions[0]).toBe(events.find((event) => event.position > acknowledged)!.position);
        const published = new Set(second.faulty.attempts.flatMap((attempt) => attempt.positions));
        expect(events.filter((event) => event.position > acknowledged && !published.has(event.position))).toEqual([]);
      });
    });

    describe('the lease', () => {
      it('lets one relay publish at a time, and another take over within the lease time when it dies', async () => {
        const before = await scenario.append(6, 5);
        const relays = [scenario.relay({ leaseMs: LEASE_MS }), scenario.relay({ leaseMs: LEASE_MS })];
        await waitFor('the first events published', async () => (await checkpoint()) === before[before.length - 1].position);
        const holder = relays.find(({ relay }) => relay.active)!;
        const other = relays.find((candidate) => candidate !== holder)!;
        expect(other.relay.active).toBe(false);
        expect(other.faulty.attempts).toEqual([]);

        // the holder dies, cut off from the broker and from Redis
        holder.faulty.ack = 'lost-request';
        holder.redis.disconnect();
        const killed = Date.now();
        const events = await scenario.append(6, 5);
        await waitFor('the other relay active', () => other.relay.active, 10_000);
        // the lease lapses within LEASE_MS of its last renewal; the other tries every 30% of it
        expect(Date.now() - killed).toBeLessThan(LEASE_MS * 1.3 + 1_000);
        await waitFor('the checkpoint at the head', async () => (await checkpoint()) === events[events.length - 1].position);
        expect(holder.relay.active).toBe(false);
        // the dead holder made no publish once the other was active
        const takeover = other.faulty.attempts[0].at;
        expect(holder.faulty.attempts.filter((attempt) => attempt.at >= takeover)).toEqual([]);
      });

      it('refuses the checkpoint of a relay whose lease was taken over while its batch was in flight', async () => {
        const events = await scenario.append(4, 5);
        const { faulty, relay, errors } = scenario.relay({ leaseMs: 2_000, publishTimeoutMs: 5_000 });
        const release = faulty.holdAcks();
        await waitFor('a publish in flight', () => faulty.inFlight > 0);
        const { lease } = relayKeys(scenario.namespace, scenario.target.topic);
        await scenario.redis.set(lease, 'another-relay', 'PX', 60_000);
        release();
        await waitFor('the refused checkpoint', () => errors.some((error) => error instanceof LeaseLostError));
        expect(await checkpoint()).toBe(0);
        await waitFor('the relay inactive', () => !relay.active);
        // once the key is free again, a relay takes it and publishes from the checkpoint
        await scenario.redis.del(lease);
        await waitFor('the checkpoint at the head', async () => (await checkpoint()) === events[events.length - 1].position);
      });
    });
  });
}
