// The browser fetches each language's strings on first use; the component tests switch languages at will, so
// all three are in from the start, as after a reader has visited each.
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import ku from '../src/locales/ku.json';
import i18n from '../src/lib/i18n';

for (const [language, catalogue] of Object.entries({ en, ar, ku })) i18n.addResourceBundle(language, 'translation', catalogue);
