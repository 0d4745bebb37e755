import { Controller, Cookies, Get, Inject, Query, Redirect, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeReturnTo } from '@isl/contracts';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { requestSite } from '../../platform/http/request-site';
import { BrowserCookie, SessionCookie, SessionToken } from '../sessions/session-cookie';
import { SessionsService } from '../sessions/sessions.service';
import { SignInQuery } from './auth.dto';
import { OIDC_CALLBACK_PATH, OIDC_FLOW_TTL_SECONDS, OidcService } from './oidc.service';
import { signInPageUrl } from './return-to';

/** Holds the state of the OIDC sign-in this browser started, so a callback from someone else's flow is refused. */
const OIDC_FLOW_COOKIE = 'isl_oidc_flow';

interface RedirectTo {
  url: string;
}

/** Addresses a browser navigates to (links, not fetches): each answers with a redirect. */
@Controller()
export class BrowserSignInController {
  private readonly appOrigin: string;
  private readonly flowCookie: BrowserCookie;

  constructor(
    private readonly oidc: OidcService,
    private readonly sessions: SessionsService,
    private readonly sessionCookie: SessionCookie,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.appOrigin = new URL(config.publicUrl).origin;
    this.flowCookie = new BrowserCookie(OIDC_FLOW_COOKIE, config.publicUrl, OIDC_CALLBACK_PATH);
  }

  /** To the OIDC provider when one is configured, else to the web app's sign-in page. */
  @Get('login')
  @Redirect()
  @ApiOperation({ summary: 'Browser navigation: to the OIDC provider when configured, else to the web app\'s /login?returnTo=' })
  @ApiFoundResponse({ description: 'Location: where to sign in' })
  @ApiErrorCodes('UNAVAILABLE')
  async login(@Query() { returnTo }: SignInQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<RedirectTo> {
    const target = safeReturnTo(returnTo);
    if (!this.oidc.enabled) return { url: signInPageUrl(target) };
    const { authorizationUrl, state } = await this.oidc.start(target);
    this.flowCookie.write(reply, state, { maxAge: OIDC_FLOW_TTL_SECONDS });
    return { url: authorizationUrl };
  }

  @Get('auth/oidc/callback')
  @Redirect()
  @ApiOperation({ summary: 'Browser navigation: where the OIDC provider sends the browser back' })
  @ApiFoundResponse({ description: 'Location: returnTo, signed in; or /login?error=OIDC_SIGN_IN_FAILED' })
  async oidcCallback(
    @Req() request: FastifyRequest,
    @Cookies(OIDC_FLOW_COOKIE) state: string | undefined,
    @SessionToken() previousToken: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RedirectTo> {
    this.flowCookie.clear(reply);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const { redirectTo, session } = await this.oidc.finish(query, state, previousToken);
    if (session) this.sessionCookie.writeSession(reply, session);
    return { url: redirectTo };
  }

  /**
   * Signs out and goes home. A GET, because it is a link; so that another site cannot sign people out with
   * a link or an image, a request the browser marks as coming from another site only goes home.
   */
  @Get('logout')
  @Redirect('/')
  @ApiOperation({ summary: 'Browser navigation: sign out (not when another site links here) and go home' })
  @ApiFoundResponse({ description: 'Location: /' })
  async logout(
    @Req() request: FastifyRequest,
    @SessionToken() token: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    if (requestSite(request.headers, this.appOrigin) === 'foreign') return;
    await this.sessions.end(token);
    this.sessionCookie.clear(reply);
  }
}
