import { Box } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { createTestQueryClient } from '../../test/render';
import { AppProviders } from './providers';

/** Whether a rule in any of the page's style sheets has `text` in it. */
const pageHasRule = (text: string) => [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(text)));

describe("Emotion's insertion of a component's styles", () => {
  afterEach(() => {
    document.head.querySelectorAll('style[data-emotion]').forEach((style) => style.remove());
  });

  it('happens as the component renders, before React commits what it rendered', () => {
    const seenByLaterSibling: boolean[] = [];
    function LaterSibling() {
      seenByLaterSibling.push(pageHasRule('padding-top: 31px'));
      return null;
    }
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <Box paddingTop="31px" />
        <LaterSibling />
      </AppProviders>,
    );

    // Inserted by an insertion effect, the rule would be in no sheet until React commits, after every render.
    expect(seenByLaterSibling).not.toHaveLength(0);
    expect(seenByLaterSibling.every(Boolean)).toBe(true);
  });
});
