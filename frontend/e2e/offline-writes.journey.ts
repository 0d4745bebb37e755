import type { MatchResponse } from '@isl/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import { fetchJson, launchBrowser, newPage, screenshot, signUpOnPage, SMALL_PHONE, sql } from './support/browser';
import { controlledByServiceWorker, setPhoneOffline } from './support/network';
import { fill } from './support/texts';

// A fan on a 360 px phone predicts as the signal drops: the card says the prediction waits on the phone, and once
// the network is back it reaches the api exactly once and shows submitted. When the match kicks off meanwhile,
// the api refuses the late prediction: the fan is told so plainly and nothing is stored. In English and in Arabic.
const TEXTS = { en, ar } as const;
type Language = keyof typeof TEXTS;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new fan signed in on a small phone in `language`, on the Predictions page, the service worker in control. */
async function fanOnPredictions(language: Language) {
  const { context, page } = await newPage(browser, SMALL_PHONE);
  await page.addInitScript((code) => localStorage.setItem('language', code), language);
  await page.goto('/');
  const email = await signUpOnPage(page, 'Dilan');
  await page.goto('/predictions');
  await controlledByServiceWorker(page);
  return { context, page, email };
}

/** The teams' names as the page writes them in `language`. */
const teamsIn = (match: MatchResponse, language: Language) =>
  language === 'ar'
    ? { home: match.homeTeamNameArabic ?? match.homeTeamName, away: match.awayTeamNameArabic ?? match.awayTeamName }
    : { home: match.homeTeamName, away: match.awayTeamName };

/** The match's card on the Predictions page (its first five upcoming matches). */
function cardOf(page: Page, match: MatchResponse, language: Language): Locator {
  const { home, away } = teamsIn(match, language);
  return page.locator('li').filter({ hasText: home }).filter({ hasText: away }).first();
}

/** Calls a draw and submits, offline: the card says the prediction waits on the phone, with the pick. */
async function predictDrawOffline(card: Locator, language: Language): Promise<void> {
  const t = TEXTS[language];
  await card.getByRole('button', { name: t.predictions.card.submit }).waitFor();
  await card.getByText(t.predictions.outcomes.draw, { exact: true }).click();
  await card.getByRole('button', { name: t.predictions.card.submit }).click();
  const note = card.getByRole('status');
  await note.getByText(t.offlineWrites.waiting).waitFor();
  expect(await note.textContent()).toContain(fill(t.predictions.card.yourPrediction, { outcome: t.predictions.outcomes.draw }));
  expect(await note.textContent()).toContain(t.offlineWrites.predictionSaved);
  expect(await card.getByRole('radiogroup').count()).toBe(0);
}

const predictionsStored = async (email: string, matchId: number) =>
  Number(
    (await sql<{ n: string }>(`SELECT count(*) AS n FROM predictions p JOIN users u ON u.id = p.user_id WHERE u.email = $1 AND p.match_id = $2`, [email, matchId]))[0]
      .n,
  );

/** A toast's text as read: without the Unicode isolates around the teams' names. */
const toastText = async (page: Page, part: string) => ((await page.getByText(part).first().textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');

it('keeps a prediction made offline on the phone, then sends it once the network is back: stored once, shown submitted', async () => {
  const language = 'en';
  const t = TEXTS[language];
  const { context, page, email } = await fanOnPredictions(language);
  const [, match] = await fetchJson<MatchResponse[]>(page, '/api/matches/upcoming?limit=5');
  const card = cardOf(page, match, language);

  await setPhoneOffline(context, true);
  await predictDrawOffline(card, language);
  await screenshot(page, 'offline-writes-01-waiting-360-en', card);
  expect(await predictionsStored(email, match.id)).toBe(0);

  await setPhoneOffline(context, false);
  await card.getByText(t.predictions.card.submitted).waitFor();
  expect(await card.textContent()).toContain(fill(t.predictions.card.yourPrediction, { outcome: t.predictions.outcomes.draw }));
  expect(await toastText(page, 'has been submitted')).toBe(fill(t.offlineWrites.sent.prediction.description, teamsIn(match, language)));
  expect(await predictionsStored(email, match.id)).toBe(1);
  await screenshot(page, 'offline-writes-02-sent-360-en', card);

  // A later flush (the service worker's Background Sync, the next visit) has nothing left to send.
  await page.reload();
  await card.getByText(t.predictions.card.submitted).waitFor();
  expect(await predictionsStored(email, match.id)).toBe(1);
  await context.close();
});

it('tells the fan plainly that a prediction that reached the api after kick-off was not counted, and stores nothing', async () => {
  const language = 'ar';
  const t = TEXTS[language];
  const { context, page, email } = await fanOnPredictions(language);
  const [, , match] = await fetchJson<MatchResponse[]>(page, '/api/matches/upcoming?limit=5');
  const card = cardOf(page, match, language);

  await setPhoneOffline(context, true);
  await predictDrawOffline(card, language);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(page, 'offline-writes-03-waiting-360-ar', card);

  // The match kicks off while the phone has no network.
  const [{ kickOff }] = await sql<{ kickOff: Date }>(`SELECT match_date AS "kickOff" FROM matches WHERE id = $1`, [match.id]);
  await sql(`UPDATE matches SET match_date = now() - interval '1 minute' WHERE id = $1`, [match.id]);
  try {
    await setPhoneOffline(context, false);
    const refusal = t.offlineWrites.refused.prediction;
    const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: refusal.title });
    await toast.waitFor();
    expect(await toastText(page, 'صافرة البداية')).toBe(fill(refusal.PREDICTION_CLOSED, teamsIn(match, language)));
    await card.getByRole('status').getByText(t.offlineWrites.waiting).waitFor({ state: 'detached' });
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, 'offline-writes-04-refused-360-ar', toast);
    expect(await predictionsStored(email, match.id)).toBe(0);
  } finally {
    // The other journeys find the match as the seed left it.
    await sql(`UPDATE matches SET match_date = $2 WHERE id = $1`, [match.id, kickOff]);
  }
  await context.close();
});
