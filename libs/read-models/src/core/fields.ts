/** A stored integer field (a counter, a rating) as a number: 0 when the field is absent. */
export function intField(value: string | null | undefined): number {
  return value ? Number.parseInt(value, 10) : 0;
}
