import { Box, Text } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import { createTestQueryClient } from '../../test/render';
import { AppProviders } from './providers';
import { createStyleCache } from './style-cache';

/** The rules of each of Emotion's style elements with `key`, in the page's order. */
const rulesByElement = (key: string) =>
  [...document.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${key}"]`)].map((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText));

const nextFrame = () => new Promise(requestAnimationFrame);

describe('the style cache', () => {
  afterEach(() => {
    document.head.querySelectorAll('style[data-emotion]').forEach((style) => style.remove());
  });

  it("writes each frame's rules into a style element of their own, after the last one", async () => {
    const { sheet } = createStyleCache();
    sheet.insert('.a{color:red}');
    await Promise.resolve();
    sheet.insert('@layer recipes{.b{color:blue}}');
    await nextFrame();
    sheet.insert('@media (min-width: 48rem){.a{color:green}}');

    const [first, second] = rulesByElement('css');
    expect(first).toEqual(['.a {color: red;}', expect.stringContaining('.b {color: blue;}')]);
    expect(second).toEqual([expect.stringContaining('.a {color: green;}')]);
    expect(rulesByElement('css')).toHaveLength(2);
  });

  it("is the cache of the app's Chakra styles", async () => {
    const queryClient = createTestQueryClient();
    const { rerender } = render(
      <AppProviders queryClient={queryClient}>
        <Box color="red.600">Screen</Box>
      </AppProviders>,
    );
    await act(nextFrame);
    rerender(
      <AppProviders queryClient={queryClient}>
        <Box color="red.600">Screen</Box>
        <Text color="green.700">More</Text>
      </AppProviders>,
    );

    // Emotion's own cache would have written both renders' rules into one element.
    const elements = rulesByElement('css');
    expect(elements.length).toBeGreaterThanOrEqual(2);
    expect(elements.at(-1)).toEqual([expect.stringContaining('color: var(--chakra-colors-green-700)')]);
  });
});
