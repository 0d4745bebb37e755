// How many test files the backend's and the web app's jest run at once. Jest's default, one fewer than the cores,
// is a single worker on a two-core machine; the files share nothing and often wait (on PostgreSQL, on timers), so
// two keep even such a machine busy.
const { availableParallelism } = require('node:os');

module.exports = Math.max(2, availableParallelism() - 1);
