import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { LANGUAGES, type Language, type LeagueResponse, type MatchResponse, type TeamResponse } from '@isl/contracts';
import { APP_ORIGIN, signUp, type SignedIn } from './support/accounts';
import { newsroomCalls } from './support/newsroom';
import { startTestApp, type TestApp } from './support/test-app';

// The heads the api writes into the web app's page for readers that run no script: link previews (Facebook,
// Telegram, WhatsApp) and search engines. Each page kind in each language, as a crawler asks for it.
const INDEX_HTML =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n    <link rel="manifest" href="/manifest.webmanifest" />\n    <title>Iraq Stars League</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
/** A static manifest an older build left beside index.html: the api's own answers in its place. */
const STALE_MANIFEST = '{"name": "An older build\'s manifest"}';
const CRAWLERS = {
  facebook: { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', accept: '*/*' },
  telegram: { 'user-agent': 'TelegramBot (like TwitterBot)' },
  whatsapp: { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: 'text/html' },
};
const HTML_LANG: Record<Language, string> = { en: 'en', ar: 'ar', ku: 'ckb' };

let t: TestApp;
let calls: ReturnType<typeof newsroomCalls>;
let author: SignedIn;
let editor: SignedIn;
let finished: MatchResponse;
let scheduled: MatchResponse;
let club: TeamResponse;
let league: LeagueResponse;
let articleId: number;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'isl-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'manifest.webmanifest'), STALE_MANIFEST);
  t = await startTestApp({ WEB_DIST: webDist });
  calls = newsroomCalls(t);
  [author, editor] = [await signUp(t, { role: 'journalist', firstName: 'Huda' }), await signUp(t, { role: 'admin' })];
  const season = (await calls.get(undefined, '/api/matches').expect(200)).body as MatchResponse[];
  finished = season.find((match) => match.status === 'finished') as MatchResponse;
  scheduled = season.find((match) => match.status === 'scheduled') as MatchResponse;
  [club] = (await calls.get(undefined, '/api/teams').expect(200)).body as TeamResponse[];
  league = (await calls.post(await signUp(t), '/api/leagues', { name: 'Office <League>', game: 'predictions' }).expect(201)).body as LeagueResponse;
  articleId = (await calls.publish(author, editor, { title: 'Derby day in Baghdad', content: 'Two goals and a red card at Al-Shaab.' })).id;
}, 60_000);
afterAll(() => t?.close());

async function page(path: string, headers: Record<string, string> = CRAWLERS.facebook) {
  const res = await request(t.app.getHttpServer()).get(path).set(headers);
  return { status: res.status, html: res.text, type: String(res.headers['content-type']) };
}

/** The content of a meta tag, decoded as a browser reads the attribute. */
function meta(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
  return found === undefined ? undefined : decodeEntities(found);
}
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] as string);
const title = (html: string) => decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
const manifestLinks = (html: string) => html.match(/<link rel="manifest"[^>]*>/g);
const alternates = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map(([, lang, href]) => [lang, decodeEntities(href)]));
const structuredData = (html: string) => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
};

