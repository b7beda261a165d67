/** The bench's markdown table: every figure beside its goal, its rounds and the baseline of the same run. */

const verdict = (ok: boolean) => (ok ? 'ok' : 'BELOW GOAL');

/** Prints one row of the bench's table: `| measure | median of 3 | every round | baseline of the run | goal | verdict |`. */
export function printRow(measure: string, figure: string, everyRound: string, baseline: string, goal: string, ok?: boolean): void {
  console.log(`| ${measure} | ${figure} | ${everyRound} | ${baseline} | ${goal} | ${ok === undefined ? '' : verdict(ok)} |`);
}

/** Prints the table's header. */
export function printHeader(): void {
  console.log('\n| measure | figure (median of the rounds) | every round | baseline (same run) | goal | |');
  console.log('|---|---|---|---|---|---|');
}
