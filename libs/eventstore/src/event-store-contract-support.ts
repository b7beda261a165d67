/** Helpers of the event store contract suite (test-only). */
import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import {
  type BatchHandler,
  type EventData,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from './port';

export function newStream(purpose: string): string {
  return `contract_${purpose}-${randomUUID().replace(/-/g, '')}`;
}

export function newEvent(type: string, data: Record<string, unknown> = {}): EventData {
  return {
    id: randomUUID(),
    type,
    data: { ...data, note: 'unicode ✓' },
    metadata: { decidedAt: new Date().toISOString(), correlationId: randomUUID(), actor: 'system' },
  };
}

export function withoutStoreFields(event: RecordedEvent): EventData {
  const { id, type, data, metadata } = event;
  return { id, type, data, metadata };
}

/** Events of `streams` stored after `from`, paging through readAll. */
export async function readAllOf(store: EventStore, from: number, streams: string[]): Promise<RecordedEvent[]> {
  const wanted = new Set(streams);
  const found: RecordedEvent[] = [];
  for (let position = from; ;) {
    const page = await store.readAll(position, 500);
    if (page.length === 0) return found;
    found.push(...page.filter((e) => wanted.has(e.stream)));
    position = page[page.length - 1].position;
  }
}

export async function appendError(
  store: EventStore,
  stream: string,
  events: EventData[],
  expected: ExpectedRevision,
): Promise<WrongExpectedRevisionError> {
  const error = await store.append(stream, events, expected).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
}

export function expectStrictlyIncreasing(values: number[]): void {
  values.slice(1).forEach((value, i) => expect(value).toBeGreaterThan(values[i]));
}

/** A handler that keeps the events of one stream, plus every position delivered, to check order. */
export function collect(stream: string) {
  const events: RecordedEvent[] = [];
  const allPositions: number[] = [];
  const errors: Error[] = [];
  const handler: BatchHandler = (batch) => {
    allPositions.push(...batch.map((e) => e.position));
    events.push(...batch.filter((e) => e.stream === stream));
  };
  return {
    events,
    allPositions,
    errors,
    ids: () => events.map((e) => e.id),
    handler,
    fail: (error: Error) => {
      errors.push(error);
    },
  };
}

export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
