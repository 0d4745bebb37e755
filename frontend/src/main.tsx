import { firstCatalogueLoaded } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeAppSystemInTasks } from './app/theme';
import { preloadScreen } from './app/router';
import { currentUserQueryOptions } from './lib/current-user';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// While the reader's strings load, the session check and the opened screen's code go out beside them rather
// than after the first render: on a phone's link every round trip saved shows. Only the screen the address (and
// for the home page, the session) calls for is fetched; fetching both home screens' code was measured to cost
// TBT for no LCP. A screen whose code failed to arrive renders anyway, to show its error.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(currentUserQueryOptions());
const openedScreenLoaded = preloadScreen(window.location.pathname, queryClient).catch(() => undefined);

// The theme is made once those requests are out, a step per task, so its few hundred ms on a phone overlap their
// download instead of holding them back, and never hold the main thread in one piece (see appSystem).
const appSystemMade = makeAppSystemInTasks();

// Rendered once the reader's strings, the screen's code and the theme are in: the first paint is in the reader's
// language (never reflowing from keys to words) and shows the screen itself, not a loading state that React would
// keep up for 300 ms. As a transition, React renders it in slices that yield to the browser, rather than in one long
// task that holds a phone's main thread (and a fan's first tap) for a few hundred ms.
void Promise.all([firstCatalogueLoaded, openedScreenLoaded, appSystemMade]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
