import type { ArticleDetailResponse, JournalistApplicationResponse } from '@isl/contracts';
import { unsafeHtmlFindings, XSS_PAYLOADS } from '@isl/test-support';
import type { Browser, Page } from 'playwright-core';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import ku from '../src/locales/ku.json';
import { cameraPhoto, DESKTOP, fetchJson, launchBrowser, screenshot, seriousViolations, signUpOnPage } from './support/browser';
import { approvedJournalist, fitsViewport, pageAtRest, pageIn, PHONE_360, publishedArticle, recordDialogs, resizeTo, scriptableDom, sendOk, signUpEditor } from './support/newsroom';

// The newsroom end to end, in English and in Arabic: a fan applies, an editor approves; the new journalist
// writes an article with a picture and submits it; the editor publishes it as featured; a visitor finds it
// featured in the Hub and reads it; a fan rates and comments, and the comment shows to others once approved.
// Then hostile text through the API: nothing of it runs on the article page or in the Hub. And the Hub and an
// article in Sorani, right to left.
const TEXTS = { en, ar } as const;
type Language = keyof typeof TEXTS;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** "{{name}} is now..." with the name as shown (isolated, so matched loosely). */
const template = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.*'));

/** The page at phone width (360 px: no sideways scrolling) and at desktop width, saved as screenshots. */
async function bothWidths(page: Page, name: string) {
  await resizeTo(page, PHONE_360);
  expect(await fitsViewport(page)).toBe(true);
  await screenshot(page, `${name}-360`);
  await resizeTo(page, DESKTOP);
  await screenshot(page, `${name}-desktop`);
}

const CONTENT = {
  en: { title: 'Derby day lights up Baghdad', body: 'Al-Shorta and Al-Zawraa met in front of a **full house** at Al-Shaab.\n\n- Two goals in the first half\n- A late equaliser', excerpt: 'A derby to remember at Al-Shaab.' },
  ar: { title: 'ديربي بغداد يشعل الدوري', body: 'التقى الشرطة والزوراء أمام **مدرجات ممتلئة** في ملعب الشعب.\n\n- هدفان في الشوط الأول\n- تعادل في الدقائق الأخيرة', excerpt: 'ديربي لا يُنسى في ملعب الشعب.' },
};

