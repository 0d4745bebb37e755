import { screen, within } from '@testing-library/react';
import { article } from '../../../../test/newsroom-fixtures';
import { renderWithProviders, settle, visibleText } from '../../../../test/render';
import { ArticleCard } from './ArticleCard';

async function renderCard(...args: Parameters<typeof ArticleCard>) {
  renderWithProviders(<ArticleCard {...args[0]} />);
  await settle();
  return screen.getByRole('article');
}

describe('ArticleCard', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2025-04-01T03:30:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('shows the picture, category, relative date, title linking to the article, excerpt, author and views', async () => {
    const card = await renderCard({ article: article({ id: 12, category: 'analysis', thumbnailUrl: '/images/articles/tactical.webp' }) });
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/images/articles/tactical.webp');
    expect(card.querySelector('[data-category="analysis"]')?.textContent).toBe('Analysis');
    expect(visibleText(card)).toContain('3 hours ago');
    const link = within(card).getByRole('link', { name: 'Derby day in Baghdad' });
    expect(link.getAttribute('href')).toBe('/journalists/articles/12/derby-day-in-baghdad');
    expect(visibleText(card)).toContain('Al-Shorta and Al-Zawraa meet again at Al-Shaab.');
    expect(visibleText(card)).toContain('By Hawre');
    expect(visibleText(card)).toContain('Views: 1,234');
    expect(within(card).queryByText('Featured')).toBeNull();
  });

  it('has a featured variant: the large picture, a larger title and the Featured badge', async () => {
    const card = await renderCard({ article: article({ id: 3, isFeatured: true, featuredImageUrl: '/media/media/pic-1200.webp', thumbnailUrl: '/media/media/pic-400.webp' }), variant: 'featured' });
    expect(card.getAttribute('data-variant')).toBe('featured');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/media/pic-1200.webp');
    // On the line above the title, after the category.
    expect(card.querySelector('[data-category]')?.nextElementSibling?.textContent?.trim()).toBe('Featured');
  });

  it('says "Draft" for an article not published, and "Journalist" for an author without a name', async () => {
    const card = await renderCard({ article: article({ id: 4, status: 'draft', publishedAt: null, authorName: null }) });
    expect(visibleText(card)).toContain('Draft');
    expect(visibleText(card)).toContain('By Journalist');
  });

  it('marks the article\'s own words, its title and excerpt, with its language and direction', async () => {
    const card = await renderCard({ article: article({ id: 6, language: 'ku', title: 'دیربیی بەغدا', excerpt: 'شوڕتە و زەوڕا دیسان ڕووبەڕوو دەبنەوە.' }) });
    const marked = [within(card).getByRole('heading'), within(card).getByText('شوڕتە و زەوڕا دیسان ڕووبەڕوو دەبنەوە.').closest('[lang]')];
    expect(marked.map((element) => [element?.getAttribute('lang'), element?.getAttribute('dir')])).toEqual([
      ['ckb', 'rtl'],
      ['ckb', 'rtl'],
    ]);
  });

  it('links an article whose title has no Latin letters by its id alone', async () => {
    const card = await renderCard({ article: article({ id: 5, slug: '', title: 'ديربي بغداد' }) });
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/journalists/articles/5');
  });
});
