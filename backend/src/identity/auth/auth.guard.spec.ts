import fastifyCookie from '@fastify/cookie';
import { Controller, Get } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { SESSION_COOKIE, SessionCookie } from '../sessions/session-cookie';
import { sessionOfRequest } from '../sessions/session-of-request';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { CurrentUser, Roles, SignedIn } from './auth.decorators';
import { AuthGuard } from './auth.guard';

@Controller()
class ProbeController {
  @Get('public')
  open() {
    return { ok: true };
  }

  @Get('maybe')
  maybe(@CurrentUser() user: User | undefined) {
    return { email: user?.email ?? null };
  }

  @Get('signed-in')
  @SignedIn()
  signedIn(@CurrentUser() user: User) {
    return { email: user.email };
  }

  @Get('editors')
  @Roles('journalist', 'admin')
  editors() {
    return { ok: true };
  }
}

@Controller('admin-only')
@Roles('admin')
class AdminProbeController {
  @Get()
  list() {
    return { ok: true };
  }
}

/** The session token names who is signed in; the real lookup is covered by sessions.service.spec.ts and the e2e tests. */
const USERS: Record<string, Partial<User>> = {
  fan: { email: 'fan@example.com', role: 'user' },
  writer: { email: 'writer@example.com', role: 'journalist' },
  boss: { email: 'boss@example.com', role: 'admin' },
};

describe('AuthGuard with @SignedIn, @Roles and @CurrentUser', () => {
  let app: NestFastifyApplication;
  const lookups: string[] = [];

  beforeAll(async () => {
    const sessions: Pick<SessionsService, 'find' | 'keepAlive'> = {
      find: async (token) => {
        lookups.push(token ?? '');
        const user = token ? (USERS[token] as User | undefined) : undefined;
        return user && { user, sid: token as string, expire: new Date(Date.UTC(2029, 11, 1)) };
      },
      keepAlive: async (found) => found && { user: found.user, extendedUntil: found.sid === 'boss' ? new Date(Date.UTC(2030, 0, 1)) : undefined },
    };
    const moduleRef = await Test.createTestingModule({
      controllers: [ProbeController, AdminProbeController],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: SessionsService, useValue: sessions },
        { provide: SessionCookie, useValue: new SessionCookie('http://localhost:3000') },
      ],
    }).compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
    await app.register(fastifyCookie);
    // As the write checks do before a state-changing route: they look the session up first.
    app.getHttpAdapter().getInstance().addHook('onRequest', (req, _reply, done) => {
      if (req.headers['x-looked-up-before']) void sessionOfRequest(req, sessions);
      done();
    });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  const get = (path: string, user?: string) => {
    const req = request(app.getHttpServer()).get(path);
    return user ? req.set('cookie', `${SESSION_COOKIE}=${user}`) : req;
  };

  it.each([
    ['/public', undefined, 200],
    ['/public', 'fan', 200],
    ['/maybe', undefined, 200],
    ['/signed-in', undefined, 401],
    ['/signed-in', 'fan', 200],
    ['/editors', undefined, 401],
    ['/editors', 'fan', 403],
    ['/editors', 'writer', 200],
    ['/editors', 'boss', 200],
    ['/admin-only', 'writer', 403],
    ['/admin-only', 'boss', 200],
  ])('GET %s as %s: %i', async (path, user, status) => {
    await get(path, user).expect(status);
  });

  it('gives the handler the signed-in user, or undefined', async () => {
    expect((await get('/maybe', 'fan')).body).toEqual({ email: 'fan@example.com' });
    expect((await get('/maybe')).body).toEqual({ email: null });
    expect((await get('/signed-in', 'writer')).body).toEqual({ email: 'writer@example.com' });
  });

  it('looks the session up only for routes that use it', async () => {
    lookups.length = 0;
    await get('/public', 'fan');
    await get('/maybe', 'fan');
    expect(lookups).toEqual(['fan']);
  });

  it('uses the lookup the request already made, rather than looking the session up again', async () => {
    lookups.length = 0;
    expect((await get('/signed-in', 'writer').set('x-looked-up-before', '1')).body).toEqual({ email: 'writer@example.com' });
    expect(lookups).toEqual(['writer']);
  });

  it('renews the cookie only when the session was extended', async () => {
    expect((await get('/signed-in', 'fan')).headers['set-cookie']).toBeUndefined();
    const renewed = (await get('/admin-only', 'boss')).headers['set-cookie'] as unknown as string[];
    expect(renewed).toEqual([expect.stringMatching(/^isl_session=boss; .*Expires=Tue, 01 Jan 2030 00:00:00 GMT/)]);
  });
});
