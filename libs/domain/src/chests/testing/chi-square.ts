/**
 * Pearson's chi-square goodness-of-fit test, for the statistical tests of the published odds.
 *
 * Critical values at p = 0.001 (upper tail) for 1 to 40 degrees of freedom: SciPy's
 * `scipy.stats.chi2.isf(0.001, df)` rounded to three decimals, which agree to within 0.001 with
 * the NIST/SEMATECH e-Handbook of Statistical Methods, section 1.3.6.7.4 "Critical Values of the
 * Chi-Square Distribution".
 */
const CHI_SQUARE_CRITICAL_P001: readonly number[] = [
  10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322, 26.124, 27.877, 29.588, 31.264, 32.909, 34.528, 36.123, 37.697, 39.252, 40.79,
  42.312, 43.82, 45.315, 46.797, 48.268, 49.728, 51.179, 52.62, 54.052, 55.476, 56.892, 58.301, 59.703, 61.098, 62.487, 63.87, 65.247,
  66.619, 67.985, 69.346, 70.703, 72.055, 73.402,
];

/** The critical value at p = 0.001 for `degrees` degrees of freedom (1 to 40). */
export function chiSquareCritical(degrees: number): number {
  const value = CHI_SQUARE_CRITICAL_P001[degrees - 1];
  if (value === undefined) throw new RangeError(`no tabled critical value for ${degrees} degrees of freedom`);
  return value;
}

/**
 * The chi-square statistic of observed counts against expected probabilities (summing to 1),
 * and its degrees of freedom (cells - 1). Every expected count should be 5 or more.
 */
export function chiSquare(
  observed: readonly number[],
  probabilities: readonly number[],
): { statistic: number; degrees: number; minExpected: number } {
  const total = observed.reduce((sum, count) => sum + count, 0);
  let statistic = 0;
  let minExpected = Number.POSITIVE_INFINITY;
  observed.forEach((count, i) => {
    const expected = total * probabilities[i];
    minExpected = Math.min(minExpected, expected);
    statistic += (count - expected) ** 2 / expected;
  });
  return { statistic, degrees: observed.length - 1, minExpected };
}