describe.each(LANGUAGES)('the heads of the pages in %s', (language) => {
  const pages = () => [
    { kind: 'an article', path: `/journalists/articles/${articleId}`, canonicalPath: `/journalists/articles/${articleId}/derby-day-in-baghdad`, image: `/api/share/articles/${articleId}.png` },
    { kind: 'a finished match', path: `/matches/${finished.id}`, canonicalPath: `/matches/${finished.id}`, image: `/api/share/matches/${finished.id}.png` },
    { kind: 'a club', path: `/teams?team=${club.id}`, canonicalPath: `/teams?team=${club.id}`, image: '/icons/icon-512.png' },
    { kind: 'the league table', path: '/', canonicalPath: '/', image: '/icons/icon-512.png' },
    { kind: 'the Hub', path: '/journalists', canonicalPath: '/journalists', image: '/icons/icon-512.png' },
    { kind: 'a league invite', path: `/leagues/join/${(league.code as string).toLowerCase()}`, canonicalPath: `/leagues/join/${league.code}`, image: '/icons/icon-512.png' },
  ];

  it.each(Object.keys(CRAWLERS) as (keyof typeof CRAWLERS)[])('are read by %s in the language the link names', async (crawler) => {
    for (const { kind, path, canonicalPath, image } of pages()) {
      const { status, html, type } = await page(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`, CRAWLERS[crawler]);
      expect({ kind, status, type }).toEqual({ kind, status: 200, type: 'text/html; charset=utf-8' });
      expect(html).toContain(`<html lang="${HTML_LANG[language]}" dir="${language === 'en' ? 'ltr' : 'rtl'}">`);
      expect(manifestLinks(html)).toEqual([`<link rel="manifest" href="/manifest.webmanifest?lang=${language}" />`]);
      const pageTitle = meta(html, 'og:title') as string;
      expect(title(html)).toContain(pageTitle);
      expect(meta(html, 'description')?.length).toBeGreaterThan(20);
      expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
      const expectedCanonical = new URL(canonicalPath, APP_ORIGIN);
      expectedCanonical.searchParams.set('lang', language);
      expect({ kind, canonical: canonical(html) }).toEqual({ kind, canonical: expectedCanonical.href.replace(/&/g, '&amp;') });
      expect(meta(html, 'og:url')).toBe(expectedCanonical.href);
      expect(meta(html, 'og:image')?.startsWith(`${APP_ORIGIN}${image}`)).toBe(true);
      const languages = alternates(html);
      expect(Object.keys(languages).sort()).toEqual(['ar', 'ckb', 'en', 'x-default']);
      for (const [code, language_] of [['en', 'en'], ['ar', 'ar'], ['ckb', 'ku']]) {
        expect(new URL(languages[code]).searchParams.get('lang')).toBe(language_);
      }
      expect(new URL(languages['x-default']).searchParams.has('lang')).toBe(false);
    }
  });

  it('names a match by its clubs and score, with its structured data', async () => {
    const { html } = await page(`/matches/${finished.id}?lang=${language}`);
    expect(meta(html, 'og:title')).toContain(`${finished.homeScore}-${finished.awayScore}`);
    expect(structuredData(html)).toMatchObject({ '@type': 'SportsEvent', startDate: finished.matchDate, homeTeam: { '@type': 'SportsTeam' }, awayTeam: { '@type': 'SportsTeam' } });
    const upcoming = await page(`/matches/${scheduled.id}?lang=${language}`);
    expect(structuredData(upcoming.html)).toMatchObject({ '@type': 'SportsEvent', eventStatus: 'https://schema.org/EventScheduled' });
  });

  it('describes an article as a NewsArticle by its author', async () => {
    const { html } = await page(`/journalists/articles/${articleId}?lang=${language}`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(structuredData(html)).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Derby day in Baghdad',
      author: { '@type': 'Person', name: 'Huda' },
      datePublished: expect.any(String),
      image: [expect.stringMatching(/^http/), expect.stringContaining(`/api/share/articles/${articleId}.png`)],
    });
  });
});

describe('the page language without ?lang', () => {
  it("names the page's address without a language as canonical, the x-default", async () => {
    const { html } = await page(`/matches/${finished.id}`, { ...CRAWLERS.whatsapp, 'accept-language': 'ar' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(canonical(html)).toBe(`${APP_ORIGIN}/matches/${finished.id}`);
    expect(alternates(html)['x-default']).toBe(canonical(html));
  });

  it('follows the cookie, else Accept-Language', async () => {
    const kurdish = (await page('/journalists', { ...CRAWLERS.whatsapp, cookie: 'language=ku', 'accept-language': 'ar' })).html;
    expect(kurdish).toContain('<html lang="ckb" dir="rtl">');
    expect(manifestLinks(kurdish)).toEqual(['<link rel="manifest" href="/manifest.webmanifest?lang=ku" />']);
    expect((await page('/journalists', { ...CRAWLERS.whatsapp, 'accept-language': 'ar-IQ,ar;q=0.9' })).html).toContain('<html lang="ar" dir="rtl">');
    expect((await page('/journalists?lang=fr', CRAWLERS.whatsapp)).html).toContain('<html lang="en" dir="ltr">');
  });
});

describe('GET /manifest.webmanifest', () => {
  const NAMES: Record<Language, { name: string; dir: 'ltr' | 'rtl' }> = {
    en: { name: 'Iraq Stars League', dir: 'ltr' },
    ar: { name: 'دوري نجوم العراق', dir: 'rtl' },
    ku: { name: 'خولی ئەستێرەکانی عێراق', dir: 'rtl' },
  };
  const manifest = (path: string, headers: Record<string, string> = {}) => request(t.app.getHttpServer()).get(path).set(headers).expect(200);

  it.each(LANGUAGES)('names the app in the language ?lang=%s names, for any cache to keep an hour', async (language) => {
    const res = await manifest(`/manifest.webmanifest?lang=${language}`, { cookie: 'language=en', 'accept-language': 'en' });
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.vary).toBeUndefined();
    const body = JSON.parse(res.text) as Record<string, unknown>;
    expect(body).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone', name: NAMES[language].name, lang: HTML_LANG[language], dir: NAMES[language].dir });
    expect(String(body.short_name).length).toBeLessThan(NAMES[language].name.length);
    expect(String(body.description).length).toBeGreaterThan(20);
    expect(body.icons).toEqual(expect.arrayContaining([expect.objectContaining({ src: '/icons/icon-512.png' }), expect.objectContaining({ purpose: 'maskable' })]));
  });

  it("follows the page's language without ?lang (the cookie, else Accept-Language, else English), and says it varies with them", async () => {
    const languageOf = async (headers: Record<string, string>) => {
      const res = await manifest('/manifest.webmanifest', headers);
      expect(res.headers.vary).toBe('Cookie, Accept-Language');
      return (JSON.parse(res.text) as { lang: string }).lang;
    };
    expect(await languageOf({ cookie: 'language=ku', 'accept-language': 'ar' })).toBe('ckb');
    expect(await languageOf({ 'accept-language': 'ar-IQ,ar;q=0.9' })).toBe('ar');
    expect(await languageOf({})).toBe('en');
  });
});

describe('escaping', () => {
  it('keeps a title full of quotes and </script> inside its tags and its JSON-LD', async () => {
    const hostile = `He said "10" & 'more' </script><script>alert(1)</script> <!--`;
    const { id } = await calls.publish(author, editor, { title: hostile, content: 'Quotes and tags. </script>' });
    const { status, html } = await page(`/journalists/articles/${id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe(hostile);
    expect(title(html)).toContain(hostile);
    expect(structuredData(html)).toMatchObject({ headline: hostile });
  });

  it('writes a league name of tags as text', async () => {
    const { html } = await page(`/leagues/join/${league.code}?lang=en`);
    expect(meta(html, 'og:title')).toBe('Join Office <League>');
    expect(html).not.toContain('<League>');
    expect(meta(html, 'robots')).toBe('noindex');
  });
});

describe('pages that are not there', () => {
  it.each([
    ['an unknown path', '/no/such/page'],
    ['a missing article', '/journalists/articles/999999'],
    ['a missing match', '/matches/999999'],
    ['a match of no id', '/matches/derby'],
    ['an unknown invite', '/leagues/join/NOPE99'],
  ])('answer %s with 404 and the web app', async (_, path) => {
    const { status, html } = await page(path, { accept: 'text/html' });
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(meta(html, 'robots')).toBe('noindex');
  });

  it('answers an article not yet published with 404', async () => {
    const draft = await calls.submit(author, { title: 'Not yet out', content: 'Waiting for the editor.' });
    expect((await page(`/journalists/articles/${draft.id}`)).status).toBe(404);
  });

  it('answers a client route with 200', async () => {
    expect((await page('/teams', { accept: 'text/html' })).status).toBe(200);
    expect((await page('/admin/data', { accept: 'text/html' })).status).toBe(200);
  });
});
