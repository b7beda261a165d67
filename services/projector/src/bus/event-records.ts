import { z } from 'zod';
import type { RecordedEvent } from '@arena/eventstore';
import type { BusRecord, DeliveredRecord } from './message-bus';

/** The headers of every event the relay publishes: what a consumer can route or deduplicate by without parsing the value. */
export const EVENT_HEADERS = {
  eventId: 'event-id',
  type: 'event-type',
  stream: 'stream',
  revision: 'revision',
  correlationId: 'correlation-id',
  /** The event's global position in the event store ($all), decimal. */
  position: 'position',
} as const;

/**
 * The record of a stored event: keyed by its stream (so one stream's events keep their order in
 * one partition), the event as JSON (id, stream, revision, position, type, data, metadata,
 * recordedAt), and `EVENT_HEADERS` (the correlation id empty when the event has none).
 */
export function eventRecord(event: RecordedEvent): BusRecord {
  const correlationId = event.metadata.correlationId;
  return {
    key: event.stream,
    value: JSON.stringify({
      id: event.id,
      stream: event.stream,
      revision: event.revision,
      position: event.position,
      type: event.type,
      data: event.data,
      metadata: event.metadata,
      recordedAt: event.recordedAt,
    }),
    headers: {
      [EVENT_HEADERS.eventId]: event.id,
      [EVENT_HEADERS.type]: event.type,
      [EVENT_HEADERS.stream]: event.stream,
      [EVENT_HEADERS.revision]: String(event.revision),
      [EVENT_HEADERS.correlationId]: typeof correlationId === 'string' ? correlationId : '',
      [EVENT_HEADERS.position]: String(event.position),
    },
  };
}

const eventValue = z.object({
  id: z.string().min(1),
  stream: z.string(),
  revision: z.number().int().min(0),
  position: z.number().int().min(1),
  type: z.string().min(1),
  data: z.unknown(),
  metadata: z.looseObject({ decidedAt: z.string(), actor: z.string().optional(), reason: z.string().optional() }),
  recordedAt: z.string(),
});

/** A stored event as a consumer reads it from a record. */
export type BusEvent = z.infer<typeof eventValue>;

/** A record that is no event of the relay's. */
export class MalformedRecordError extends Error {
  override readonly name = 'MalformedRecordError';
}

/**
 * The event a record carries (the inverse of `eventRecord`).
 * @throws MalformedRecordError naming the partition and offset when the value is not such an
 *   event or disagrees with its key or position header: the topic is the relay's alone, so such a
 *   record is a fault to look at, never one to skip.
 */
export function eventOfRecord(record: DeliveredRecord): BusEvent {
  const at = `record ${record.partition}/${record.offset}`;
  let json: unknown;
  try {
    json = JSON.parse(record.value);
  } catch {
    throw new MalformedRecordError(`${at}: the value is not JSON`);
  }
  const parsed = eventValue.safeParse(json);
  if (!parsed.success) throw new MalformedRecordError(`${at}: not an event: ${z.prettifyError(parsed.error)}`);
  const event = parsed.data;
  if (event.stream !== record.key || String(event.position) !== record.headers[EVENT_HEADERS.position]) {
    throw new MalformedRecordError(`${at}: its key or position header disagrees with the event`);
  }
  return event;
}
