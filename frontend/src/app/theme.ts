import { createSystem, defaultBaseConfig, defineConfig, defineSlotRecipe, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import { toastAnatomy } from '@chakra-ui/react/anatomy';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  ratingGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Chakra's palettes no screen draws with: createSystem would make a CSS variable for each of their shades. */
const UNUSED_PALETTES = new Set(['teal', 'cyan']);

const withoutUnusedPalettes = <T extends object>(group: T): T =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * The app has no dark mode, so each semantic token keeps only its light value: with both, createSystem writes
 * every one twice (once for `.dark`), which was a third of the CSS it makes, and of its work, at each start.
 */
function lightValuesOnly<T extends object>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree).map(([name, node]: [string, object]) => {
      if (!('value' in node)) return [name, lightValuesOnly(node)];
      const { value } = node;
      const light = value !== null && typeof value === 'object' && '_light' in value ? value._light : value;
      return [name, { ...node, value: light }];
    }),
  ) as T;
}

type GlobalStyles = typeof globalCss;

/**
 * Chakra's base styles with the custom properties its `*` rule sets on every element (rings, filters, the global
 * font and border colour) set once on the root, whence every element inherits them. An element that sets a custom
 * property gets a copy of all it inherits, so on every element they slowed each style recalculation on a phone
 * (docs/benchmarks.md has the measure). Their values are the same on every element either way: the app sets no ring,
 * filter or backdrop filter that would change them on one.
 */
function variablesOnRoot({ '*': everyElement = {}, html = {}, ...rest }: GlobalStyles): GlobalStyles {
  const entries = Object.entries(everyElement);
  const isVariable = ([name]: [string, unknown]) => name.startsWith('--');
  return {
    ...rest,
    '*': Object.fromEntries(entries.filter((entry) => !isVariable(entry))),
    html: { ...html, ...Object.fromEntries(entries.filter(isVariable)) },
  };
}

/**
 * Chakra's base styles with selected text drawn in a plain colour: the same grey at 80 %, as `#rrggbbaa`. Chakra's
 * `colorPalette.emphasized/80` sets two custom properties in every element's selection style, and the browser
 * works that style out for every element at each style recalculation, whether anything is selected or not
 * (docs/benchmarks.md has the measure).
 */
function plainSelection(styles: GlobalStyles): GlobalStyles {
  // CSS's own name for the property passes through Chakra untouched, where its `bg` would set a custom property
  // again; Chakra's types list only its own style props, hence the cast.
  const selection = { 'background-color': `${tokens.colors.gray[300].value}cc` } as SystemStyleObject;
  return { ...styles, '*::selection': selection };
}

/**
 * Chakra's theme with the recipes of the components this app uses, not all ~90: `defaultConfig` carries every
 * recipe into the first load whether a screen draws it or not. A component whose recipe is missing renders
 * unstyled, so a test (theme.test.ts) checks this list against the components the source imports.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: plainSelection(variablesOnRoot(globalCss)),
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: {
      ...semanticTokens,
      colors: lightValuesOnly(withoutUnusedPalettes(semanticTokens.colors)),
      shadows: lightValuesOnly(semanticTokens.shadows),
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      ratingGroup: ratingGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      timeline: timelineSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// Noto Sans for Latin and Noto Sans Arabic for Arabic and Sorani, both bundled (see main.tsx).
const fontStack = "'Noto Sans', 'Noto Sans Arabic', system-ui, sans-serif";

/**
 * The league's green. Chakra's own green.600 under white text is only 3.3:1, so the solid shade here is the
 * 700 step (7:1), which keeps every white-on-brand button above WCAG AA.
 */
const brand = {
  50: { value: '#eefbf3' },
  100: { value: '#d6f5e1' },
  200: { value: '#b0e9c7' },
  300: { value: '#7dd6a5' },
  400: { value: '#47bc7f' },
  500: { value: '#23a062' },
  600: { value: '#15804d' },
  700: { value: '#126640' },
  800: { value: '#125135' },
  900: { value: '#10432d' },
  950: { value: '#062519' },
};

const config = defineConfig({
  globalCss: {
    body: { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
      colors: { brand },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.200}' },
          subtle: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.300}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.600}' },
        },
      },
    },
    slotRecipes: {
      // Chakra's success toast is white on green.600 (3.3:1) and dims its description to 80 %: green.700 and full
      // strength keep both title and description above WCAG AA, as axe checks while a toast is showing.
      toast: defineSlotRecipe({
        slots: toastAnatomy.keys(),
        base: {
          root: { '&[data-type=success]': { bg: 'green.700' } },
          description: { opacity: '1' },
        },
      }),
    },
  },
});

/**
 * The configs the app's system is made from. createSystem merges (and so deep-copies) them itself; merging them
 * beforehand copied the theme twice.
 */
const APP_CONFIGS = [defaultBaseConfig, chakraTheme, config] as const;

/**
 * Chakra's system for the app's theme, with the page-wide CSS its provider writes (the reset, the base styles and
 * every token's CSS variable): the build makes it once, for index.html (chakra-global-css.ts).
 */
export const createAppSystem = (): SystemContext => createSystem(...APP_CONFIGS);

/** The steps of making a system, each yielding to the next; the last returns the system. */
type SystemSteps = Generator<undefined, SystemContext, undefined>;

/**
 * createSystem's steps as the build adds them (vite.chakra-system-in-steps.ts). Without the build's rewrite (the
 * unit tests, the dev server), the system is made whole in the step after the first.
 */
const createSystemInSteps =
  (createSystem as typeof createSystem & { inSteps?: (...configs: Parameters<typeof createSystem>) => SystemSteps }).inSteps ??
  function* wholeInOneStep(...configs: Parameters<typeof createSystem>): SystemSteps {
    yield;
    return createSystem(...configs);
  };

let system: SystemContext | undefined;
let steps: SystemSteps | undefined;

/** Takes the next step of making the app's system; true once it is made. */
export function stepAppSystem(): boolean {
  if (system) return true;
  steps ??= createSystemInSteps(...APP_CONFIGS);
  const step = steps.next();
  if (!step.done) return false;
  system = step.value;
  Object.defineProperty(system, '_global', { value: [] });
  return true;
}

/**
 * The app's Chakra system, made on the first call (or finished, if its steps have begun). Making it is the
 * heaviest step of a cold start, so it is not made as this module loads: main.tsx takes its steps one task at a
 * time once the first screen's requests are out (makeAppSystemInTasks), and they download meanwhile. Its page-wide
 * CSS is left out: the page carries it (index.html, written by the build), and the browser build of Chakra makes
 * it only when read (vite.chakra-global-css.ts), so it is never made.
 */
export function appSystem(): SystemContext {
  while (!stepAppSystem());
  return system as SystemContext;
}

/**
 * Makes the app's system a step per task, the first after the task that calls it, so that a phone's main thread is
 * never held for the whole of it: a tap or a frame can come between two steps. Resolves once it is made, and the
 * first render waits for that (main.tsx): a render that needs the system sooner finishes it in one long task
 * (appSystem), as the first render of Lighthouse's unthrottled loads did: their screen's code came first.
 */
export function makeAppSystemInTasks(): Promise<void> {
  return new Promise((resolve) => {
    const nextStep = () => (stepAppSystem() ? resolve() : window.setTimeout(nextStep));
    window.setTimeout(nextStep);
  });
}
