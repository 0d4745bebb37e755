import request from 'supertest';
import type { JournalistApplicationResponse, JournalistApplySettings, UserResponse } from '@isl/contracts';
import { APP_ORIGIN, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { APPLICATION } from './support/newsroom';
import { startTestApp, TestApp } from './support/test-app';


let t: TestApp;
let editor: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  editor = await signUp(t, { role: 'admin', firstName: 'Nadia' });
});
afterAll(() => t?.close());

const api = (app: TestApp = t) => request(app.app.getHttpServer());
const post = (who: SignedIn, path: string, body: object = {}, app: TestApp = t) =>
  api(app).post(path).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', who.cookie).send(body);
const get = (who: SignedIn, path: string, app: TestApp = t) => api(app).get(path).set('cookie', who.cookie);
const apply = (who: SignedIn, changes: object = {}, app: TestApp = t) => post(who, '/api/journalists/apply', { ...APPLICATION, ...changes }, app);
const me = async (who: SignedIn, app: TestApp = t) => (await get(who, '/api/auth/user', app).expect(200)).body as UserResponse;

describe('POST /api/journalists/apply', () => {
  it('takes a valid application: pending, trimmed, the account marked as applying', async () => {
    const fan = await signUp(t);
    const res = await apply(fan, { firstName: '  Huda  ', workplace: ' Baghdad Sports Weekly ' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      userId: fan.user.id,
      firstName: 'Huda',
      lastName: 'Kareem',
      email: 'huda.kareem@example.com',
      workplace: 'Baghdad Sports Weekly',
      bio: APPLICATION.bio,
      experience: '6-10',
      specialization: 'match-reporting',
      portfolio: 'https://portfolio.example/huda',
      status: 'pending',
      reason: null,
      decidedAt: null,
      decidedByName: null,
      createdAt: expect.any(String),
    });
    expect(await me(fan)).toEqual(expect.objectContaining({ userType: 'journalist', role: 'user', isJournalistApproved: false }));
    expect((await get(fan, '/api/journalists/application').expect(200)).body).toEqual(res.body);
  });

  it.each([
    ['firstName blank', { firstName: '   ' }, 'firstName must not be blank'],
    ['firstName too long', { firstName: 'x'.repeat(101) }, 'firstName must be at most 100 characters'],
    ['lastName missing', { lastName: undefined }, 'lastName is required'],
    ['email invalid', { email: 'not-an-address' }, 'email must be an e-mail address'],
    ['workplace too long', { workplace: 'w'.repeat(101) }, 'workplace must be at most 100 characters'],
    ['bio of 49 characters', { bio: 'b'.repeat(49) }, 'bio must be at least 50 characters'],
    ['bio of 50 blanks and 49 characters', { bio: ` ${'b'.repeat(49)} ` }, 'bio must be at least 50 characters'],
    ['bio over 2,000 characters', { bio: 'b'.repeat(2001) }, 'bio must be at most 2000 characters'],
    ['experience not offered', { experience: '3-4' }, 'experience must be one of 0-1, 2-3, 4-5, 6-10, 10+'],
    ['specialization not offered', { specialization: 'gossip' }, 'specialization must be one of'],
    ['portfolio not http(s)', { portfolio: 'javascript:alert(1)' }, 'portfolio must be an http:// or https:// address'],
    ['portfolio ftp', { portfolio: 'ftp://files.example/x' }, 'portfolio must be an http:// or https:// address'],
    ['userType other than journalist', { userType: 'normal' }, "userType must be 'journalist'"],
    ['an unknown field', { role: 'admin' }, 'property role should not exist'],
  ])('refuses %s (400 naming the field)', async (_, changes, message) => {
    const fan = await signUp(t);
    const res = await apply(fan, changes).expect(400);
    expect(res.body).toEqual(expect.objectContaining({ code: 'VALIDATION_FAILED', message: expect.stringContaining(message) }));
    expect(await me(fan)).toEqual(expect.objectContaining({ userType: 'normal' }));
  });

  it('takes the bounds themselves, and no portfolio', async () => {
    const fan = await signUp(t);
    const res = await apply(fan, { firstName: 'x'.repeat(100), bio: 'b'.repeat(50), portfolio: '  ', userType: undefined }).expect(201);
    expect(res.body).toEqual(expect.objectContaining({ portfolio: null, bio: 'b'.repeat(50) }));
    const other = await signUp(t);
    await apply(other, { bio: 'b'.repeat(2000), portfolio: null }).expect(201);
  });

  it('allows one pending application at a time (409 APPLICATION_PENDING), also when sent at once', async () => {
    const fan = await signUp(t);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => apply(fan)))).map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const res = await apply(fan).expect(409);
    expect(res.body.code).toBe('APPLICATION_PENDING');
  });

  it('answers null before an application is made: a fan without one is not an error (no 404 in the console)', async () => {
    const fan = await signUp(t);
    const res = await get(fan, '/api/journalists/application').expect(200);
    expect(res.text).toBe('null');
  });
});

