import { arabicOnlyLetters } from '@isl/contracts';
import { languageOption } from '../lib/languages';
import ar from './ar.json';
import en from './en.json';
import ku from './ku.json';

/** Every leaf of a catalogue as "path.to.key" → value (arrays by index, like i18next reads them). */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, leaf);
    }
  } else {
    found.set(prefix, node);
  }
  return found;
}

/** The {{placeholders}} a string interpolates. */
const placeholders = (value: unknown) => [...String(value).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** i18next's plural suffixes: a key "x_one" is one form of "x", chosen by the count ("x_ordinal_one" by its rank). */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

const english = leaves(en);

/**
 * The keys a catalogue must have, mapped to the English text each stands for: English's own, except that a
 * plural takes the forms of the language's own grammar (Arabic has six: «نقطتان», «3 نقاط», «11 نقطة»...),
 * each standing for the English "other" form; an ordinal the forms of its ordinals (English's "1st", "2nd",
 * "3rd", "4th"; Arabic and Sorani write one).
 */
function expectedKeys(language: 'ar' | 'ku'): Map<string, unknown> {
  const categories = (type: Intl.PluralRuleType) => new Intl.PluralRules(languageOption(language).intlLocale, { type }).resolvedOptions().pluralCategories;
  const expected = new Map<string, unknown>();
  for (const [key, value] of english) {
    if (!PLURAL_FORM.test(key)) {
      expected.set(key, value);
      continue;
    }
    const base = key.replace(PLURAL_FORM, '');
    for (const category of categories(base.endsWith('_ordinal') ? 'ordinal' : 'cardinal')) expected.set(`${base}_${category}`, english.get(`${base}_other`));
  }
  return expected;
}

describe.each([
  ['ar', ar],
  ['ku', ku],
] as const)('the %s catalogue', (language, catalogue) => {
  const translated = leaves(catalogue);
  const expected = expectedKeys(language);

  it('has every English key (a plural in each of its own grammar’s forms), with a non-empty text', () => {
    const missing = [...expected.keys()].filter((key) => {
      const value = translated.get(key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('has no key that English lacks', () => {
    expect([...translated.keys()].filter((key) => !expected.has(key))).toEqual([]);
  });

  it('keeps the placeholders of every English text (a plural form may spell its count out: «يومان»)', () => {
    const withoutCount = (key: string, names: string[]) => (PLURAL_FORM.test(key) ? names.filter((name) => name !== 'count') : names);
    const broken = [...expected].filter(
      ([key, value]) => withoutCount(key, placeholders(value)).join() !== withoutCount(key, placeholders(translated.get(key))).join(),
    );
    expect(broken.map(([key]) => key)).toEqual([]);
  });
});

describe('the ku catalogue', () => {
  it('writes Sorani’s own letters ی ک ە, never the Arabic-only ي ك ة', () => {
    const misspelt = [...leaves(ku)].filter(([, value]) => arabicOnlyLetters(String(value)).length > 0);
    expect(misspelt.map(([key, value]) => `${key}: ${String(value)}`)).toEqual([]);
  });
});

describe('the ar catalogue', () => {
  it('uses none of the letters only Sorani (or Persian) writes: ی ک ە ڕ ڵ ۆ ێ', () => {
    const misspelt = [...leaves(ar)].filter(([, value]) => /[یکەڕڵۆێ]/.test(String(value)));
    expect(misspelt.map(([key, value]) => `${key}: ${String(value)}`)).toEqual([]);
  });
});
