import { register, type Histogram } from 'prom-client';

/** One series of a SeriesHistogram: observations counted in its buckets, their sum and their count. */
export interface HistogramSeries {
  observe(value: number): void;
}

/** A metric's values as prom-client's registry reads them from get(). */
interface MetricExport {
  name: string;
  help: string;
  type: 'histogram';
  aggregator: 'sum';
  values: { metricName: string; labels: Record<string, string | number>; value: number }[];
}

interface SeriesValues {
  labels: Record<string, string>;
  /** Observations at or under each bound, not yet cumulative. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram, in prom-client's registry like any other, whose series are looked up once and then
 * observed with a few additions. prom-client's own checks and hashes the labels at every observation, which timing
 * every request made a visible share of a small kept read's cost (bench:http; docs/benchmarks.md).
 */
export class SeriesHistogram {
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  private readonly series = new Map<string, { values: SeriesValues; handle: HistogramSeries }>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
    private readonly bounds: readonly number[],
  ) {
    // The registry reads a metric through get() and reset(), which this class has: prom-client types the
    // argument as one of its own classes.
    register.registerMetric(this as unknown as Histogram);
  }

  /** The series of these label values (in labelNames' order), made on first use and kept. */
  labels(...labelValues: string[]): HistogramSeries {
    const key = labelValues.join('\u0000');
    let series = this.series.get(key);
    if (!series) {
      const values: SeriesValues = {
        labels: Object.fromEntries(this.labelNames.map((name, index) => [name, labelValues[index]])),
        buckets: this.bounds.map(() => 0),
        sum: 0,
        count: 0,
      };
      const handle = {
        observe: (value: number) => {
          const bucket = this.bounds.findIndex((bound) => value <= bound);
          if (bucket >= 0) values.buckets[bucket]++;
          values.sum += value;
          values.count++;
        },
      };
      this.series.set(key, (series = { values, handle }));
    }
    return series.handle;
  }

  /** As prom-client's histograms give it: cumulative buckets up to +Inf, then the sum and the count. */
  get(): Promise<MetricExport> {
    const values = [...this.series.values()].flatMap(({ values: { labels, buckets, sum, count } }) => {
      let cumulative = 0;
      return [
        ...this.bounds.map((bound, index) => ({
          metricName: `${this.name}_bucket`,
          labels: { le: bound, ...labels },
          value: (cumulative += buckets[index]),
        })),
        { metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...labels }, value: count },
        { metricName: `${this.name}_sum`, labels, value: sum },
        { metricName: `${this.name}_count`, labels, value: count },
      ];
    });
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values });
  }

  /** Zeroes every series (the registry's resetMetrics); the series handed out stay valid. */
  reset(): void {
    for (const { values } of this.series.values()) {
      values.buckets.fill(0);
      values.sum = 0;
      values.count = 0;
    }
  }
}
