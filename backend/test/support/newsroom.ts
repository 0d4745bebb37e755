import request from 'supertest';
import type { ArticleDetailResponse, JournalistApplicationRequest } from '@isl/contracts';
import { APP_ORIGIN, uniqueIp, type SignedIn } from './accounts';
import type { TestApp } from './test-app';

/** A journalist application that passes every check. */
export const APPLICATION: JournalistApplicationRequest = {
  userType: 'journalist',
  firstName: 'Huda',
  lastName: 'Kareem',
  email: 'huda.kareem@example.com',
  workplace: 'Baghdad Sports Weekly',
  bio: 'Ten years on the Iraqi league beat, from the terraces of Al-Shaab to the press box.',
  experience: '6-10',
  specialization: 'match-reporting',
  portfolio: 'https://portfolio.example/huda',
};

/** Calls as a browser makes them: from the app's origin, each from an address of its own (so no rate limit is shared). */
export function newsroomCalls(t: TestApp) {
  const api = () => request(t.app.getHttpServer());
  const as = (who: SignedIn | undefined, req: request.Test) => (who ? req.set('cookie', who.cookie) : req);
  const write = (method: 'post' | 'put' | 'patch' | 'delete', who: SignedIn | undefined, path: string, body?: object) => {
    const req = as(who, api()[method](path).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()));
    return body === undefined ? req : req.send(body);
  };
  /** A journalist's article submitted for review (or a draft with `isPublished: false`). */
  const submit = async (author: SignedIn, article: object): Promise<ArticleDetailResponse> =>
    (await write('post', author, '/api/articles', { isPublished: true, ...article }).expect(201)).body as ArticleDetailResponse;
  return {
    get: (who: SignedIn | undefined, path: string) => as(who, api().get(path).set('x-forwarded-for', uniqueIp())),
    post: (who: SignedIn | undefined, path: string, body: object = {}) => write('post', who, path, body),
    put: (who: SignedIn | undefined, path: string, body: object) => write('put', who, path, body),
    patch: (who: SignedIn | undefined, path: string, body: object) => write('patch', who, path, body),
    delete: (who: SignedIn | undefined, path: string) => write('delete', who, path),
    submit,
    /** Submitted, then published by the editor. */
    async publish(author: SignedIn, editor: SignedIn, article: object, approval: object = {}): Promise<ArticleDetailResponse> {
      const { id } = await submit(author, article);
      return (await write('post', editor, `/api/admin/articles/${id}/approve`, approval).expect(200)).body as ArticleDetailResponse;
    },
  };
}
