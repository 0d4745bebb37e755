export interface HistogramBucket {
  /** The bucket's upper bound (`le`), Infinity for +Inf. */
  bound: number;
  /** Observations at or below the bound (Prometheus' buckets are cumulative). */
  count: number;
}

/** The buckets of a histogram without labels of its own, in Prometheus' text format. */
export function histogramBuckets(metricsText: string, name: string): HistogramBucket[] {
  return [...metricsText.matchAll(new RegExp(`^${name}_bucket\\{le="([^"]+)"\\} (\\S+)$`, 'gm'))].map(([, le, count]) => ({
    bound: le === '+Inf' ? Infinity : Number(le),
    count: Number(count),
  }));
}

/** What a histogram observed between two scrapes of it: `later`'s counts less `earlier`'s. */
export function bucketsSince(later: HistogramBucket[], earlier: HistogramBucket[]): HistogramBucket[] {
  return later.map(({ bound, count }) => ({ bound, count: count - (earlier.find((bucket) => bucket.bound === bound)?.count ?? 0) }));
}

/**
 * The q-quantile of a histogram's buckets, as PromQL's histogram_quantile estimates it: linear within the bucket
 * the rank falls in; the highest finite bound when it falls past it; null without observations.
 */
export function histogramQuantile(buckets: HistogramBucket[], q: number): number | null {
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
