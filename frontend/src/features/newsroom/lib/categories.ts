import type { ArticleCategory } from '@isl/contracts';

/** Spec section 9: each category's badge has a fixed colour (a Chakra palette), the same on every card and page. */
export const CATEGORY_PALETTES: Record<ArticleCategory, string> = {
  news: 'blue',
  analysis: 'purple',
  opinion: 'orange',
  youth: 'green',
  'fan-culture': 'pink',
};
