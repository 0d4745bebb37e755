/**
 * Known cross-site scripting payloads, for tests that put them wherever users write text (article titles,
 * excerpts, Markdown content, comments) and check that nothing of them runs: the API's tests on the HTML it
 * renders, the browser journeys on the page. Gathered from OWASP's filter evasion cheat sheet, DOMPurify's
 * test suite (the mutation-XSS forms) and Markdown renderers' link and autolink forms.
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Script tags
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script/src="data:text/javascript,alert(1)"></script>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  '</textarea><script>alert(1)</script>',
  // Event handlers
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  '<IMG SRC=x oNeRrOr=alert(1)>',
  '<img src=x onerror=&#97;lert(1)>',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  '<p style="x" onclick=alert(1)>x</p>',
  // javascript:, vbscript: and data: URLs in links and images
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  // SVG and MathML
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><a xlink:href="javascript:alert(1)">x</a></math>',
  // Frames, objects and other embedding
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  // Style
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background-image:url(javascript:alert(1))">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  // Mutation XSS (DOMPurify's test suite)
  '<svg><p><style><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  // Markdown links, images and autolinks
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x]( javascript:alert(1) )',
  '[x](<javascript:alert(1)>)',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml,<svg onload=alert(1)>)',
  '<javascript:alert(1)>',
  '<vbscript:msgbox(1)>',
  '[x](https://example.com "title\\" onmouseover=\\"alert(1)")',
  '[<img src=x onerror=alert(1)>](https://example.com)',
  '```html\n<script>alert(1)</script>\n```',
  '`<img src=x onerror=alert(1)>`',
];

const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** An attribute's value as a browser reads it: entities decoded, then the blanks and controls browsers skip in a URL's scheme removed. */
function urlAsBrowserReadsIt(value: string): string {
  const decoded = value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity);
  // eslint-disable-next-line no-control-regex -- the controls are what is being removed
  return decoded.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

const URL_ATTRIBUTE = /\s(?:href|src|xlink:href|action|formaction|data|srcdoc)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/**
 * What in a piece of HTML could run script: a script element, an event-handler or style attribute, or a
 * javascript:, vbscript: or data: URL in a link or source. Only real tags are looked at: text that merely
 * reads like a tag (escaped as &lt;…) is harmless, and is what an escaped payload should become. Empty: safe.
 */
export function unsafeHtmlFindings(html: string): string[] {
  const findings: string[] = [];
  if (/<script/i.test(html)) findings.push('a <script> element');
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    if (/[\s/"']on[a-z]+\s*=/i.test(tag)) findings.push(`an event handler: ${tag}`);
    if (/\sstyle\s*=/i.test(tag)) findings.push(`a style attribute: ${tag}`);
    for (const [, double, single, bare] of tag.matchAll(URL_ATTRIBUTE)) {
      if (/^(?:javascript|vbscript|data):/.test(urlAsBrowserReadsIt(double ?? single ?? bare ?? ''))) findings.push(`a script URL: ${tag}`);
    }
  }
  return findings;
}
