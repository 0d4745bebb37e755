import { articleShareImagePath, articleVersion, matchShareImagePath } from './share-image-paths';

describe('share image paths', () => {
  it("names a match's image by its id, language and version", () => {
    expect(matchShareImagePath({ id: 12, version: 7 }, 'ku')).toBe('/api/share/matches/12.png?lang=ku&v=7');
  });

  it("names an article's image by its last change, in epoch milliseconds", () => {
    const article = { id: 5, updatedAt: '2025-09-12T16:30:00.123Z' };
    expect(articleVersion(article)).toBe(1757694600123);
    expect(articleShareImagePath(article, 'ar')).toBe('/api/share/articles/5.png?lang=ar&v=1757694600123');
  });
});
