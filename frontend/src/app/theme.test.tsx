import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ChakraProvider, defaultConfig, defaultSystem, type SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { appSystem, createAppSystem } from './theme';

// createSystem as Chakra's, counted, with the steps the build adds to it (vite.chakra-system-in-steps.ts: many
// more than three there): the system must not be made as the app's modules load (see appSystem).
jest.mock('@chakra-ui/react', () => {
  const chakra = jest.requireActual<typeof import('@chakra-ui/react')>('@chakra-ui/react');
  function* inSteps(...configs: Parameters<typeof chakra.createSystem>) {
    yield;
    yield;
    return chakra.createSystem(...configs);
  }
  return { ...chakra, createSystem: Object.assign(jest.fn(chakra.createSystem), { inSteps: jest.fn(inSteps) }) };
});

/** The mocked createSystem's steps, counted. */
const stepsMocked = async () => (jest.mocked(await import('@chakra-ui/react')).createSystem as unknown as { inSteps: jest.Mock }).inSteps;

/** `check` given a theme module of its own (no system made yet), with fake timers to count its tasks. */
async function withFreshThemeAndFakeTimers(check: (theme: typeof import('./theme'), inSteps: jest.Mock) => Promise<void>): Promise<void> {
  jest.useFakeTimers();
  try {
    await jest.isolateModulesAsync(async () => {
      const inSteps = await stepsMocked();
      inSteps.mockClear();
      await check(await import('./theme'), inSteps);
    });
  } finally {
    jest.useRealTimers();
  }
}

const system = appSystem();

const SRC = join(__dirname, '..');
const CHAKRA_COMPONENTS = join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/components');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every name the app's sources import from '@chakra-ui/react'. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@chakra-ui\/react'/g)) {
      for (const name of list.split(',')) names.add(name.trim().replace(/^type /, '').split(' as ')[0]);
    }
  }
  return names;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The recipes a Chakra component's folder styles with, and those of the components it renders (../checkmark/…). */
