import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ar from './ar.json';
import en from './en.json';
import { FIRST_STRINGS, splitCatalogue, type Catalogue } from './first-strings';
import ku from './ku.json';

const SRC = join(__dirname, '..');
const LIST = join(SRC, 'locales/first-strings.ts');

/** The source file a relative import names, or undefined for what is not TypeScript (JSON, SVG, CSS). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile(),
  );
}

/**
 * What a file loads lazily, but for what it loads with the other screens' strings (lib/lazy-load.ts's
 * lazyWithScreenStrings and importWithScreenStrings).
 */
const lazyImports = (code: string) =>
  [...code.replace(/(lazyWithScreenStrings|importWithScreenStrings)(<[^>]*>)?\(\(\) => import\('[^']+'\)/g, '').matchAll(/import\('(\.[^']+)'\)/g)].map(
    ([, specifier]) => specifier,
  );

/**
 * The code of the first screens: every file main.tsx reaches by its imports, static or lazy, except the parts that
 * load with the other screens' strings (the router's screens, a chart below the fold).
 */
function firstScreensCode(): string[] {
  const found = new Set<string>();
  const pending = [join(SRC, 'main.tsx')];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    // A type-only import loads nothing.
    const code = readFileSync(file, 'utf8').replace(/^import type [^;]+;$/gm, '');
    const specifiers = [...code.matchAll(/(?:from|import) '(\.[^']+)'/g)].map(([, specifier]) => specifier);
    specifiers.push(...lazyImports(code));
    for (const specifier of specifiers) {
      const imported = resolveImport(file, specifier);
      if (imported) pending.push(imported);
    }
  }
  return [...found];
}

/**
 * The strings a file names, as the catalogue paths in its string literals: 'section.key' names one string, and
 * `section.group.${...}` the whole group.
 */
const stringsNamedIn = (code: string) =>
  Object.keys(en).flatMap((section) => [...code.matchAll(new RegExp(`['"\`](${section}\\.[\\w.]*)`, 'g'))].map(([, path]) => path.replace(/\.$/, '')));

/** The strings at `path`: a group, or a key with its plural and context forms (`day_one`, `day_other`). */
function stringsAt(catalogue: Catalogue, path: string): Catalogue {
  const keys = path.split('.');
  const name = keys.pop() as string;
  const group = keys.reduce<unknown>((at, key) => (at as Catalogue | undefined)?.[key], catalogue) as Catalogue | undefined;
  return Object.fromEntries(Object.entries(group ?? {}).filter(([key]) => key === name || key.startsWith(`${name}_`)));
}

const within = (path: string, entry: string) => path === entry || path.startsWith(`${entry}.`);

const CATALOGUES = { en, ar, ku } as Record<string, Catalogue>;

describe('the strings the first screens load with the page (first-strings.ts)', () => {
  const files = firstScreensCode();
  // The list names its entries itself (lib/i18n.ts imports its types).
  const named = [...new Set(files.filter((file) => file !== LIST).flatMap((file) => stringsNamedIn(readFileSync(file, 'utf8'))))];

  it.each(Object.keys(CATALOGUES))('hold, in %s, every string the first screens name, whole', (language) => {
    const whole = CATALOGUES[language];
    const { first } = splitCatalogue(whole);
    const missing = named.filter((path) => JSON.stringify(stringsAt(first, path)) !== JSON.stringify(stringsAt(whole, path)));
    expect(missing).toEqual([]);
    expect(named.every((path) => Object.keys(stringsAt(whole, path)).length > 0)).toBe(true);
  });

  it('are each named by the first screens, so the page loads no string it does not show', () => {
    expect(FIRST_STRINGS.filter((entry) => !named.some((path) => within(path, entry) || within(entry, path)))).toEqual([]);
  });

  it('are found by following the imports (a guard on the check itself)', () => {
    const relative = files.map((file) => file.slice(SRC.length + 1));
    expect(relative).toEqual(expect.arrayContaining(['app/layout/Header.tsx', 'features/landing/components/LandingPage.tsx', 'app/routes/DashboardPage.tsx']));
    expect(relative).not.toContain('features/settings/components/SettingsPage.tsx');
    expect(relative).not.toContain('features/league/components/PointsRace.tsx');
    expect(stringsNamedIn("t('squad.title'); t(`positions.${position}`)")).toEqual(expect.arrayContaining(['squad.title', 'positions']));
    expect(stringsAt({ dates: { day_one: 'a day', day_other: '{{count}} days', month: 'a month' } }, 'dates.day')).toEqual({ day_one: 'a day', day_other: '{{count}} days' });
  });
});

/** Every string of `catalogue`, as `path = text`. */
const flatten = (catalogue: Catalogue, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && !Array.isArray(value) ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key} = ${JSON.stringify(value)}`],
  );

describe('splitCatalogue', () => {
  it.each(Object.keys(CATALOGUES))('cuts the %s catalogue into two parts that share no string and together are the whole', (language) => {
    const whole = CATALOGUES[language];
    const { first, screens } = splitCatalogue(whole);
    const [firstStrings, screensStrings] = [flatten(first), flatten(screens)];
    expect(firstStrings.filter((line) => screensStrings.includes(line))).toEqual([]);
    expect([...firstStrings, ...screensStrings].sort()).toEqual(flatten(whole).sort());
    expect(firstStrings.length).toBeGreaterThan(0);
  });

  it('takes only the named keys of a section the first screens use in part', () => {
    const { first, screens } = splitCatalogue(en);
    expect(Object.keys(first.errors)).toEqual(expect.arrayContaining(['retry', 'screenNotLoaded', 'api']));
    expect(Object.keys((first.errors as Catalogue).api)).toEqual(['FORBIDDEN']);
    expect((screens.errors as Catalogue).generic).toBe(en.errors.generic);
    expect(screens.landing).toBeUndefined();
  });

  it('leaves the catalogue it cuts as it was', () => {
    const copy = JSON.parse(JSON.stringify(en)) as Catalogue;
    splitCatalogue(en);
    expect(en).toEqual(copy);
  });
});
