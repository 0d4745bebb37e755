/**
 * Whole percentages of each count in their sum that add up to exactly 100 (largest remainder: every share is
 * rounded down, then the points left go to the largest fractions, the earlier one first on a tie). All 0 when
 * the counts add up to nothing.
 */
export function wholePercentages(counts: readonly number[]): number[] {
  if (counts.some((count) => !Number.isInteger(count) || count < 0)) throw new RangeError(`counts must be whole and not negative: ${counts.join(', ')}`);
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (100 * count) / total);
  const shares = exact.map(Math.floor);
  const left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - shares[index] })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) shares[index] += 1;
  return shares;
}
