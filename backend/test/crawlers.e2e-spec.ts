import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import request from 'supertest';
import { validateXML } from 'xmllint-wasm';
import type { MatchResponse } from '@isl/contracts';
import { APP_ORIGIN, signUp, type SignedIn } from './support/accounts';
import { newsroomCalls } from './support/newsroom';
import { startTestApp, type TestApp } from './support/test-app';

// What search engines read at the site's root: robots.txt and a sitemap that lists the season in three languages.
// The sitemap protocol's schema is the one the sitemap package ships; the hreflang links' is ours (fixtures).
const SCHEMAS = join(__dirname, 'fixtures', 'sitemap');
const schemaFile = (fileName: string, path = join(SCHEMAS, fileName)) => ({ fileName, contents: readFileSync(path, 'utf8') });

let t: TestApp;
let calls: ReturnType<typeof newsroomCalls>;
let author: SignedIn;
let editor: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  calls = newsroomCalls(t);
  [author, editor] = [await signUp(t, { role: 'journalist' }), await signUp(t, { role: 'admin' })];
}, 60_000);
afterAll(() => t?.close());

const get = (path: string) => request(t.app.getHttpServer()).get(path).set('user-agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');

async function sitemap(): Promise<string> {
  const res = await get('/sitemap.xml').expect(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc.replace(/&amp;/g, '&'));

describe('/sitemap.xml', () => {
  it('validates against the sitemap schema, hreflang links included', async () => {
    const xml = await sitemap();
    const result = await validateXML({
      xml: { fileName: 'sitemap.xml', contents: xml },
      schema: schemaFile('sitemap-with-hreflang.xsd'),
      preload: [schemaFile('sitemap.xsd', join(dirname(require.resolve('sitemap/package.json')), 'schema', 'sitemap.xsd')), schemaFile('xhtml-link.xsd')],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every match of the season and every club in the three languages, each naming the others", async () => {
    const xml = await sitemap();
    const listed = new Set(locations(xml));
    const season = (await get('/api/matches').expect(200)).body as MatchResponse[];
    for (const match of season) {
      for (const language of ['en', 'ar', 'ku']) expect(listed.has(`${APP_ORIGIN}/matches/${match.id}?lang=${language}`)).toBe(true);
    }
    expect([...listed].filter((loc) => loc.startsWith(`${APP_ORIGIN}/teams?team=`))).toHaveLength(20 * 3);
    const firstMatch = xml.slice(xml.indexOf(`<loc>${APP_ORIGIN}/matches/${season[0].id}?lang=ar</loc>`));
    const entry = firstMatch.slice(0, firstMatch.indexOf('</url>'));
    expect(entry).toContain(`hreflang="ckb" href="${APP_ORIGIN}/matches/${season[0].id}?lang=ku"`);
    expect(entry).toContain(`hreflang="x-default" href="${APP_ORIGIN}/matches/${season[0].id}"`);
  });

  it('lists an article once it is published, and never one that is not', async () => {
    const draft = await calls.submit(author, { title: 'Still with the editor', content: 'Not out yet.' });
    expect(locations(await sitemap()).some((loc) => loc.includes(`/journalists/articles/${draft.id}`))).toBe(false);
    const published = await calls.publish(author, editor, { title: 'Cup final preview', content: 'Two sides, one trophy.' });
    expect(locations(await sitemap())).toContain(`${APP_ORIGIN}/journalists/articles/${published.id}/cup-final-preview?lang=en`);
  });
});

describe('/robots.txt', () => {
  it('points to the sitemap, keeps crawlers off the api but lets previews fetch share images', async () => {
    const res = await get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /api/share/', 'Disallow: /api/', `Sitemap: ${APP_ORIGIN}/sitemap.xml`]));
  });
});
