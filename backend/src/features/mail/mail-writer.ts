import { LANGUAGE_MARKUP, type Language } from '@isl/contracts';
import type { OutgoingMail } from '../../platform/mail/mailer';
import type { Letter, Line } from './letter';
import { MAIL_TEXTS } from './mail-texts';

/** The league's green (the web app's brand.700: white on it reads at 7:1). */
const BRAND = '#126640';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Plain text isolates someone's words with FSI…PDI (Unicode's first-strong isolate), so they keep their own direction. */
const asText = (words: Line) => words.map((segment) => (typeof segment === 'string' ? segment : `\u2068${segment.isolate}\u2069`)).join('');
/** HTML isolates them with <bdi>. */
const asHtml = (words: Line) => words.map((segment) => (typeof segment === 'string' ? escapeHtml(segment) : `<bdi>${escapeHtml(segment.isolate)}</bdi>`)).join('');
/** A subject is a header many mail programs show without bidi isolates: the words as they are. */
const asSubject = (words: Line) => words.map((segment) => (typeof segment === 'string' ? segment : segment.isolate)).join('');

/** A letter written out as a mail to `to`: a plain-text part and an HTML part, both in `language`'s direction. */
export function writeMail(to: string, letter: Letter, language: Language): OutgoingMail {
  const subject = asSubject(letter.subject);
  return { to, subject, language: LANGUAGE_MARKUP[language].htmlLang, text: plainText(letter, MAIL_TEXTS[language].signature), html: html(letter, language, subject) };
}

function plainText(letter: Letter, signature: string): string {
  const blocks = [asText(letter.greeting), ...letter.paragraphs.map(asText)];
  if (letter.quote) blocks.push(`${asText(letter.quote.label)}:\n${letter.quote.text}`);
  blocks.push(...(letter.closing ?? []).map(asText));
  if (letter.action) blocks.push(`${asText(letter.action.label)}:\n${letter.action.url}`);
  if (letter.footnote) blocks.push(asText(letter.footnote));
  blocks.push(`-- \n${signature}`);
  return `${blocks.join('\n\n')}\n`;
}

function html(letter: Letter, language: Language, subject: string): string {
  const texts = MAIL_TEXTS[language];
  const { htmlLang: lang, dir } = LANGUAGE_MARKUP[language];
  // Mail programs know little CSS: the side a quotation's rule stands on is said outright, not as "inline-start".
  const start = dir === 'rtl' ? 'right' : 'left';
  const paragraph = (words: Line) => `<p style="margin:0 0 16px">${asHtml(words)}</p>`;
  const parts = [
    `<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:${BRAND}">${escapeHtml(texts.siteName)}</p>`,
    paragraph(letter.greeting),
    ...letter.paragraphs.map(paragraph),
  ];
  if (letter.quote) {
    parts.push(
      `<p style="margin:0 0 4px;color:#4a5568">${asHtml(letter.quote.label)}</p>`,
      `<blockquote dir="auto" style="margin:0 0 16px;padding:8px 12px;border-${start}:4px solid #cbd5e0;background:#f7fafc;white-space:pre-wrap">${escapeHtml(letter.quote.text)}</blockquote>`,
    );
  }
  parts.push(...(letter.closing ?? []).map(paragraph));
  if (letter.action) {
    const url = escapeHtml(letter.action.url);
    parts.push(
      `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;background:${BRAND};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${asHtml(letter.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#4a5568">${escapeHtml(texts.buttonFallback)}<br><a href="${url}" dir="ltr" style="color:${BRAND};word-break:break-all">${url}</a></p>`,
    );
  }
  if (letter.footnote) parts.push(`<p style="margin:0 0 16px;font-size:13px;color:#4a5568">${asHtml(letter.footnote)}</p>`);
  parts.push(`<p style="margin:24px 0 0">${escapeHtml(texts.signature)}</p>`);
  // lang and dir on every level: some mail programs drop <html>'s attributes, some <body>'s.
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body lang="${lang}" dir="${dir}" style="margin:0;padding:0;background:#f4f6f8">
<div lang="${lang}" dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;color:#1a202c;font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6;text-align:${start}">
${parts.join('\n')}
</div>
</body>
</html>
`;
}