describe('the editors\' review', () => {
  it('lists pending applications in full, oldest first', async () => {
    const [first, second] = [await signUp(t), await signUp(t)];
    const a = (await apply(first).expect(201)).body as JournalistApplicationResponse;
    const b = (await apply(second, { bio: 'A different biography, long enough to pass the fifty character rule.' }).expect(201)).body as JournalistApplicationResponse;
    const pending = (await get(editor, '/api/admin/journalists/pending').expect(200)).body as JournalistApplicationResponse[];
    const ours = pending.filter((row) => [a.id, b.id].includes(row.id));
    expect(ours).toEqual([a, b]);
  });

  it('approves: the applicant becomes an approved journalist, and sees who decided and when', async () => {
    const fan = await signUp(t);
    const { id } = (await apply(fan).expect(201)).body as JournalistApplicationResponse;
    const res = await post(editor, `/api/admin/journalists/${id}/approve`).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ id, status: 'approved', reason: null, decidedAt: expect.any(String), decidedByName: 'Nadia' }));
    expect(await me(fan)).toEqual(
      expect.objectContaining({ role: 'journalist', isJournalistApproved: true, userType: 'journalist', workplace: APPLICATION.workplace, bio: APPLICATION.bio, experience: '6-10', specialization: 'match-reporting', portfolio: APPLICATION.portfolio }),
    );
    expect((await get(fan, '/api/journalists/application').expect(200)).body).toEqual(res.body);
    // Deciding twice: 409, and nothing changes.
    expect((await post(editor, `/api/admin/journalists/${id}/approve`).expect(409)).body.code).toBe('ALREADY_DECIDED');
    expect((await post(editor, `/api/admin/journalists/${id}/reject`, { reason: 'Changed my mind' }).expect(409)).body.code).toBe('ALREADY_DECIDED');
    expect((await get(fan, '/api/journalists/application').expect(200)).body.status).toBe('approved');
    // An approved journalist does not apply again.
    expect((await apply(fan).expect(409)).body.code).toBe('ALREADY_JOURNALIST');
    expect((await get(editor, '/api/admin/journalists/pending').expect(200)).body.map((row: JournalistApplicationResponse) => row.id)).not.toContain(id);
  });

  it('rejects with a reason the applicant sees; the applicant may then apply again', async () => {
    const fan = await signUp(t);
    const { id } = (await apply(fan).expect(201)).body as JournalistApplicationResponse;
    const res = await post(editor, `/api/admin/journalists/${id}/reject`, { reason: '  Please add links to published work.  ' }).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ status: 'rejected', reason: 'Please add links to published work.', decidedAt: expect.any(String), decidedByName: 'Nadia' }));
    expect((await get(fan, '/api/journalists/application').expect(200)).body).toEqual(expect.objectContaining({ id, status: 'rejected', reason: 'Please add links to published work.' }));
    expect(await me(fan)).toEqual(expect.objectContaining({ role: 'user', isJournalistApproved: false, userType: 'normal' }));
    expect((await post(editor, `/api/admin/journalists/${id}/approve`).expect(409)).body.code).toBe('ALREADY_DECIDED');

    const again = (await apply(fan, { portfolio: 'https://portfolio.example/huda/clips' }).expect(201)).body as JournalistApplicationResponse;
    expect(again).toEqual(expect.objectContaining({ status: 'pending', reason: null }));
    expect((await get(fan, '/api/journalists/application').expect(200)).body.id).toBe(again.id);
  });

  it('rejects without a reason too', async () => {
    const fan = await signUp(t);
    const { id } = (await apply(fan).expect(201)).body as JournalistApplicationResponse;
    expect((await post(editor, `/api/admin/journalists/${id}/reject`).expect(200)).body).toEqual(expect.objectContaining({ status: 'rejected', reason: null }));
  });

  it('refuses a reason over 1,000 characters and an unknown application', async () => {
    const fan = await signUp(t);
    const { id } = (await apply(fan).expect(201)).body as JournalistApplicationResponse;
    expect((await post(editor, `/api/admin/journalists/${id}/reject`, { reason: 'r'.repeat(1001) }).expect(400)).body.message).toContain('reason must be at most 1000 characters');
    expect((await post(editor, '/api/admin/journalists/2147483647/approve').expect(404)).body.code).toBe('APPLICATION_NOT_FOUND');
  });

  it('decides once when two editors decide at the same moment', async () => {
    const fan = await signUp(t);
    const other = await signUp(t, { role: 'admin' });
    const { id } = (await apply(fan).expect(201)).body as JournalistApplicationResponse;
    const statuses = (await Promise.all([post(editor, `/api/admin/journalists/${id}/approve`), post(other, `/api/admin/journalists/${id}/reject`, { reason: 'No' })])).map((res) => res.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });
});

describe('GET /api/journalists/apply-settings', () => {
  it('says applications wait for an editor by default', async () => {
    const res = await api().get('/api/journalists/apply-settings').expect(200);
    expect(res.body as JournalistApplySettings).toEqual({ autoApprove: false, reviewBusinessDays: '1-2' });
  });
});

describe('JOURNALIST_AUTO_APPROVE=true', () => {
  let auto: TestApp;
  beforeAll(async () => {
    auto = await startTestApp({ JOURNALIST_AUTO_APPROVE: 'true' });
  });
  afterAll(() => auto?.close());

  it('approves on submit, and the page is told so', async () => {
    expect((await api(auto).get('/api/journalists/apply-settings').expect(200)).body).toEqual({ autoApprove: true, reviewBusinessDays: '1-2' });
    const fan = await signUp(auto);
    const res = await apply(fan, {}, auto).expect(201);
    expect(res.body).toEqual(expect.objectContaining({ status: 'approved', decidedAt: expect.any(String), decidedByName: null }));
    expect(await me(fan, auto)).toEqual(expect.objectContaining({ role: 'journalist', isJournalistApproved: true, userType: 'journalist' }));
    // And may write at once.
    await post(fan, '/api/articles', { title: 'First day', content: 'Hello.' }, auto).expect(201);
    const admin = await signUp(auto, { role: 'admin' });
    expect((await get(admin, '/api/admin/journalists/pending', auto).expect(200)).body).toEqual([]);
  });
});
