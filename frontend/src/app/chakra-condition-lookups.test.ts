import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { withConditionSet } from '../../vite.chakra-condition-lookups';

/** The conditions module of the Chakra installed, as the build reads it. */
const chakraEsm = join(dirname(require.resolve('@chakra-ui/react')), '..', 'esm');
const installed = readFileSync(join(chakraEsm, 'styled-system', 'conditions.js'), 'utf8');

interface Conditions {
  has: (key: string) => boolean;
  keys: () => string[];
}

/** The module's createConditions, run with plain stand-ins for the two helpers it imports. */
function createConditionsOf(code: string): (options: object) => Conditions {
  const body = code.replace(/^import .*$/gm, '').replace(/^export .*$/gm, '');
  const mapEntries = (object: object, map: (key: string, value: unknown) => [string, unknown]) => Object.fromEntries(Object.entries(object).map(([key, value]) => map(key, value)));
  return new Function('mapEntries', 'memo', `${body}\nreturn createConditions;`)(mapEntries, (fn: unknown) => fn) as (options: object) => Conditions;
}

const options = {
  conditions: { hover: '&:is(:hover, [data-hover])', rtl: '[dir=rtl] &' },
  breakpoints: { conditions: { sm: '@media screen and (min-width: 30rem)', md: '@media screen and (min-width: 48rem)' }, keys: () => ['base', 'sm', 'md'] },
};

describe("Chakra's condition lookups, as the build rewrites them", () => {
  it('answers every key as Chakra does: its conditions, its breakpoints, at-rules and selectors yes, style properties no', () => {
    const rewrittenCode = withConditionSet(installed, (message) => {
      throw new Error(message);
    });
    expect(rewrittenCode).not.toContain('keys().includes(key)');
    const chakras = createConditionsOf(installed)(options);
    const rewritten = createConditionsOf(rewrittenCode)(options);
    const keys = ['_hover', '_rtl', 'sm', 'md', 'lg', 'base', 'color', 'paddingInline', '@media print', '&:focus-visible', '_unknown', 'hover'];
    expect(keys.map(rewritten.has)).toEqual(keys.map(chakras.has));
    expect(keys.filter(rewritten.has)).toEqual(['_hover', '_rtl', 'sm', 'md', '@media print', '&:focus-visible', '_unknown']);
    expect(rewritten.keys()).toEqual(chakras.keys());
  });

  it('fails the build when Chakra no longer looks its conditions up by list', () => {
    expect(() => withConditionSet('export const createConditions = () => ({});', (message) => { throw new Error(message); })).toThrow(
      "Chakra's conditions module no longer looks its conditions up as vite.chakra-condition-lookups.ts expects",
    );
  });
});
