import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { type ContentEncoding, encodeBody } from '../http/content-encoding';

/**
 * What a public read is built from. A write that changes one of these drops every read built from it, on every
 * api process (see ReadModelsInvalidation).
 */
export const READ_MODEL_TOPICS = [
  /** The seasons and which one is current: every read that defaults to the current season follows it. */
  'seasons',
  'matches',
  'standings',
  'players',
  'leaderboard',
  'articles',
  /** Names and pictures of people that public lists show (authors, fans): changed by their own accounts. */
  'people',
] as const;
export type ReadModelTopic = (typeof READ_MODEL_TOPICS)[number];

/** A public read as a route declares it (see @ReadModel). */
export interface ReadModelRoute {
  topics: readonly ReadModelTopic[];
  /** When the answer goes out of date by the clock alone (today's matches at midnight), from its body. */
  expiresAt?: (body: unknown, now: Date) => Date | null;
  /**
   * For a read whose body also depends on a request header: the header, which answers name in Vary, and the
   * variant of the answer the request selects (kept apart under the same address).
   */
  variesWith?: { header: string; variant: (request: { query: unknown; headers: IncomingHttpHeaders }) => string };
}

/** One answer, built once per data version and kept as ready bytes, each encoding compressed once when first asked for. */
export class ReadModelEntry {
  readonly etag: string;
  private readonly bodies: Partial<Record<ContentEncoding, Buffer>>;

  constructor(
    identity: Buffer,
    readonly topics: readonly ReadModelTopic[],
    readonly expiresAt: number,
  ) {
    this.etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
    this.bodies = { identity };
  }

  body(encoding: ContentEncoding): Buffer {
    return (this.bodies[encoding] ??= encodeBody(this.bodies.identity as Buffer, encoding));
  }
}

/** Enough entries for every valid address of the cached routes (380 matches, 38 rounds x 20 clubs, ...). */
const MAX_ENTRIES = 4_000;

/** The strong ETag of one encoding of an answer: each encoding is its own representation. */
export const etagOf = (entry: ReadModelEntry, encoding: ContentEncoding) => (encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`);

/**
 * The public reads of this process, by address. A read remembers the topics' generation when it started; if a
 * topic changed while it was being built, its answer may be old and is served but not kept.
 */
export class ReadModelCache {
  private readonly entries = new Map<string, ReadModelEntry>();
  private readonly generations = new Map<ReadModelTopic, number>(READ_MODEL_TOPICS.map((topic) => [topic, 0]));
  /** Off while invalidations cannot be heard (Redis away): nothing is served from memory or kept. */
  enabled = true;

  /** The kept answer for `key`, unless the clock has put it out of date. */
  get(key: string, now = Date.now()): ReadModelEntry | undefined {
    const entry = this.enabled ? this.entries.get(key) : undefined;
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** A stamp of the topics' state, taken before a read is built. */
  generation(topics: readonly ReadModelTopic[]): number {
    return topics.reduce((sum, topic) => sum + (this.generations.get(topic) ?? 0), 0);
  }

  /** Builds the entry for `json` and keeps it if no topic changed since `generation`. */
  build(key: string, route: ReadModelRoute, json: string, generation: number, now = new Date()): ReadModelEntry {
    const expiresAt = route.expiresAt?.(JSON.parse(json), now)?.getTime() ?? Number.POSITIVE_INFINITY;
    const entry = new ReadModelEntry(Buffer.from(json), route.topics, expiresAt);
    if (this.enabled && generation === this.generation(route.topics)) {
      // Oldest first out: a Map keeps insertion order.
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Drops every answer built from these topics (all of them when none are named). */
  invalidate(topics: readonly ReadModelTopic[] = READ_MODEL_TOPICS): void {
    for (const topic of topics) this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.topics.some((topic) => topics.includes(topic))) this.entries.delete(key);
    }
  }
}
