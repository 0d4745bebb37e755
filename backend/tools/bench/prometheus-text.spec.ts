import { bucketsSince, histogramBuckets, histogramQuantile, valuesByLabel } from './prometheus-text';

const text = (counts: [string, number][]) =>
  [
    '# HELP t_seconds A histogram',
    '# TYPE t_seconds histogram',
    ...counts.map(([le, count]) => `t_seconds_bucket{le="${le}"} ${count}`),
    `t_seconds_sum 1`,
    `t_seconds_count ${counts.at(-1)?.[1] ?? 0}`,
    'other_bucket{le="+Inf"} 7',
  ].join('\n');

const buckets = (counts: [string, number][]) => histogramBuckets(text(counts), 't_seconds');

describe('histogramBuckets', () => {
  it("reads a histogram's buckets and no other series", () => {
    expect(buckets([['0.1', 2], ['+Inf', 5]])).toEqual([
      { bound: 0.1, count: 2 },
      { bound: Infinity, count: 5 },
    ]);
    expect(histogramBuckets('', 't_seconds')).toEqual([]);
  });
});

describe('histogramQuantile', () => {
  it('interpolates within the bucket the rank falls in, as PromQL does', () => {
    const histogram = buckets([['0.1', 2], ['0.2', 6], ['0.5', 10], ['+Inf', 10]]);
    expect(histogramQuantile(histogram, 0.5)).toBeCloseTo(0.175);
    expect(histogramQuantile(histogram, 0.1)).toBeCloseTo(0.05);
    expect(histogramQuantile(histogram, 0.99)).toBeCloseTo(0.4925);
  });

  it('answers the highest finite bound when the rank falls in +Inf, and null without observations', () => {
    expect(histogramQuantile(buckets([['0.1', 1], ['+Inf', 4]]), 0.99)).toBe(0.1);
    expect(histogramQuantile(buckets([['0.1', 0], ['+Inf', 0]]), 0.5)).toBeNull();
    expect(histogramQuantile([], 0.5)).toBeNull();
  });
});

describe('bucketsSince', () => {
  it('keeps only what was observed between two scrapes', () => {
    const earlier = buckets([['0.1', 3], ['0.2', 3], ['+Inf', 3]]);
    const later = buckets([['0.1', 4], ['0.2', 7], ['+Inf', 7]]);
    const since = bucketsSince(later, earlier);
    expect(since.map((bucket) => bucket.count)).toEqual([1, 4, 4]);
    // Without the earlier three fast ones, the median falls in the second bucket.
    expect(histogramQuantile(since, 0.5)).toBeCloseTo(0.1333);
    expect(bucketsSince(later, [])).toEqual(later);
  });
});

describe('valuesByLabel', () => {
  it("reads one series' values by its label, and nothing of series whose names only begin alike", () => {
    const metrics = ['# TYPE r_total counter', 'r_total{result="hit"} 12', 'r_total{result="miss"} 3', 'r_total_other{result="hit"} 9'].join('\n');
    expect(valuesByLabel(metrics, 'r_total', 'result')).toEqual({ hit: 12, miss: 3 });
    expect(valuesByLabel('', 'r_total', 'result')).toEqual({});
  });
});
