import { pluralForm, type Language, type PluralForms } from '@isl/contracts';
import { line, plain, type Letter, type Line } from './letter';

/** What a mail's texts say, apart from the greeting and signature every mail has; its button's label without its address. */
export type MailBody = Omit<Letter, 'greeting' | 'action'> & { action?: Line };

export interface MailTexts {
  /** The site's name, atop every mail. */
  siteName: string;
  greeting: (firstName: string | null) => Line;
  signature: string;
  /** Under a button: for mail programs that show no buttons. */
  buttonFallback: string;
  /** `minutes`: how long the link works, already counted in the language (see counted). */
  passwordReset: (minutes: string) => MailBody;
  /** For an account that signs in through its OpenID Connect provider: it has no password to reset. */
  noPasswordToReset: () => MailBody;
  applicationApproved: () => MailBody;
  applicationRejected: (reason: string | null) => MailBody;
  articlePublished: (title: string) => MailBody;
  articleRejected: (title: string, reason: string | null) => MailBody;
}

/** `count` in the form its language's grammar asks for, i18next-style: `{{count}}` stands for the number. */
export function counted(language: Language, count: number, forms: Record<Language, PluralForms>): string {
  return pluralForm(language, count, forms[language]).replace('{{count}}', String(count));
}

/** "30 minutes": Arabic says «دقيقتان» and «3 دقائق» but «30 دقيقة»; Sorani keeps the noun singular after a number. */
export const MINUTES: Record<Language, PluralForms> = {
  en: { one: '{{count}} minute', other: '{{count}} minutes' },
  ar: { zero: '{{count}} دقيقة', one: 'دقيقة واحدة', two: 'دقيقتين', few: '{{count}} دقائق', many: '{{count}} دقيقة', other: '{{count}} دقيقة' },
  ku: { one: '{{count}} خولەک', other: '{{count}} خولەک' },
};

/**
 * Every mail the product sends, in each language: one home for their words, as messages.ts is for pushes. The
 * Arabic is a sports site's Modern Standard Arabic; the Sorani writes Sorani's own letters (ی ک ە) and calls an
 * article «وتار» and the editors «دەستەی نووسەران», as the web app does.
 */
