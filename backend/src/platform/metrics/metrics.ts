import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';
import type { AppConfig } from '../config/config';
import { withinTimeout } from '../runtime/within-timeout';
import { SeriesHistogram } from './series-histogram';

/*
 * The process's metrics, in prom-client's default registry (the push sender's counters live there too). Values
 * that belong to an object (a socket server, a pool, queues) are read at scrape time from the sources those
 * objects add while they exist.
 */

collectDefaultMetrics({ prefix: 'isl_' });

export const httpRequestDuration = new SeriesHistogram(
  'isl_http_request_duration_seconds',
  'HTTP requests by method, route pattern and status, with their durations',
  ['method', 'route', 'status'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
);

export const socketEventsBroadcast = new Counter({
  name: 'isl_socket_events_broadcast_total',
  help: 'Socket.IO events broadcast by this process, by event',
  labelNames: ['event'],
});

export const liveUpdateFanOut = new Histogram({
  name: 'isl_live_update_fanout_seconds',
  help: "From a match update's updatedAt (when its command's transaction began) to this api's write of it to the last of its sockets",
  buckets: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2.5, 5],
});

export const jobDuration = new Histogram({
  name: 'isl_job_duration_seconds',
  help: 'Jobs processed by this worker, by queue and job name, with their durations',
  labelNames: ['queue', 'job'],
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60],
});

export const jobFailures = new Counter({
  name: 'isl_job_failures_total',
  help: 'Job attempts that failed, by queue and job name',
  labelNames: ['queue', 'job'],
});

export const readModelRequests = new Counter({
  name: 'isl_read_model_requests_total',
  help: 'Public reads answered from memory (hit), built from the database (miss), or given the answer of a build under way (joined)',
  labelNames: ['result'],
});

export interface Sample {
  labels?: Record<string, string>;
  value: number;
}

type SampleSource = () => Sample[] | Promise<Sample[]>;

const SOURCE_TIMEOUT_MS = 2_000;

/** A gauge read at scrape time from whatever sources are registered now (summed when several give one series). */
function sampledGauge(name: string, help: string, labelNames: string[] = []) {
  const sources = new Set<SampleSource>();
  new Gauge({
    name,
    help,
    labelNames,
    async collect() {
      this.reset();
      const totals = new Map<string, Sample>();
      for (const source of sources) {
        // A source that cannot answer (its database or Redis away) leaves its series out rather than failing
        // or holding up the scrape.
        const samples = await withinTimeout(Promise.resolve().then(source), SOURCE_TIMEOUT_MS, 'a metrics source').catch(() => []);
        for (const sample of samples) {
          const key = JSON.stringify(sample.labels ?? {});
          const total = totals.get(key);
          totals.set(key, { labels: sample.labels, value: (total?.value ?? 0) + sample.value });
        }
      }
      for (const { labels, value } of totals.values()) {
        if (labels) this.set(labels, value);
        else this.set(value);
      }
    },
  });
  /** Adds a source; the function returned removes it. */
  return (source: SampleSource) => {
    sources.add(source);
    return () => void sources.delete(source);
  };
}

export const sampleSockets = sampledGauge('isl_socket_connections', 'Socket.IO connections held by this process');
export const sampleQueueJobs = sampledGauge('isl_queue_jobs', 'Jobs in each queue by state (the whole deployment, as this process sees it)', ['queue', 'state']);
export const sampleOutbox = sampledGauge('isl_outbox', 'Outbox messages waiting for Redis, and the age in seconds of the oldest', ['measure']);
export const sampleDatabasePool = sampledGauge('isl_db_pool_connections', "This process's PostgreSQL pool: connections in all, idle, and callers waiting for one", ['state']);
export const sampleImageWork = sampledGauge('isl_image_work', 'Uploaded images this api is decoding and re-encoding (running), and those waiting their turn (waiting)', ['state']);

/** The metrics text, for whoever scrapes it. */
export function metricsText(): Promise<string> {
  return register.metrics();
}

export const METRICS_CONTENT_TYPE = register.contentType;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Who may read a process's metrics: its series name its routes, queues and load, which is no one else's business. */
export type MetricsAccess = Pick<AppConfig, 'metricsToken' | 'nodeEnv'>;

/**
 * Whether the Authorization header carries the operator token (compared in constant time, length included). Without
 * a token, anyone may read them on a developer's machine or in tests, and no one in production: a forgotten
 * METRICS_TOKEN must not open them to the internet.
 */
export function metricsAuthorized(authorization: string | undefined, { metricsToken, nodeEnv }: MetricsAccess): boolean {
  if (!metricsToken) return nodeEnv !== 'production';
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${metricsToken}`));
}

/** The line a process logs at boot when its metrics are closed for want of a token; null when they are not. */
export function closedMetricsWarning({ metricsToken, nodeEnv }: MetricsAccess): string | null {
  return !metricsToken && nodeEnv === 'production' ? 'METRICS_TOKEN is not set: GET /metrics refuses every request in production; set it to scrape the metrics' : null;
}
