import { configure } from '@testing-library/react';

// A screen's first render under jsdom can take over a second when CI runs the suites side by side on two cores;
// findBy and waitFor give up after one second by default, which failed a list of twenty changes once.
configure({ asyncUtilTimeout: 5_000 });
