// Fonts are bundled so nothing is fetched from the internet: Noto Sans for Latin, Noto Sans Arabic for
// Arabic and Sorani (it covers the Kurdish letters ڕ ڵ ێ ۆ ە).
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import { firstCatalogueLoaded } from './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Rendered once the reader's strings are in (fetched in parallel with the rest of this module's imports), so the
// first paint is in their language and never reflows from keys to words.
void firstCatalogueLoaded.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
