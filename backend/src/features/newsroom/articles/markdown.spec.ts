import { unsafeHtmlFindings, XSS_PAYLOADS } from '@isl/test-support';
import { markdownText, renderMarkdown, shorten } from './markdown';

describe('renderMarkdown', () => {
  it('renders the allowed formatting', () => {
    expect(renderMarkdown('# Derby\n\n**Bold** and *em*, `code`\n\n- one\n- two\n\n> quoted\n\n---')).toBe(
      '<h2>Derby</h2>\n<p><strong>Bold</strong> and <em>em</em>, <code>code</code></p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n<hr />\n',
    );
  });

  it('keeps http(s) and mailto links, marked as user content', () => {
    expect(renderMarkdown('[site](https://example.com/a?b=1) [mail](mailto:desk@example.com)')).toBe(
      '<p><a href="https://example.com/a?b=1" rel="noopener nofollow ugc">site</a> <a href="mailto:desk@example.com" rel="noopener nofollow ugc">mail</a></p>\n',
    );
  });

  it('shows HTML the author typed as text', () => {
    expect(renderMarkdown('<b>hi</b>')).toBe('<p>&lt;b&gt;hi&lt;/b&gt;</p>\n');
  });

  it('drops images and a class on code', () => {
    expect(renderMarkdown('![pic](https://example.com/x.png)\n\n```js\nx\n```')).toBe('<p></p>\n<pre><code>x\n</code></pre>\n');
  });

  it.each(XSS_PAYLOADS)('leaves nothing that runs of %j', (payload) => {
    expect(unsafeHtmlFindings(renderMarkdown(payload))).toEqual([]);
    expect(unsafeHtmlFindings(renderMarkdown(`Before ${payload} after\n\n${payload}`))).toEqual([]);
  });
});

describe('markdownText', () => {
  it('is the text a reader sees', () => {
    expect(markdownText('# Derby\n\n**Bold** [link](https://x.example) `code`\n\n```\nblock\n```\nA &amp; B')).toBe('Derby Bold link code block A & B');
  });
});

describe('shorten', () => {
  it('cuts at a word and adds an ellipsis', () => {
    expect(shorten('one two three four', 12)).toBe('one two…');
    expect(shorten('short', 12)).toBe('short');
  });
});
