import { firstCatalogueLoaded } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { currentUserQueryOptions } from './lib/current-user';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// While the reader's strings load, the session check goes out beside them rather than after the first render:
// on a phone's link every round trip saved shows. (Fetching both home screens' code here too was measured:
// it gained no LCP and cost TBT, so only the screen the session calls for loads.)
const queryClient = createQueryClient();
void queryClient.prefetchQuery(currentUserQueryOptions());

// Rendered once the reader's strings are in, so the first paint is in their language and never reflows from
// keys to words. As a transition, React renders the first screen in slices that yield to the browser, rather
// than in one long task that holds a phone's main thread (and a fan's first tap) for a few hundred ms.
void firstCatalogueLoaded.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
