import { histogramQuantile, valuesByLabel } from './prometheus-text';

const text = (counts: [string, number][]) =>
  [
    '# HELP t_seconds A histogram',
    '# TYPE t_seconds histogram',
    ...counts.map(([le, count]) => `t_seconds_bucket{le="${le}"} ${count}`),
    `t_seconds_sum 1`,
    `t_seconds_count ${counts.at(-1)?.[1] ?? 0}`,
    'other_bucket{le="+Inf"} 7',
  ].join('\n');

describe('histogramQuantile', () => {
  it('interpolates within the bucket the rank falls in, as PromQL does', () => {
    const metrics = text([['0.1', 2], ['0.2', 6], ['0.5', 10], ['+Inf', 10]]);
    expect(histogramQuantile(metrics, 't_seconds', 0.5)).toBeCloseTo(0.175);
    expect(histogramQuantile(metrics, 't_seconds', 0.1)).toBeCloseTo(0.05);
    expect(histogramQuantile(metrics, 't_seconds', 0.99)).toBeCloseTo(0.4925);
  });

  it('answers the highest finite bound when the rank falls in +Inf, and null without observations', () => {
    expect(histogramQuantile(text([['0.1', 1], ['+Inf', 4]]), 't_seconds', 0.99)).toBe(0.1);
    expect(histogramQuantile(text([['0.1', 0], ['+Inf', 0]]), 't_seconds', 0.5)).toBeNull();
    expect(histogramQuantile('', 't_seconds', 0.5)).toBeNull();
  });
});

describe('valuesByLabel', () => {
  it("reads one series' values by its label, and nothing of series whose names only begin alike", () => {
    const metrics = ['# TYPE r_total counter', 'r_total{result="hit"} 12', 'r_total{result="miss"} 3', 'r_total_other{result="hit"} 9'].join('\n');
    expect(valuesByLabel(metrics, 'r_total', 'result')).toEqual({ hit: 12, miss: 3 });
    expect(valuesByLabel('', 'r_total', 'result')).toEqual({});
  });
});
