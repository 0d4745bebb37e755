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

const english = leaves(en);

describe.each([
  ['ar', ar],
  ['ku', ku],
])('the %s catalogue', (_language, catalogue) => {
  const translated = leaves(catalogue);

  it('has every English key, with a non-empty text', () => {
    const missing = [...english.keys()].filter((key) => {
      const value = translated.get(key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('has no key that English lacks', () => {
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('keeps the placeholders of every English text', () => {
    const broken = [...english].filter(([key, value]) => placeholders(value).join() !== placeholders(translated.get(key)).join());
    expect(broken.map(([key]) => key)).toEqual([]);
  });
});
