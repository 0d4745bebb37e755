import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inSteps, type RewrittenModule } from '../../vite.chakra-system-in-steps';

/** The modules of the Chakra installed that the build rewrites, as it reads them. */
const styledSystem = join(dirname(require.resolve('@chakra-ui/react')), '..', 'esm', 'styled-system');
const chakraModule = (name: string) => join(styledSystem, name);
const fail = (message: string): never => {
  throw new Error(message);
};
const REWRITTEN_MODULES: RewrittenModule[] = ['system.js', 'merge-config.js', 'token-dictionary.js'];
const REWRITTEN = Object.fromEntries(REWRITTEN_MODULES.map((name) => [chakraModule(name), inSteps(name, readFileSync(chakraModule(name), 'utf8'), fail)]));

/** Node's module hooks that serve the rewritten modules in place of Chakra's, as the build does. */
const HOOKS = `
import { fileURLToPath } from 'node:url';
let rewritten = {};
export function initialize(data) { rewritten = data; }
export async function load(url, context, next) {
  const path = url.startsWith('file:') ? fileURLToPath(url) : '';
  return path in rewritten ? { format: 'module', source: rewritten[path], shortCircuit: true } : next(url, context);
}`;

/**
 * In a Node of its own (Chakra's ES modules, as the browser build has them; the rewritten ones when `hooks` is
 * given): Chakra's full theme made into a system, in steps where there are any, and what the system holds and
 * writes as CSS.
 */
const MAKE_SYSTEM = (hooks?: string) => `
${hooks ? `import { register } from 'node:module'; register(${JSON.stringify(hooks)}, { data: ${JSON.stringify(REWRITTEN)} });` : ''}
const { createSystem, defaultConfig } = await import('@chakra-ui/react');
let steps = 0;
let system;
if (createSystem.inSteps) {
  const made = createSystem.inSteps(defaultConfig);
  for (let step = made.next(); ; step = made.next(), steps++) if (step.done) { system = step.value; break; }
} else system = createSystem(defaultConfig);
const button = system.getRecipeFn('button');
process.stdout.write(JSON.stringify({
  steps,
  tokens: system.tokens.allTokens.map((token) => [token.name, token.value, token.extensions.cssVar?.ref ?? null]),
  css: [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()],
  styles: system.css({ color: 'red.500', px: '4', _hover: { bg: 'gray.100' }, md: { fontSize: 'lg' }, textStyle: 'sm' }),
  button: button.raw({ size: 'sm', variant: 'outline' }),
  properties: [...system.properties].sort(),
  token: system.token('colors.red.500'),
}));`;

function systemMade(hooks?: string): { steps: number } & Record<string, unknown> {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', MAKE_SYSTEM(hooks)], { cwd: join(__dirname, '..', '..'), encoding: 'utf8' });
  return JSON.parse(output) as { steps: number } & Record<string, unknown>;
}

describe("Chakra's createSystem, as the build cuts it into steps", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'isl-system-steps-'));
    writeFileSync(join(folder, 'hooks.mjs'), HOOKS);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('makes, step by step, the same system as Chakra makes in one call: tokens, CSS, recipes, properties', () => {
    const inSteps = systemMade(pathToFileURL(join(folder, 'hooks.mjs')).href);
    const chakras = systemMade();
    expect(chakras.steps).toBe(0);
    // Its one config copied, the copies merged, the merge's end, the tokens registered, the dictionary's eight passes
    // over them, and createSystem's two of its own: 14 yields.
    expect(inSteps.steps).toBe(14);
    expect({ ...inSteps, steps: 0 }).toEqual(chakras);
  });

  it('fails the build when a statement it cuts at is no longer in Chakra', () => {
    const installed = readFileSync(chakraModule('system.js'), 'utf8');
    expect(() => inSteps('system.js', installed.replace('  const config = mergeConfigs(...configs);\n', ''), fail)).toThrow(
      "Chakra's system.js no longer reads as vite.chakra-system-in-steps.ts expects: update the plugin",
    );
    expect(() => inSteps('token-dictionary.js', 'export { createTokenDictionary, tokenCategories };', fail)).toThrow("Chakra's token-dictionary.js no longer reads");
    expect(() => inSteps('merge-config.js', 'const mergeConfigs = () => ({});', fail)).toThrow("Chakra's merge-config.js no longer reads");
  });
});
