import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown as the author writes it, HTML as readers get it. markdown-it runs with `html: false`, so any HTML
 * the author typed comes out as text; sanitize-html then keeps only an allow-list of tags, with links to
 * http(s) and mailto only, which no attribute of ours can turn into script. Two layers, so a flaw in one
 * (a renderer bug, a parser quirk) is not enough.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const HEADING = 'h2';
const SUBHEADING = 'h4';

const ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'br', 'hr'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // What is not allowed goes with its content where the content is code or markup, else only the tag goes.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'xmp'],
  transformTags: {
    // The page's own title is the h1; an article's headings start below it.
    h1: HEADING,
    h5: SUBHEADING,
    h6: SUBHEADING,
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow ugc' }),
  },
};

/** The content's HTML, safe to put in a page as it is. */
export function renderMarkdown(content: string): string {
  return sanitizeHtml(markdown.render(content), ALLOW_LIST);
}

/** The content as plain text (what a reader sees, without formatting), blanks collapsed. */
export function markdownText(content: string): string {
  const words: string[] = [];
  for (const token of markdown.parse(content, {})) {
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline' || child.type === 'text_special') words.push(child.content);
      else if (child.type === 'softbreak' || child.type === 'hardbreak') words.push(' ');
    }
    if (token.type === 'inline' || token.type === 'fence' || token.type === 'code_block') words.push(token.type === 'inline' ? ' ' : ` ${token.content} `);
  }
  return words.join('').replace(/\s+/g, ' ').trim();
}

/** At most `length` characters of `text`, cut at a word where one is near, with an ellipsis when cut. */
export function shorten(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
