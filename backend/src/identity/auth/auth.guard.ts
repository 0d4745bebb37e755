import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRole } from '@isl/contracts';
import { SessionCookie } from '../sessions/session-cookie';
import { sessionOfRequest } from '../sessions/session-of-request';
import { SessionsService } from '../sessions/sessions.service';
import { ACCESS_RULE, AccessRule, rememberCurrentUser, WANTS_CURRENT_USER } from './auth.decorators';
import { missingRole, signedOut } from './auth.errors';

/**
 * Global guard (registered in AuthModule) behind @SignedIn(), @Roles() and @CurrentUser(); see auth.decorators.ts.
 * It looks up the session the cookie names (once per request: the write checks may have already), keeps it alive,
 * and renews the cookie when the session was extended.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [context.getHandler(), context.getClass()]);
    const wantsUser = this.reflector.get<boolean | undefined>(WANTS_CURRENT_USER, context.getHandler());
    if (!rule && !wantsUser) return true;

    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const session = await this.sessions.keepAlive(await sessionOfRequest(request, this.sessions));
    const token = this.cookie.read(request);
    if (token && session?.extendedUntil) this.cookie.write(http.getResponse<FastifyReply>(), token, { expires: session.extendedUntil });
    const user = session?.user;
    rememberCurrentUser(request, user);
    if (!rule) return true;
    if (!user) throw signedOut();
    if (rule.roles.length > 0 && !rule.roles.includes(user.role as UserRole)) throw missingRole();
    return true;
  }
}
