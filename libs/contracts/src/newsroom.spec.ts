import { ARTICLE_CATEGORIES } from './enums';
import { DEFAULT_ARTICLE_IMAGES, defaultArticleImage } from './newsroom';

describe('the default picture of an article', () => {
  it.each([
    ['analysis', DEFAULT_ARTICLE_IMAGES.tactical],
    ['youth', DEFAULT_ARTICLE_IMAGES.training],
    ['opinion', DEFAULT_ARTICLE_IMAGES.referee],
    ['fan-culture', DEFAULT_ARTICLE_IMAGES.fans],
    ['news', DEFAULT_ARTICLE_IMAGES.stadium],
    ['match_report', DEFAULT_ARTICLE_IMAGES.stadium],
  ])('of %s is %s', (category, image) => {
    expect(defaultArticleImage(category)).toBe(image);
  });

  it('is a static path under /images/articles/ for every category', () => {
    for (const category of ARTICLE_CATEGORIES) expect(defaultArticleImage(category)).toMatch(/^\/images\/articles\/[a-z]+\.webp$/);
  });
});
