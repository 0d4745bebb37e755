import { Controller, Get, Inject, Query, Redirect, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { requestSite } from '../security/request-site';
import { SessionsService } from '../sessions/sessions.service';
import { SignInQuery } from './auth.dto';
import { OidcService } from './oidc.service';
import { safeReturnTo, signInPageUrl } from './return-to';

interface RedirectTo {
  url: string;
}

/** Addresses a browser navigates to (links, not fetches): each answers with a redirect. */
@Controller()
export class BrowserSignInController {
  private readonly appOrigin: string;

  constructor(
    private readonly oidc: OidcService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.appOrigin = new URL(config.publicUrl).origin;
  }

  /** To the OIDC provider when one is configured, else to the web app's sign-in page. */
  @Get('login')
  @Redirect()
  async login(@Query() { returnTo }: SignInQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<RedirectTo> {
    const target = safeReturnTo(returnTo);
    return { url: this.oidc.enabled ? await this.oidc.start(target, reply) : signInPageUrl(target) };
  }

  @Get('auth/oidc/callback')
  @Redirect()
  async oidcCallback(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<RedirectTo> {
    return { url: await this.oidc.finish(request, reply) };
  }

  /**
   * Signs out and goes home. A GET, because it is a link; so that another site cannot sign people out with
   * a link or an image, a request the browser marks as coming from another site only goes home.
   */
  @Get('logout')
  @Redirect('/')
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    if (requestSite(request.headers, this.appOrigin) !== 'foreign') await this.sessions.signOut(request, reply);
  }
}
