import { LANGUAGES, type Language } from '@isl/contracts';
import type { Line } from './letter';
import { counted, MAIL_TEXTS, MINUTES, type MailBody } from './mail-texts';

/** Every mail of a language, with its people's words filled in. */
function everyMail(language: Language): MailBody[] {
  const texts = MAIL_TEXTS[language];
  return [
    texts.passwordReset(counted(language, 30, MINUTES)),
    texts.noPasswordToReset(),
    texts.applicationApproved(),
    texts.applicationRejected('a reason'),
    texts.articlePublished('A title'),
    texts.articleRejected('A title', 'a reason'),
  ];
}

/** The product's own words of a mail (what is isolated is someone else's). */
const ownWords = (body: MailBody): string =>
  [body.subject, ...body.paragraphs, ...(body.closing ?? []), body.quote?.label ?? [], body.action ?? [], body.footnote ?? []]
    .flatMap((line: Line) => line.filter((segment) => typeof segment === 'string'))
    .join(' ');

describe('counted', () => {
  it.each([
    [1, 'دقيقة واحدة'],
    [2, 'دقيقتين'],
    [3, '3 دقائق'],
    [10, '10 دقائق'],
    [11, '11 دقيقة'],
    [30, '30 دقيقة'],
    [100, '100 دقيقة'],
  ])('writes %i minutes as Arabic grammar asks: %s', (count, text) => {
    expect(counted('ar', count, MINUTES)).toBe(text);
  });

  it('writes one minute and many in English, and keeps the noun singular after a number in Sorani', () => {
    expect([1, 30].map((n) => counted('en', n, MINUTES))).toEqual(['1 minute', '30 minutes']);
    expect([1, 30].map((n) => counted('ku', n, MINUTES))).toEqual(['1 خولەک', '30 خولەک']);
  });
});

describe('MAIL_TEXTS', () => {
  it.each(LANGUAGES.map((language) => [language]))('gives every %s mail a subject, a body and a button', (language) => {
    for (const body of everyMail(language)) {
      expect(body.subject.length).toBeGreaterThan(0);
      expect(body.paragraphs.length).toBeGreaterThan(0);
      expect(body.action?.length).toBeGreaterThan(0);
      expect(ownWords(body)).not.toMatch(/\{\{|\}\}|undefined|null/);
    }
  });

  it("writes Arabic without the letters only Sorani writes, and Sorani with its own letters, never Arabic's ي ك ة", () => {
    const arabic = [MAIL_TEXTS.ar.signature, MAIL_TEXTS.ar.siteName, MAIL_TEXTS.ar.buttonFallback, ...everyMail('ar').map(ownWords)].join(' ');
    const sorani = [MAIL_TEXTS.ku.signature, MAIL_TEXTS.ku.siteName, MAIL_TEXTS.ku.buttonFallback, ...everyMail('ku').map(ownWords)].join(' ');
    expect(arabic).not.toMatch(/[یکەڕڵۆێ]/);
    expect(sorani).not.toMatch(/[يكة]/);
    expect(sorani).toMatch(/[یکە]/);
  });

  it("leaves out the editor's note when the editor gave no reason", () => {
    for (const language of LANGUAGES) {
      expect(MAIL_TEXTS[language].applicationRejected(null).quote).toBeUndefined();
      expect(MAIL_TEXTS[language].articleRejected('A title', null).quote).toBeUndefined();
      expect(MAIL_TEXTS[language].articleRejected('A title', 'Sources, please').quote?.text).toBe('Sources, please');
    }
  });
});