function recipeKeysIn(folderName: string, seen = new Set<string>()): string[] {
  const folder = join(CHAKRA_COMPONENTS, folderName);
  if (seen.has(folderName)) return [];
  seen.add(folderName);
  try {
    if (!statSync(folder).isDirectory()) return [];
  } catch {
    return []; // not a component with a folder of its own (a hook, a type, a function)
  }
  const code = readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8')).join('\n');
  const own = [...code.matchAll(/key: "([A-Za-z]+)"/g)].map(([, key]) => key);
  const rendered = [...code.matchAll(/from '\.\.\/([a-z-]+)\//g)].flatMap(([, other]) => recipeKeysIn(other, seen));
  return [...own, ...rendered];
}

const recipeKeysOf = (component: string) => recipeKeysIn(kebab(component));

/** A recipe Chakra's full theme has (some components name a recipe neither theme defines, e.g. Text's). */
const chakraHas = (key: string) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);

/** Chakra's own palettes: the colour groups of its full theme with a 500 shade. */
const CHAKRA_PALETTES = Object.entries(defaultConfig.theme?.tokens?.colors ?? {})
  .filter(([, shades]) => '500' in shades)
  .map(([name]) => name);

/** The palettes the sources (besides the theme) name, as a colorPalette ('red') or in a colour token ('red.600'). */
function palettesNamedInSources(): string[] {
  const sources = sourceFiles(SRC)
    .filter((file) => file !== join(__dirname, 'theme.ts'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return CHAKRA_PALETTES.filter((palette) => new RegExp(`['"{.]${palette}(['"]|\\.[a-z0-9]+['"}])`).test(sources));
}

describe('the theme', () => {
  it('is made on first use, not while the app modules load, and only once', async () => {
    await jest.isolateModulesAsync(async () => {
      const inSteps = await stepsMocked();
      inSteps.mockClear(); // the mock is this file's: the system made at the top counted once already
      await import('./App');
      expect(inSteps).not.toHaveBeenCalled();
      const { appSystem: freshAppSystem } = await import('./theme');
      expect(freshAppSystem()).toBe(freshAppSystem());
      expect(inSteps).toHaveBeenCalledTimes(1);
    });
  });

  it('is made a step per task, and finished at once by a render that needs it before its last step', () =>
    withFreshThemeAndFakeTimers(async ({ appSystem: freshAppSystem, makeAppSystemInTasks, stepAppSystem }, inSteps) => {
      const made = makeAppSystemInTasks();
      jest.advanceTimersToNextTimer();
      expect(inSteps).toHaveBeenCalledTimes(1);
      expect(jest.getTimerCount()).toBe(1); // the next step waits for a task of its own
      const system = freshAppSystem(); // a render before the steps are done finishes them
      expect(system.isSlotRecipe('toast')).toBe(true);
      jest.runAllTimers();
      await made;
      expect(stepAppSystem()).toBe(true);
      expect(freshAppSystem()).toBe(system);
      expect(inSteps).toHaveBeenCalledTimes(1);
    }));

  it('takes every step in a task of its own, the first after the caller\'s, and says when it is made', () =>
    withFreshThemeAndFakeTimers(async ({ makeAppSystemInTasks, stepAppSystem }, inSteps) => {
      let made = false;
      void makeAppSystemInTasks().then(() => (made = true));
      expect(inSteps).not.toHaveBeenCalled(); // the caller's task sends the first screen's requests first
      expect(jest.getTimerCount()).toBe(1);
      for (const step of ['first', 'second']) {
        jest.advanceTimersToNextTimer();
        await Promise.resolve();
        expect([step, made, jest.getTimerCount()]).toEqual([step, false, 1]);
      }
      jest.advanceTimersToNextTimer(); // the last step returns the system: no task after it
      await Promise.resolve();
      expect([made, jest.getTimerCount(), stepAppSystem()]).toEqual([true, 0, true]);
    }));

  it('has the recipe of every Chakra component the app imports, so none renders unstyled', () => {
    const missing = [...importedChakraNames()].flatMap((component) =>
      recipeKeysOf(component)
        .filter((key) => chakraHas(key) && !system.isRecipe(key) && !system.isSlotRecipe(key))
        .map((key) => `${component}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps no recipe that none of the Chakra components the app imports styles with (each is first-load script)', () => {
    const used = new Set([...importedChakraNames()].flatMap(recipeKeysOf));
    const kept = [...Object.keys(system._config.theme?.recipes ?? {}), ...Object.keys(system._config.theme?.slotRecipes ?? {})];
    expect(kept.filter((key) => !used.has(key))).toEqual([]);
  });

  it('defines every palette the sources name, and keeps no dark-mode CSS (the app has no dark mode)', () => {
    const undefinedPalettes = palettesNamedInSources().filter((palette) => !system.token(`colors.${palette}.500`));
    expect(undefinedPalettes).toEqual([]);
    expect(JSON.stringify(system.getTokenCss())).not.toContain('.dark');
    expect(JSON.stringify(system.getTokenCss())).toContain('"--chakra-colors-bg-subtle":"var(--chakra-colors-gray-50)"');
  });

  it("leaves the page-wide CSS to the page: the app's provider writes none of it, Chakra's own system all", () => {
    /** The CSS the provider writes for `value`, as the page's style elements hold it. */
    const writtenFor = (value: SystemContext) => {
      // A cache that writes its rules as text, as Emotion does in development, so that they can be read back.
      const { unmount } = render(
        <CacheProvider value={createCache({ key: 'theme-test', speedy: false })}>
          <ChakraProvider value={value}>{null}</ChakraProvider>
        </CacheProvider>,
      );
      const written = [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('');
      unmount();
      return written;
    };
    expect(writtenFor(createAppSystem())).toContain('--chakra-colors-gray-50:');
    expect(writtenFor(system)).not.toMatch(/--chakra-|@layer reset\{/);
  });

  it('sets no custom property on every element, only on the root', () => {
    const base = createAppSystem().getGlobalCss()['@layer base'] as Record<string, Record<string, unknown>>;
    expect(Object.keys(base['&*']).filter((name) => name.startsWith('--'))).toEqual([]);
    expect(base['&html']).toMatchObject({ '--global-font-body': 'var(--chakra-fonts-body)', '--ring-offset-width': '0px' });
  });

  it("draws selected text in Chakra's grey at 80 % as a plain colour, setting no custom property", () => {
    const base = createAppSystem().getGlobalCss()['@layer base'] as Record<string, Record<string, unknown>>;
    expect(base['&*::selection']).toEqual({ 'background-color': '#d4d4d8cc' });
  });

  it('finds the palettes it checks (a guard on the check itself)', () => {
    expect(palettesNamedInSources()).toEqual(expect.arrayContaining(['gray', 'red', 'purple', 'pink', 'blue', 'orange']));
    expect(palettesNamedInSources()).not.toContain('teal');
  });

  it('finds the components it checks (a guard on the check itself)', () => {
    expect(recipeKeysOf('Button')).toContain('button');
    expect(recipeKeysOf('Checkbox')).toEqual(expect.arrayContaining(['checkbox', 'checkmark']));
    expect(system.isRecipe('kbd')).toBe(false);
  });
});
