/**
 * Node's flags for every api process: the image's CMD, `npm run start:api`, `npm start`, the cluster and the
 * benchmarks (a test holds the Dockerfile and package.json to these).
 *
 * V8's semi-spaces (where new objects live until a scavenge) at 32 MB, twice their default here. A broadcast to
 * 10,000 sockets allocates some 15 MB, much of it write state that lives until the last write, so with 16 MB a
 * scavenge fell inside nearly every fan-out and promoted part of that state, 3-4 MB per update. The old generation
 * filled within a few dozen updates, and its collection (some 150 ms of marking on a 230 MB heap) then slowed the
 * fan-out it fell in: in 7 of 17 runs of bench:live, whose p99 rose to 200-360 ms against some 175. At 32 MB the old
 * generation held steady and no run was hit (0 of 9). The cost is some 20-40 MB more resident memory per api at
 * 10,000 sockets.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32'];
