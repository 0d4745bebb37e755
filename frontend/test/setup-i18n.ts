// The browser fetches each language's strings on first use, in two parts; the component tests switch languages at
// will, so all three are in from the start, both parts of each, as after a reader has visited each.
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import ku from '../src/locales/ku.json';
import { splitCatalogue } from '../src/locales/first-strings';
import { addCataloguePart } from '../src/lib/i18n';

for (const [language, catalogue] of [['en', en], ['ar', ar], ['ku', ku]] as const) {
  const { first, screens } = splitCatalogue(catalogue);
  addCataloguePart(language, 'first', first);
  addCataloguePart(language, 'screens', screens);
}
