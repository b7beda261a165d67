/** A stored integer field (a counter, a rating) as a number: 0 when the field is absent. */
export function intField(value: string | null | undefined): number {
  return value ? Number.parseInt(value, 10) : 0;
}

/** A stored hash of counters (item -> count, god -> points) as a Map of numbers. */
export function countersOf(hash: Record<string, string>): Map<string, number> {
  return new Map(Object.entries(hash).map(([key, count]): [string, number] => [key, Number(count)]));
}
