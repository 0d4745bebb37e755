/**
 * A straight-line map from values to drawing units: `domain[0]` lands on `range[0]` and `domain[1]` on `range[1]`,
 * so a reversed range mirrors an axis and a reversed domain turns it upside down. A domain of a single value (one
 * round played) lands in the middle of the range.
 */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d0 === d1) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** The whole step (1, 2, 5, 10, 20, 50...) that cuts `span` into at most `marks` parts. */
export function niceStep(span: number, marks: number): number {
  const rough = span / marks;
  if (rough <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((factor) => factor * magnitude).find((step) => step >= rough) as number;
}

/**
 * The values an axis from `first` to `last` is marked at: both ends and the multiples of `step` between them,
 * leaving out a multiple within half a step of an end, where its label would crowd the end's.
 */
export function axisTicks(first: number, last: number, step: number): number[] {
  const between: number[] = [];
  for (let value = Math.ceil(first / step) * step; value < last; value += step) {
    if (value - first >= step / 2 && last - value >= step / 2) between.push(value);
  }
  return first === last ? [first] : [first, ...between, last];
}

/** How much of a bar a value fills against the best one, from 0 to 1 (none when there is no best yet). */
export function shareOf(value: number, best: number): number {
  return best > 0 ? Math.min(Math.max(value / best, 0), 1) : 0;
}
