import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ArticleDetailResponse, JournalistApplicationResponse } from '@isl/contracts';
import { BUILT_BACKEND } from '../repo-root';
import { registerBenchAccount, type BuiltApi } from './built-api';

/** What a working newsroom has: a few approved journalists, each with published and rated articles. */
const JOURNALISTS = 5;
const ARTICLES_EACH = 4;

const PARAGRAPH =
  'Under the lights of a full stadium the home side pressed from the first whistle, won the ball high and ' +
  'turned it into chances; the visitors answered with long balls to their striker and a goalkeeper in form. ';

/**
 * Gives the bench's api a newsroom as people make one, through its own endpoints: an editor (promoted with
 * `npm run admin`), journalists whose applications the editor approves, their articles submitted and
 * approved, and a fan's rating of each. The seed has no articles, and an empty list measures only headers.
 */
export async function publishBenchNewsroom(api: BuiltApi): Promise<void> {
  const call = async <T>(cookie: string, method: string, path: string, body: object): Promise<T> => {
    const response = await fetch(`${api.base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: api.base, cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const register = (label: string, firstName: string) => registerBenchAccount(api.base, label, firstName);

  const editor = await register('editor', 'Noor');
  await promisify(execFile)(process.execPath, [join(BUILT_BACKEND, 'admin-cli.js'), 'promote', editor.email], { env: api.env });
  const fan = await register('fan', 'Ali');
  for (let j = 1; j <= JOURNALISTS; j++) {
    const journalist = await register(`journalist-${j}`, `Reporter${j}`);
    const application = await call<JournalistApplicationResponse>(journalist.cookie, 'POST', '/api/journalists/apply', {
      userType: 'journalist',
      firstName: `Reporter${j}`,
      lastName: 'Bench',
      email: journalist.email,
      workplace: 'Baghdad Sports Weekly',
      bio: 'Years on the Iraqi league beat, from the terraces to the press box, in three languages.',
      experience: '6-10',
      specialization: 'match-reporting',
      portfolio: 'https://portfolio.example/bench',
    });
    await call(editor.cookie, 'POST', `/api/admin/journalists/${application.id}/approve`, {});
    for (let a = 1; a <= ARTICLES_EACH; a++) {
      const article = await call<ArticleDetailResponse>(journalist.cookie, 'POST', '/api/articles', {
        title: `Matchday report ${j}.${a}: a derby decided late in Baghdad`,
        content: PARAGRAPH.repeat(4),
        language: 'en',
        category: 'news',
        isPublished: true,
        isFeatured: a === 1,
      });
      await call(editor.cookie, 'POST', `/api/admin/articles/${article.id}/approve`, {});
      await call(fan.cookie, 'PUT', `/api/articles/${article.id}/rating`, { rating: 1 + ((j + a) % 5) });
    }
  }
}
