import { Histogram, register, Registry } from 'prom-client';
import { SeriesHistogram } from './series-histogram';

const BOUNDS = [0.01, 0.1, 1];
const OBSERVATIONS: [string, string, number][] = [
  ['GET', '/api/teams', 0.004],
  ['GET', '/api/teams', 0.01],
  ['GET', '/api/teams', 0.5],
  ['GET', '/api/teams', 3],
  ['POST', '/api/predictions', 0.05],
];

describe('SeriesHistogram', () => {
  const fast = new SeriesHistogram('test_fast_seconds', 'Durations', ['method', 'route'], BOUNDS);
  afterEach(() => fast.reset());

  it("is exposed in prom-client's registry exactly as prom-client's own histogram of the same observations", async () => {
    const own = new Registry();
    const reference = new Histogram({ name: 'test_fast_seconds', help: 'Durations', labelNames: ['method', 'route'], buckets: BOUNDS, registers: [own] });
    for (const [method, route, value] of OBSERVATIONS) {
      fast.labels(method, route).observe(value);
      reference.labels(method, route).observe(value);
    }
    const exposed = await register.getSingleMetricAsString('test_fast_seconds');
    expect(exposed).toBe(await own.getSingleMetricAsString('test_fast_seconds'));
    expect(exposed).toContain('test_fast_seconds_bucket{le="0.01",method="GET",route="/api/teams"} 2');
    expect(exposed).toContain('test_fast_seconds_count{method="GET",route="/api/teams"} 4');
    expect(register.getSingleMetric('test_fast_seconds')).toBe(fast);
  });

  it('gives one series per label values, and zeroes them on reset without losing the handles', async () => {
    const teams = fast.labels('GET', '/api/teams');
    teams.observe(0.2);
    fast.labels('GET', '/api/teams').observe(0.2);
    expect(await register.getSingleMetricAsString('test_fast_seconds')).toContain('test_fast_seconds_count{method="GET",route="/api/teams"} 2');
    register.resetMetrics();
    teams.observe(0.02);
    const exposed = await register.getSingleMetricAsString('test_fast_seconds');
    expect(exposed).toContain('test_fast_seconds_count{method="GET",route="/api/teams"} 1');
    expect(exposed).toContain('test_fast_seconds_sum{method="GET",route="/api/teams"} 0.02');
  });
});