describe.each(['en', 'ar'] as const)('the newsroom in %s', (language: Language) => {
  const t = TEXTS[language];
  const story = CONTENT[language];

  it('apply, approve, write with a picture, publish as featured, read, rate and comment', async () => {
    // A fan reads the application page and applies.
    const applicant = await pageIn(browser, language);
    const dialogs = recordDialogs(applicant.page);
    const firstName = language === 'en' ? 'Hawre' : 'حيدر';
    await signUpOnPage(applicant.page, firstName);
    await applicant.page.goto('/journalist-apply');
    await applicant.page.getByRole('heading', { level: 1, name: t.apply.title }).waitFor();
    expect(await applicant.page.evaluate(() => document.documentElement.dir)).toBe(language === 'en' ? 'ltr' : 'rtl');
    await applicant.page.getByText(t.apply.introReview.split('{{')[0].trim()).waitFor();
    expect(await seriousViolations(applicant.page)).toEqual([]);
    await bothWidths(applicant.page, `newsroom-01-apply-${language}`);
    const form = applicant.page.getByRole('form', { name: t.apply.formTitle });
    await form.getByLabel(t.apply.fields.lastName).fill(language === 'en' ? 'Aziz' : 'الجبوري');
    await form.getByLabel(t.apply.fields.workplace).fill(language === 'en' ? 'Radio Nawa' : 'جريدة الصباح');
    await form.getByLabel(t.apply.fields.experience).selectOption('4-5');
    await form.getByLabel(t.apply.fields.specialization).selectOption('match-reporting');
    await form.getByLabel(t.apply.fields.bio).fill(
      language === 'en'
        ? 'Five years reporting on the Iraqi league for radio and print, from Basra to Duhok.'
        : 'خمس سنوات في تغطية الدوري العراقي للإذاعة والصحافة المطبوعة، من البصرة إلى دهوك.',
    );
    await form.getByRole('button', { name: t.apply.submit }).click();
    await applicant.page.getByRole('heading', { name: t.apply.submitted.title }).waitFor();
    await screenshot(applicant.page, `newsroom-02-applied-${language}`);
    const application = await fetchJson<JournalistApplicationResponse>(applicant.page, '/api/journalists/application');
    expect(application.status).toBe('pending');
    await applicant.page.goto('/journalists');
    await applicant.page.getByText(t.hub.pendingApproval).waitFor();
    expect(await applicant.page.getByRole('link', { name: t.hub.applyAsJournalist }).count()).toBe(0);

    // The editor approves the application from the review screen.
    const editor = await pageIn(browser, language);
    await signUpEditor(editor.page, language === 'en' ? 'Editor' : 'محرر');
    await editor.page.goto('/admin/review');
    await editor.page.getByRole('heading', { level: 1, name: t.review.title }).waitFor();
    const applicationCard = editor.page.locator(`[data-review="application-${application.id}"]`);
    await applicationCard.waitFor();
    expect(await seriousViolations(editor.page)).toEqual([]);
    await bothWidths(editor.page, `newsroom-03-review-${language}`);
    await applicationCard.getByRole('button', { name: t.review.approve, exact: true }).click();
    await editor.page.getByText(template(t.review.toast.applicationApproved)).waitFor();

    // The new journalist writes an article with a picture and submits it for review.
    await applicant.page.goto('/journalists');
    await applicant.page.getByRole('button', { name: t.hub.writeArticle }).click();
    const dialog = applicant.page.getByRole('dialog', { name: t.editor.createTitle });
    await dialog.getByLabel(t.editor.title).fill(story.title);
    await dialog.getByLabel(t.editor.content).fill(story.body);
    await dialog.getByLabel(t.editor.excerpt).fill(story.excerpt);
    await dialog.getByLabel(t.editor.category).selectOption('analysis');
    expect(await dialog.getByLabel(t.editor.language).inputValue()).toBe(language);
    await dialog.getByTestId('file-input').setInputFiles({ name: 'derby.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(applicant.page) });
    await dialog.getByRole('img', { name: t.uploads.previewAlt }).waitFor();
    // Uploaded as it is picked, with the spec's toast.
    await applicant.page.getByText(t.uploads.toasts.success).waitFor();
    await dialog.getByText(t.editor.submitForReview, { exact: true }).click();
    await dialog.getByText(t.editor.requestFeatured, { exact: true }).click();
    await screenshot(applicant.page, `newsroom-04-write-${language}`);
    await dialog.getByRole('button', { name: t.editor.create }).click();
    await applicant.page.getByText(t.editor.createdForReview).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const mine = applicant.page.getByRole('region', { name: t.myArticles.title });
    await mine.getByText(t.articles.status.pending).waitFor();

    // The editor publishes it as featured (the author asked; the box starts ticked).
    await editor.page.reload();
    await editor.page.getByRole('tab', { name: new RegExp(t.review.queues.articles) }).click();
    const articleCard = editor.page.getByRole('listitem').filter({ hasText: story.title });
    await articleCard.getByText(t.review.article.featureRequested).waitFor();
    expect(await articleCard.getByRole('checkbox', { name: t.review.article.approveFeatured }).isChecked()).toBe(true);
    await articleCard.locator('strong').first().waitFor();
    expect(await seriousViolations(editor.page)).toEqual([]);
    await bothWidths(editor.page, `newsroom-04-review-article-${language}`);
    await articleCard.getByRole('button', { name: t.review.approve, exact: true }).click();
    await editor.page.getByText(template(t.review.toast.articleApprovedFeatured)).waitFor();

    // A signed-out visitor finds it featured in the Hub and reads it.
    const visitor = await pageIn(browser, language);
    const visitorDialogs = recordDialogs(visitor.page);
    await visitor.page.goto('/journalists');
    const featured = visitor.page.getByRole('region', { name: t.hub.featured });
    const featuredLink = featured.getByRole('link', { name: story.title });
    await featuredLink.waitFor();
    await visitor.page.getByRole('region', { name: t.hub.latest }).getByRole('link', { name: story.title }).waitFor();
    await visitor.page.getByRole('button', { name: t.hub.journalistOnly }).waitFor();
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await bothWidths(visitor.page, `newsroom-05-hub-${language}`);
    await featuredLink.click();
    await visitor.page.getByRole('heading', { level: 1, name: story.title }).waitFor();
    const article = await fetchJson<ArticleDetailResponse>(visitor.page, visitor.page.url().replace(/^.*\/journalists\/articles\/(\d+).*$/, '/api/articles/$1'));
    expect(article.isFeatured).toBe(true);
    expect(article.featuredImageUrl).toMatch(/^\/media\/media\/.+\.webp$/);
    const picture = visitor.page.locator(`article img[src="${article.featuredImageUrl}"]`);
    await picture.waitFor();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await visitor.page.locator('article strong').waitFor();
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await bothWidths(visitor.page, `newsroom-06-article-${language}`);

    // A fan rates it and comments; the comment waits for approval, then everyone sees it.
    const fan = await pageIn(browser, language);
    await signUpOnPage(fan.page, language === 'en' ? 'Zahraa' : 'زهراء');
    await fan.page.goto(new URL(visitor.page.url()).pathname);
    await fan.page.getByRole('radio', { name: t.articlePage.rating.star.replace('{{count}}', '4') }).click();
    await fan.page.getByText(t.articlePage.rating.saved).waitFor();
    expect((await fetchJson<ArticleDetailResponse>(fan.page, `/api/articles/${article.id}`)).myRating).toBe(4);
    const comment = language === 'en' ? 'What an atmosphere at Al-Shaab!' : 'يا لها من أجواء في ملعب الشعب!';
    await fan.page.getByLabel(t.articlePage.comments.label).fill(comment);
    await fan.page.getByRole('button', { name: t.articlePage.comments.submit }).click();
    await fan.page.getByRole('listitem').filter({ hasText: comment }).getByText(t.articlePage.comments.awaiting).waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { level: 1, name: story.title }).waitFor();
    await visitor.page.getByText(t.articlePage.comments.empty).waitFor();

    await editor.page.reload();
    await editor.page.getByRole('tab', { name: new RegExp(t.review.queues.comments) }).click();
    await editor.page.getByRole('listitem').filter({ hasText: comment }).getByRole('button', { name: t.review.approve, exact: true }).click();
    await editor.page.getByText(t.review.toast.commentApproved).waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('listitem').filter({ hasText: comment }).waitFor();
    expect(await visitor.page.getByText(t.articlePage.comments.awaiting).count()).toBe(0);
    await screenshot(visitor.page, `newsroom-07-comment-${language}`);

    expect([...dialogs, ...visitorDialogs]).toEqual([]);
    for (const opened of [applicant, editor, visitor, fan]) await opened.context.close();
  });
});

describe('hostile text in the newsroom', () => {
  it('runs nothing from the shared XSS payloads in articles and comments, on the article page or in the Hub', async () => {
    const editor = await pageIn(browser, 'en');
    await signUpEditor(editor.page, 'Editor');
    const writer = await pageIn(browser, 'en');
    await approvedJournalist(writer.page, editor.page, 'Writer');

    // Every payload in the Markdown of one article; titles and excerpts in a few (their bounds are short).
    const titled = XSS_PAYLOADS.filter((payload) => payload.length <= 200).slice(0, 4);
    const ids: number[] = [];
    for (const [index, title] of titled.entries()) {
      const created = await publishedArticle(writer.page, editor.page, {
        title,
        excerpt: XSS_PAYLOADS.slice(index * 5, index * 5 + 5).join(' ').slice(0, 500),
        content: index === 0 ? XSS_PAYLOADS.join('\n\n') : `${title}\n\nbody`,
        category: 'opinion',
      });
      ids.push(created.id);
    }
    // Comments, several payloads each (the API limits writes per minute).
    const fan = await pageIn(browser, 'en');
    await signUpOnPage(fan.page, 'Fan');
    for (let start = 0; start < XSS_PAYLOADS.length; start += 10) {
      const posted = await sendOk<{ id: number }>(fan.page, 'POST', `/api/articles/${ids[0]}/comments`, { content: XSS_PAYLOADS.slice(start, start + 10).join('\n') });
      await sendOk(editor.page, 'POST', `/api/admin/comments/${posted.id}/approve`);
    }

    const reader = await pageIn(browser, 'en');
    const dialogs = recordDialogs(reader.page);
    await reader.page.goto(`/journalists/articles/${ids[0]}`);
    await reader.page.getByRole('heading', { level: 1 }).waitFor();
    await reader.page.locator('[data-comment]').first().waitFor();
    // Whatever a payload that got through would set off (a broken picture's onerror, a toggle) has run by then.
    await pageAtRest(reader.page);
    expect(await reader.page.getByRole('heading', { level: 1 }).textContent()).toBe(titled[0]);
    expect(unsafeHtmlFindings(await reader.page.locator('article').innerHTML())).toEqual([]);
    expect(await scriptableDom(reader.page)).toEqual([]);
    await screenshot(reader.page, 'newsroom-08-xss-article-en');

    await reader.page.goto('/journalists');
    await reader.page.getByRole('region', { name: en.hub.latest }).getByRole('listitem').first().waitFor();
    await pageAtRest(reader.page);
    expect(await scriptableDom(reader.page)).toEqual([]);
    expect(dialogs).toEqual([]);
    for (const opened of [editor, writer, fan, reader]) await opened.context.close();
  });
});

describe('the newsroom in Sorani', () => {
  it('lays out the Hub and an article right to left, in Sorani, within a phone', async () => {
    const editor = await pageIn(browser, 'ku');
    await signUpEditor(editor.page, 'Editor');
    const writer = await pageIn(browser, 'ku');
    await approvedJournalist(writer.page, editor.page, 'Hêmin');
    const story = await publishedArticle(writer.page, editor.page, {
      title: 'یانەی زاخۆ بە سەرکەوتن گەڕایەوە',
      content: 'زاخۆ لە یارییەکی **گەرمدا** سەرکەوت.',
      category: 'youth',
      language: 'ku',
    });

    const reader = await pageIn(browser, 'ku');
    await reader.page.goto('/journalists');
    await reader.page.getByRole('heading', { level: 1, name: ku.hub.title }).waitFor();
    await reader.page.getByRole('region', { name: ku.hub.featured }).getByRole('link', { name: story.title }).waitFor();
    expect(await reader.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ckb', 'rtl']);
    expect(await seriousViolations(reader.page)).toEqual([]);
    await bothWidths(reader.page, 'newsroom-09-hub-ku');
    await reader.page.goto(`/journalists/articles/${story.id}`);
    await reader.page.getByRole('heading', { level: 1, name: story.title }).waitFor();
    await reader.page.getByText(ku.articles.categories.youth).first().waitFor();
    expect(await seriousViolations(reader.page)).toEqual([]);
    await bothWidths(reader.page, 'newsroom-10-article-ku');
    for (const opened of [editor, writer, reader]) await opened.context.close();
  });
});
