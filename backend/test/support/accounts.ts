import { randomBytes } from 'node:crypto';
import request, { Response } from 'supertest';
import { DataSource } from 'typeorm';
import type { UserResponse } from '@isl/contracts';
import { SESSION_COOKIE } from '../../src/identity/sessions/session-cookie';
import { UsersService } from '../../src/identity/users/users.service';
import type { TestApp } from './test-app';

/** The origin of PUBLIC_URL in tests (its default); state-changing requests must name it, as browsers do. */
export const APP_ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'correct horse battery staple';

export function uniqueEmail(label = 'fan'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A made-up client address per test, so the per-address limits of one test never reach another's. */
export function uniqueIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export function setCookies(res: Response): string[] {
  const header = res.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
}

/** `isl_session=<token>` from the response, ready for a Cookie header; undefined when none was set. */
export function sessionCookie(res: Response): string | undefined {
  const raw = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return raw?.split(';')[0];
}

export interface SignedIn {
  cookie: string;
  user: UserResponse;
  email: string;
}

/** The first name test accounts register with (registration requires one), unless a test gives its own. */
export const FIRST_NAME = 'Sami';

/**
 * Registers a new account (signed in); with role 'admin' it is then promoted as `npm run admin` would, with
 * 'journalist' made an approved journalist as an editor's approval would (`user` is the account as registered).
 */
export async function signUp(t: TestApp, options: { role?: 'user' | 'admin' | 'journalist'; email?: string; firstName?: string } = {}): Promise<SignedIn> {
  const email = options.email ?? uniqueEmail(options.role ?? 'user');
  const res = await request(t.app.getHttpServer())
    .post('/api/auth/register')
    .set('origin', APP_ORIGIN)
    .set('x-forwarded-for', uniqueIp())
    .send({ email, password: PASSWORD, firstName: options.firstName ?? FIRST_NAME })
    .expect(201);
  if (options.role === 'admin') await t.app.get(UsersService).promoteToAdmin(email);
  if (options.role === 'journalist') {
    await t.app.get(DataSource).query(`UPDATE users SET role = 'journalist', is_journalist_approved = true, user_type = 'journalist' WHERE email = $1`, [email]);
  }
  return { cookie: sessionCookie(res) as string, user: res.body as UserResponse, email };
}
