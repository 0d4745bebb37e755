import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app';

// The web app's page is served in the reader's language: <html lang dir> from the language cookie the web app
// writes, else Accept-Language, else English, so a right-to-left reader's first paint is already mirrored.
const INDEX_HTML = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head><title>ISL</title></head>\n  <body><div id="root"></div></body>\n</html>\n';
let t: TestApp;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'isl-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(() => t?.close());

async function page(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/teams', headers: { accept: 'text/html', ...headers } });
  expect(res.statusCode).toBe(200);
  return { html: res.body, vary: String(res.headers.vary ?? ''), encoding: res.headers['content-encoding'], bytes: res.rawPayload };
}

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

describe('the web app page', () => {
  it.each([
    ['nothing', '<html lang="en" dir="ltr">', {}],
    ['an Arabic browser', '<html lang="ar" dir="rtl">', { 'accept-language': 'ar-IQ,ar;q=0.9,en;q=0.8' }],
    ['a Sorani browser', '<html lang="ckb" dir="rtl">', { 'accept-language': 'ckb-IQ,ckb;q=0.9' }],
    ['a French browser', '<html lang="en" dir="ltr">', { 'accept-language': 'fr-FR,fr;q=0.9' }],
    ['the cookie of a fan who chose Sorani, on an Arabic browser', '<html lang="ckb" dir="rtl">', { cookie: 'language=ku', 'accept-language': 'ar' }],
    ['the cookie of a fan who chose English, on an Arabic browser', '<html lang="en" dir="ltr">', { cookie: 'language=en', 'accept-language': 'ar' }],
    ['a cookie naming no language of the site', '<html lang="ar" dir="rtl">', { cookie: 'language=fr', 'accept-language': 'ar' }],
  ])('given %s, is marked up %s', async (_, tag, headers) => {
    const { html } = await page(headers);
    expect(htmlTag(html)).toBe(tag);
    // Only the tag and the head's title (now the page's head, see page-heads.e2e-spec) change: the rest is the build's.
    const rest = (markup: string) => markup.replace(/<html[^>]*>/, '').replace(/<head>[\s\S]*<\/head>/, '<head></head>');
    expect(rest(html)).toBe(rest(INDEX_HTML));
  });

  it('tells caches it varies with the cookie, Accept-Language and Accept-Encoding', async () => {
    const { vary } = await page({ 'accept-language': 'ar' });
    expect(vary.toLowerCase().split(/\s*,\s*/)).toEqual(expect.arrayContaining(['cookie', 'accept-language', 'accept-encoding']));
  });

  it.each([
    ['a browser', 'gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['a client without brotli', 'gzip, deflate', 'gzip', gunzipSync],
  ])('is compressed for %s, to the same page', async (_, acceptEncoding, encoding, decompress) => {
    const { html: plain, encoding: none } = await page({ 'accept-language': 'ar' });
    const compressed = await page({ 'accept-language': 'ar', 'accept-encoding': acceptEncoding });
    expect(none).toBeUndefined();
    expect(compressed.encoding).toBe(encoding);
    expect(decompress(compressed.bytes).toString()).toBe(plain);
  });
});
