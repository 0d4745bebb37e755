import { unsafeHtmlFindings, XSS_PAYLOADS } from './xss-payloads';

describe('the XSS corpus', () => {
  it('has at least 50 distinct payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });
});

describe('unsafeHtmlFindings', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg/onload=alert(1)>',
    '<p style="color:red">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href=" JaVa\tScRiPt&colon;alert(1)">x</a>',
    "<img src='data:image/svg+xml,x'>",
    '<a href=vbscript:msgbox(1)>x</a>',
  ])('finds what could run in %s', (html) => {
    expect(unsafeHtmlFindings(html)).not.toEqual([]);
  });

  it.each([
    '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    '<p><a href="https://example.com/?q=javascript:x" rel="noopener nofollow ugc">x</a></p>',
    '<p>javascript:alert(1) written as text, style=x too</p>',
    '<pre><code>&lt;svg onload=alert(1)&gt;</code></pre>',
  ])('finds nothing in the harmless %s', (html) => {
    expect(unsafeHtmlFindings(html)).toEqual([]);
  });
});
