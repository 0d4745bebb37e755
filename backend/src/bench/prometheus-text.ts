/**
 * The q-quantile of a histogram (without labels of its own) in Prometheus' text format, as PromQL's
 * histogram_quantile estimates it: linear within the bucket the rank falls in; the highest finite bound when it
 * falls past it; null without observations.
 */
export function histogramQuantile(metricsText: string, name: string, q: number): number | null {
  const buckets = [...metricsText.matchAll(new RegExp(`^${name}_bucket\\{le="([^"]+)"\\} (\\S+)$`, 'gm'))].map(([, le, count]) => ({
    bound: le === '+Inf' ? Infinity : Number(le),
    count: Number(count),
  }));
  const total = buckets.at(-1)?.count ?? 0;
  if (!total) return null;
  const rank = q * total;
  let lower = { bound: 0, count: 0 };
  for (const bucket of buckets) {
    if (bucket.count >= rank) {
      if (bucket.bound === Infinity) return lower.bound;
      return lower.bound + ((bucket.bound - lower.bound) * (rank - lower.count)) / (bucket.count - lower.count);
    }
    lower = bucket;
  }
  return lower.bound;
}

/** The values of a series with one label, by that label's value (`name{label="v"} 3` gives { v: 3 }). */
export function valuesByLabel(metricsText: string, name: string, label: string): Record<string, number> {
  const lines = metricsText.matchAll(new RegExp(`^${name}\\{${label}="([^"]*)"\\} (\\S+)$`, 'gm'));
  return Object.fromEntries([...lines].map(([, value, count]) => [value, Number(count)]));
}