export const MAIL_TEXTS: Record<Language, MailTexts> = {
  en: {
    siteName: 'Iraqi Stars League',
    greeting: (name) => (name ? line`Hello ${name},` : plain('Hello,')),
    signature: 'The Iraqi Stars League team',
    buttonFallback: 'If the button does not work, open this address:',
    passwordReset: (minutes) => ({
      subject: plain('Reset your Iraqi Stars League password'),
      paragraphs: [
        plain('We received a request to reset the password of your Iraqi Stars League account.'),
        plain(`Choose a new password with the button below. The link works once, for ${minutes}.`),
      ],
      action: plain('Choose a new password'),
      footnote: plain('If you did not ask for this, ignore this mail: your password stays as it is.'),
    }),
    noPasswordToReset: () => ({
      subject: plain('Signing in to the Iraqi Stars League'),
      paragraphs: [
        plain('We received a request to reset the password of your Iraqi Stars League account.'),
        plain('Your account signs in through your account provider and has no password here, so there is nothing to reset. Sign in through your provider instead.'),
      ],
      action: plain('Sign in'),
      footnote: plain('If you did not ask for this, ignore this mail.'),
    }),
    applicationApproved: () => ({
      subject: plain('Welcome to the newsroom: your application is approved'),
      paragraphs: [
        plain('Good news: an editor has approved your application to write for the Iraqi Stars League.'),
        plain('You can write your first article now in the Journalist Hub. Editors review every article before it is published.'),
      ],
      action: plain('Open the Journalist Hub'),
    }),
    applicationRejected: (reason) => ({
      subject: plain('Your application to write for the Iraqi Stars League'),
      paragraphs: [plain('Thank you for applying to write for the Iraqi Stars League. An editor has reviewed your application and could not accept it this time.')],
      quote: reason ? { label: plain("Editor's note"), text: reason } : undefined,
      closing: [plain('You are welcome to apply again whenever you like.')],
      action: plain('Apply again'),
    }),
    articlePublished: (title) => ({
      subject: line`Your article is published: ${title}`,
      paragraphs: [line`An editor has published your article “${title}”. Fans can read it now.`],
      action: plain('Read your article'),
    }),
    articleRejected: (title, reason) => ({
      subject: line`Your article was not published: ${title}`,
      paragraphs: [line`An editor has reviewed your article “${title}” and did not publish it.`],
      quote: reason ? { label: plain("Editor's note"), text: reason } : undefined,
      closing: [plain('You can change it and submit it again from My Articles in the Journalist Hub.')],
      action: plain('Open My Articles'),
    }),
  },
  ar: {
    siteName: 'دوري نجوم العراق',
    greeting: (name) => (name ? line`مرحباً ${name}،` : plain('مرحباً،')),
    signature: 'فريق عمل دوري نجوم العراق',
    buttonFallback: 'إن لم يعمل الزر فافتح هذا الرابط:',
    passwordReset: (minutes) => ({
      subject: plain('إعادة تعيين كلمة المرور في دوري نجوم العراق'),
      paragraphs: [
        plain('تلقّينا طلباً لإعادة تعيين كلمة المرور لحسابك في دوري نجوم العراق.'),
        plain(`اختر كلمة مرور جديدة عبر الزر أدناه. يعمل الرابط مرة واحدة فقط، ولمدة ${minutes}.`),
      ],
      action: plain('اختر كلمة مرور جديدة'),
      footnote: plain('إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.'),
    }),
    noPasswordToReset: () => ({
      subject: plain('تسجيل الدخول إلى دوري نجوم العراق'),
      paragraphs: [
        plain('تلقّينا طلباً لإعادة تعيين كلمة المرور لحسابك في دوري نجوم العراق.'),
        plain('يسجّل حسابك الدخول عبر مزوّد حسابك، ولا توجد له كلمة مرور هنا، فلا شيء يحتاج إلى إعادة تعيين. سجّل دخولك عبر مزوّدك.'),
      ],
      action: plain('تسجيل الدخول'),
      footnote: plain('إن لم تطلب ذلك فتجاهل هذه الرسالة.'),
    }),
    applicationApproved: () => ({
      subject: plain('أهلاً بك في فريقنا التحريري: قُبل طلبك'),
      paragraphs: [
        plain('يسعدنا إبلاغك بأن المحرر وافق على طلبك للكتابة في دوري نجوم العراق.'),
        plain('يمكنك الآن كتابة مقالك الأول في منصة الصحفيين، ويراجع المحررون كل مقال قبل نشره.'),
      ],
      action: plain('افتح منصة الصحفيين'),
    }),
    applicationRejected: (reason) => ({
      subject: plain('بشأن طلبك للكتابة في دوري نجوم العراق'),
      paragraphs: [plain('شكراً لتقدّمك بطلب الكتابة في دوري نجوم العراق. راجع المحرر طلبك، وتعذّر قبوله هذه المرة.')],
      quote: reason ? { label: plain('ملاحظة المحرر'), text: reason } : undefined,
      closing: [plain('يسعدنا أن تتقدّم بطلب جديد متى شئت.')],
      action: plain('قدّم طلباً جديداً'),
    }),
    articlePublished: (title) => ({
      subject: line`نُشر مقالك: ${title}`,
      paragraphs: [line`نشر المحرر مقالك «${title}»، وبات بإمكان المشجعين قراءته الآن.`],
      action: plain('اقرأ مقالك'),
    }),
    articleRejected: (title, reason) => ({
      subject: line`لم يُنشر مقالك: ${title}`,
      paragraphs: [line`راجع المحرر مقالك «${title}» ولم ينشره.`],
      quote: reason ? { label: plain('ملاحظة المحرر'), text: reason } : undefined,
      closing: [plain('يمكنك تعديله وإرساله للمراجعة مجدداً من «مقالاتي» في منصة الصحفيين.')],
      action: plain('افتح مقالاتي'),
    }),
  },
  ku: {
    siteName: 'خولی ئەستێرەکانی عێراق',
    greeting: (name) => (name ? line`سڵاو ${name}،` : plain('سڵاو،')),
    signature: 'دەستەی خولی ئەستێرەکانی عێراق',
    buttonFallback: 'ئەگەر دوگمەکە کار ناکات، ئەم بەستەرە بکەرەوە:',
    passwordReset: (minutes) => ({
      subject: plain('گۆڕینی وشەی نهێنی لە خولی ئەستێرەکانی عێراق'),
      paragraphs: [
        plain('داوایەکمان پێگەیشت بۆ گۆڕینی وشەی نهێنیی هەژمارەکەت لە خولی ئەستێرەکانی عێراق.'),
        plain(`بە دوگمەی خوارەوە وشەیەکی نهێنیی نوێ هەڵبژێرە. بەستەرەکە تەنها یەک جار و بۆ ماوەی ${minutes} کار دەکات.`),
      ],
      action: plain('وشەی نهێنیی نوێ هەڵبژێرە'),
      footnote: plain('ئەگەر تۆ داوات نەکردووە، گوێ بەم نامەیە مەدە؛ وشەی نهێنییەکەت وەک خۆی دەمێنێتەوە.'),
    }),
    noPasswordToReset: () => ({
      subject: plain('چوونەژوورەوە بۆ خولی ئەستێرەکانی عێراق'),
      paragraphs: [
        plain('داوایەکمان پێگەیشت بۆ گۆڕینی وشەی نهێنیی هەژمارەکەت لە خولی ئەستێرەکانی عێراق.'),
        plain('هەژمارەکەت لە ڕێگەی دابینکەری هەژمارەکەتەوە دەچێتە ژوورەوە و لێرە وشەی نهێنیی نییە، بۆیە هیچ شتێک نییە بگۆڕدرێت. لە ڕێگەی دابینکەرەکەتەوە بچۆ ژوورەوە.'),
      ],
      action: plain('چوونەژوورەوە'),
      footnote: plain('ئەگەر تۆ داوات نەکردووە، گوێ بەم نامەیە مەدە.'),
    }),
    applicationApproved: () => ({
      subject: plain('بەخێربێیت بۆ دەستەی نووسەران: داواکارییەکەت پەسەند کرا'),
      paragraphs: [
        plain('مژدە: دەستەی نووسەران داواکارییەکەتی بۆ نووسین لە خولی ئەستێرەکانی عێراق پەسەند کرد.'),
        plain('ئێستا دەتوانیت یەکەم وتارت لە سەکۆی ڕۆژنامەنووسان بنووسیت. دەستەی نووسەران پێش بڵاوکردنەوە پێداچوونەوە بە هەموو وتارێکدا دەکات.'),
      ],
      action: plain('سەکۆی ڕۆژنامەنووسان بکەرەوە'),
    }),
    applicationRejected: (reason) => ({
      subject: plain('دەربارەی داواکارییەکەت بۆ نووسین لە خولی ئەستێرەکانی عێراق'),
      paragraphs: [plain('سوپاس بۆ داواکارییەکەت بۆ نووسین لە خولی ئەستێرەکانی عێراق. دەستەی نووسەران پێداچوونەوەی بە داواکارییەکەتدا کرد و ئەمجارە نەیتوانی پەسەندی بکات.')],
      quote: reason ? { label: plain('تێبینیی دەستەی نووسەران'), text: reason } : undefined,
      closing: [plain('هەر کاتێک ویستت، دەتوانیت داواکارییەکی نوێ بنێریت.')],
      action: plain('داواکارییەکی نوێ بنێرە'),
    }),
    articlePublished: (title) => ({
      subject: line`وتارەکەت بڵاو کرایەوە: ${title}`,
      paragraphs: [line`دەستەی نووسەران وتارەکەت «${title}»ی بڵاو کردەوە و ئێستا هاندەران دەتوانن بیخوێننەوە.`],
      action: plain('وتارەکەت بخوێنەوە'),
    }),
    articleRejected: (title, reason) => ({
      subject: line`وتارەکەت بڵاو نەکرایەوە: ${title}`,
      paragraphs: [line`دەستەی نووسەران پێداچوونەوەی بە وتارەکەت «${title}»دا کرد و بڵاوی نەکردەوە.`],
      quote: reason ? { label: plain('تێبینیی دەستەی نووسەران'), text: reason } : undefined,
      closing: [plain('دەتوانیت دەستکاریی بکەیت و لە «وتارەکانم» لە سەکۆی ڕۆژنامەنووساندا دووبارە بینێریتەوە بۆ پێداچوونەوە.')],
      action: plain('وتارەکانم بکەرەوە'),
    }),
  },
};
