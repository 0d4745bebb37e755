/**
 * Node's flags for every api process: the image's CMD, `npm run start:api`, `npm start`, the cluster and the
 * benchmarks (a test holds the Dockerfile and package.json to these).
 *
 * V8's semi-spaces (where new objects live until a scavenge) at 32 MB, twice their default here. A broadcast to
 * thousands of sockets allocates write state that lives until the last write; with the default a scavenge fell
 * inside nearly every fan-out and promoted part of that state, the old generation filled, and its collection then
 * slowed the fan-out it fell in. At 32 MB the old generation holds steady, for a little more resident memory per
 * api. The runs that showed it: docs/benchmarks.md, "V8's semi-spaces in the api".
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32'];
