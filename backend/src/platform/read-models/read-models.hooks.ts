import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../http/content-encoding';
import { clientHolds } from '../http/if-none-match';
import { readModelRequests } from '../metrics/metrics';
import { ReadModelBuilds, type ReadModelBuild } from './read-model-builds';
import { etagOf, ReadModelCache, type ReadModelEntry, type ReadModelRoute } from './read-model-cache';
import { READ_MODEL_ROUTE_KEY } from './read-model.decorator';

declare module 'fastify' {
  interface FastifyRequest {
    /** For a cached read that was not in memory and that this request builds: the build, for those who wait for it. */
    readModelBuild?: ReadModelBuild;
  }
}

/**
 * A browser revalidates every time (a 304 costs a few bytes; the web app also asks with `cache: 'no-cache'`, as
 * browsers would otherwise apply stale-while-revalidate too); a CDN may keep an answer for 5 s and serve it
 * while it fetches a newer one for 10 s more, so a derby's peak reaches the api a few times a minute per address
 * and a table behind a CDN trails a full-time whistle by 15 s at most.
 */
const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=10';

const routeOf = (request: FastifyRequest) => (request.routeOptions.config as { [READ_MODEL_ROUTE_KEY]?: ReadModelRoute })[READ_MODEL_ROUTE_KEY];

/** A strong validator match: If-None-Match lists ETags (any encoding of this answer), or is `*`. */
function notModified(request: FastifyRequest, entry: ReadModelEntry): boolean {
  const stem = entry.etag.slice(0, -1);
  return clientHolds(request.headers['if-none-match'], (tag) => tag.startsWith(stem));
}

/** Where a read's answer is kept: its address, and the variant a header selects for reads that vary with one. */
const keyOf = (request: FastifyRequest, route: ReadModelRoute) => (route.variesWith ? `${request.url} ${route.variesWith.variant(request)}` : request.url);

/** Sets the headers of `entry` in the encoding the client prefers, and gives the bytes to send (none for a 304). */
function represent(request: FastifyRequest, reply: FastifyReply, route: ReadModelRoute, entry: ReadModelEntry): Buffer | null {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const vary = route.variesWith ? `Accept-Encoding, ${route.variesWith.header}` : 'Accept-Encoding';
  void reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('vary', vary).header('etag', etagOf(entry, encoding));
  if (notModified(request, entry)) {
    void reply.code(304);
    return null;
  }
  void reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return entry.body(encoding);
}

/**
 * Serves the routes marked @ReadModel from memory: a kept answer is sent before routing reaches Nest (no guard,
 * pipe or query runs), with a strong ETag, 304 on a match, and brotli or gzip compressed once per version. A
 * missed one runs its route as usual and its JSON is kept on the way out; requests that miss it while that
 * build is under way wait for its answer instead of querying too. Every other API answer is marked no-store: it
 * may be someone's own, and no browser or CDN should keep it.
 */
export function registerReadModels(app: NestFastifyApplication): void {
  const cache = app.get(ReadModelCache);
  const builds = new ReadModelBuilds();
  const fastify = app.getHttpAdapter().getInstance();
  const hits = readModelRequests.labels('hit');
  const misses = readModelRequests.labels('miss');
  const joined = readModelRequests.labels('joined');
  // Callback hooks, not async ones: a kept answer is the hot path, and each promise shows in its cost.
  fastify.addHook('onRequest', (request, reply, done) => {
    const route = routeOf(request);
    if (!route) return done();
    const key = keyOf(request, route);
    const entry = cache.get(key);
    if (entry) {
      hits.inc();
      return void reply.send(represent(request, reply, route, entry));
    }
    const generation = cache.generation(route.topics);
    const underWay = builds.joinable(key, generation);
    if (underWay) {
      joined.inc();
      underWay.waiters.push((built) => (built ? void reply.send(represent(request, reply, route, built)) : done()));
      return;
    }
    misses.inc();
    request.readModelBuild = builds.start(key, generation);
    done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const route = routeOf(request);
    const build = request.readModelBuild;
    if (route && build && reply.statusCode === 200 && typeof payload === 'string') {
      const entry = cache.build(build.key, route, payload, build.generation);
      builds.finish(build, entry);
      return done(null, represent(request, reply, route, entry));
    }
    // A refusal is not shared: each waiter runs the route itself.
    if (build) builds.finish(build, null);
    // A kept answer has its headers already; anything else, refusals of public reads included, is not to be kept.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
