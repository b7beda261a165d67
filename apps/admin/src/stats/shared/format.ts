/** A fraction 0..1 as a percentage with one decimal; '' when unknown. */
export function percent(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '' : `${(rate * 100).toFixed(1)}%`;
}

/** Seconds as minutes with one decimal; '' when unknown. */
export function minutes(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '' : (seconds / 60).toFixed(1);
}

/** A figure with two decimals; '' when unknown. */
export function decimal(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : value.toFixed(2);
}
