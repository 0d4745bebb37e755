import type { Page } from 'playwright-core';

/**
 * Latin-script runs in the text nodes of the page's <main>, each with the text it is in, for checking that an
 * Arabic or Sorani page names everything in the reader's script. `allowed` are runs that are right as they are
 * on such a page (none so far): keep that list tiny and say why each is there.
 */
export async function latinRunsInMain(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const runs = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('the page has no <main>');
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[A-Za-z][A-Za-z'.-]*/g)) found.push(`${match[0]}  «${text.trim().slice(0, 80)}»`);
    }
    return found;
  });
  return runs.filter((run) => !allowed.includes(run.slice(0, run.indexOf('  «'))));
}

/** Arabic-Indic digits (٠-٩, ۰-۹) in the text of the page's <main>: the app writes Western digits in every language. */
export async function easternDigitsInMain(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(document.querySelector('main')?.textContent ?? '').matchAll(/[\u0660-\u0669\u06F0-\u06F9]+/g)].map((m) => m[0]));
}
