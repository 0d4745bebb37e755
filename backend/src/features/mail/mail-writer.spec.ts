import { line, plain, type Letter } from './letter';
import { writeMail } from './mail-writer';

const LETTER: Letter = {
  subject: line`Your article is published: ${'Zakho <3 Duhok'}`,
  greeting: line`Hello ${'Sami'},`,
  paragraphs: [line`An editor has published “${'Zakho <3 Duhok'}”.`],
  quote: { label: plain("Editor's note"), text: 'Line one\n<b>line</b> two' },
  closing: [plain('Thank you.')],
  action: { label: plain('Read it'), url: 'https://isl.example/journalists/articles/7?x=1&y=2' },
  footnote: plain('Small print.'),
};

describe('writeMail', () => {
  it('writes a plain-text part: isolated names, the quotation under its label, the address of the button, a signature', () => {
    const mail = writeMail('fan@example.com', LETTER, 'en');
    expect(mail).toMatchObject({ to: 'fan@example.com', subject: 'Your article is published: Zakho <3 Duhok', language: 'en' });
    expect(mail.text).toBe(
      [
        'Hello \u2068Sami\u2069,',
        'An editor has published “\u2068Zakho <3 Duhok\u2069”.',
        "Editor's note:\nLine one\n<b>line</b> two",
        'Thank you.',
        'Read it:\nhttps://isl.example/journalists/articles/7?x=1&y=2',
        'Small print.',
        '-- \nThe Iraqi Stars League team\n',
      ].join('\n\n'),
    );
  });

  it('writes an HTML part that escapes every word and isolates people\'s words with <bdi>', () => {
    const { html } = writeMail('fan@example.com', LETTER, 'en');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Your article is published: Zakho &lt;3 Duhok</title>');
    expect(html).toContain('“<bdi>Zakho &lt;3 Duhok</bdi>”');
    expect(html).toContain('&lt;b&gt;line&lt;/b&gt; two');
    expect(html).toContain('href="https://isl.example/journalists/articles/7?x=1&amp;y=2"');
    expect(html).toContain('border-left:4px');
    expect(html).not.toContain('<b>');
  });

  it.each([
    ['ar', 'ar', 'فريق عمل دوري نجوم العراق'],
    ['ku', 'ckb', 'دەستەی خولی ئەستێرەکانی عێراق'],
  ] as const)('writes %s right to left with lang="%s" on every level, and its own signature', (language, tag, signature) => {
    const mail = writeMail('fan@example.com', LETTER, language);
    expect(mail.language).toBe(tag);
    expect(mail.html).toContain(`<html lang="${tag}" dir="rtl">`);
    expect(mail.html).toContain(`<body lang="${tag}" dir="rtl"`);
    expect(mail.html).toContain(`<div lang="${tag}" dir="rtl"`);
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).toContain('border-right:4px');
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.text.endsWith(`-- \n${signature}\n`)).toBe(true);
  });
});
