import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import en from './en.json';
import { FIRST_SECTIONS } from './first-sections';

const SRC = join(__dirname, '..');
const ROUTER = join(SRC, 'app/router.tsx');

/** The source file a relative import names, or undefined for what is not TypeScript (JSON, SVG, CSS). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile(),
  );
}

/**
 * The code of the first screens: every file main.tsx reaches by its imports, static or lazy, except the screens
 * the router loads lazily (they bring the other sections with them, see router.tsx's otherScreen).
 */
function firstScreensCode(): string[] {
  const found = new Set<string>();
  const pending = [join(SRC, 'main.tsx')];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    const code = readFileSync(file, 'utf8');
    const specifiers = [...code.matchAll(/(?:from|import) '(\.[^']+)'/g)].map(([, specifier]) => specifier);
    if (file !== ROUTER) specifiers.push(...[...code.matchAll(/import\('(\.[^']+)'\)/g)].map(([, specifier]) => specifier));
    for (const specifier of specifiers) {
      const imported = resolveImport(file, specifier);
      if (imported) pending.push(imported);
    }
  }
  return [...found];
}

/** The catalogue sections a file names: 'section.key', `section.${...}`. */
const sectionsNamedIn = (code: string) => Object.keys(en).filter((section) => new RegExp(`['"\`]${section}\\.`).test(code));

describe('the sections the first screens load with the page (first-sections.ts)', () => {
  const files = firstScreensCode();
  const named = new Set(files.flatMap((file) => sectionsNamedIn(readFileSync(file, 'utf8'))));

  it('are every section the first screens name, and only those', () => {
    expect([...named].sort()).toEqual([...FIRST_SECTIONS].sort());
  });

  it('are found by following the imports (a guard on the check itself)', () => {
    const relative = files.map((file) => file.slice(SRC.length + 1));
    expect(relative).toEqual(expect.arrayContaining(['app/layout/Header.tsx', 'features/landing/components/LandingPage.tsx', 'app/routes/DashboardPage.tsx']));
    expect(relative).not.toContain('features/settings/components/SettingsPage.tsx');
    expect(sectionsNamedIn("t('squad.title'); t(`positions.${position}`)")).toEqual(['positions', 'squad']);
  });
});
