import { headMarkup, pageUrl, scriptSafeJson, SITE_IMAGE, type PageHead } from './head-markup';

const HEAD: PageHead = {
  status: 200,
  title: 'Erbil 2-1 Al-Zawraa',
  description: 'Round 3.',
  path: '/teams?team=4',
  imagePath: '/api/share/matches/7.png?lang=ar&v=3',
  kind: 'website',
  indexable: true,
};

describe('scriptSafeJson', () => {
  it('cannot close its script element, and reads back the same', () => {
    const value = { headline: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('pageUrl', () => {
  it('adds the language to the query, keeping the page\'s own', () => {
    expect(pageUrl('https://isl.example', '/teams?team=4', 'ku')).toBe('https://isl.example/teams?team=4&lang=ku');
    expect(pageUrl('https://isl.example', '/teams?team=4')).toBe('https://isl.example/teams?team=4');
  });
});

describe('headMarkup', () => {
  it('titles the page with the site name after it, in the language', () => {
    expect(headMarkup(HEAD, 'ar', 'https://isl.example', true)).toContain('<title>Erbil 2-1 Al-Zawraa · دوري نجوم العراق</title>');
  });

  it('gives a share image its size and a large card; the crest a small one', () => {
    const shared = headMarkup(HEAD, 'en', 'https://isl.example', true);
    expect(shared).toContain('<meta property="og:image" content="https://isl.example/api/share/matches/7.png?lang=ar&amp;v=3" />');
    expect(shared).toContain('<meta property="og:image:width" content="1200" />');
    expect(shared).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const plain = headMarkup({ ...HEAD, imagePath: SITE_IMAGE.path }, 'en', 'https://isl.example', true);
    expect(plain).toContain('<meta property="og:image:width" content="512" />');
    expect(plain).toContain('<meta name="twitter:card" content="summary" />');
  });

  it("names the page's own address as canonical: with the language the link named, else the one that follows the reader", () => {
    expect(headMarkup(HEAD, 'ar', 'https://isl.example', true)).toContain('<link rel="canonical" href="https://isl.example/teams?team=4&amp;lang=ar" />');
    expect(headMarkup(HEAD, 'ar', 'https://isl.example', false)).toContain('<link rel="canonical" href="https://isl.example/teams?team=4" />');
  });

  it('keeps search engines off a page that is not indexable', () => {
    expect(headMarkup(HEAD, 'en', 'https://isl.example', true)).not.toContain('noindex');
    expect(headMarkup({ ...HEAD, indexable: false }, 'en', 'https://isl.example', true)).toContain('<meta name="robots" content="noindex" />');
  });
});
