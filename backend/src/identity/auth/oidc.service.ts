import { Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import * as client from 'openid-client';
import { NAME_MAX_LENGTH, neutraliseUserText, OIDC_SIGN_IN_FAILED, userTextProblem } from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig, OidcConfig } from '../../platform/config/config';
import { REDIS } from '../../platform/redis/redis.module';
import { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../users/email';
import { fallbackFirstName } from '../users/fallback-first-name';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { signInPageUrl } from './return-to';

export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
/** How long a sign-in started at the provider may take to come back. */
export const OIDC_FLOW_TTL_SECONDS = 10 * 60;
const flowKey = (state: string) => `isl:oidc-flow:${state}`;

interface PendingSignIn {
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

/** A sign-in to send the browser off to: the provider's address, and the state its callback must come back with. */
export interface StartedSignIn {
  authorizationUrl: string;
  /** For the browser to keep (a cookie) and hand back with the callback, so a callback from another browser is refused. */
  state: string;
}

/** Where to send the browser after the callback, and the new session when the sign-in succeeded. */
export interface FinishedSignIn {
  redirectTo: string;
  session?: IssuedSession;
}

class SignInRefused extends Error {}

/**
 * Sign-in through an OpenID Connect provider (authorization code flow with PKCE, state and nonce), when
 * OIDC_* is configured. The account is found by the e-mail the provider vouches for (email_verified), or
 * made on first sign-in; an existing password account with that e-mail is the same account.
 */
@Injectable()
export class OidcService {
  private readonly logger = new Logger(OidcService.name);
  /** The provider's metadata, fetched on first use (it may start after the api) and kept. */
  private discovered?: Promise<client.Configuration>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  get enabled(): boolean {
    return this.config.oidc !== null;
  }

  /** The provider's authorization URL to send the browser to; the flow's secrets wait in Redis for 10 minutes. */
  async start(returnTo: string): Promise<StartedSignIn> {
    const configuration = await this.configuration();
    const pending: PendingSignIn = { codeVerifier: client.randomPKCECodeVerifier(), nonce: client.randomNonce(), returnTo };
    const state = client.randomState();
    await this.redis.set(flowKey(state), JSON.stringify(pending), 'EX', OIDC_FLOW_TTL_SECONDS);
    const authorizationUrl = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.callbackUrl().href,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce: pending.nonce,
    });
    return { authorizationUrl: authorizationUrl.href, state };
  }

  /**
   * Handles the provider's redirect back: checks it, signs the account in and gives the address to go on to.
   * `callbackQuery` is the query string the provider sent the browser back with; `state` is what the browser
   * kept from start(); `previousSessionToken` (the session the browser had, if any) is ended on success.
   * Any failure sends the browser to the sign-in page with error=OIDC_SIGN_IN_FAILED (the reason is logged).
   */
  async finish(callbackQuery: string, state: string | undefined, previousSessionToken?: string): Promise<FinishedSignIn> {
    // Single use: taken out of Redis whatever happens next.
    const stored = state ? await this.redis.getdel(flowKey(state)) : null;
    if (!state || !stored) {
      this.logger.warn('OIDC callback without a sign-in in progress in this browser (expired, or started elsewhere)');
      return { redirectTo: signInPageUrl('/', OIDC_SIGN_IN_FAILED) };
    }
    const pending = JSON.parse(stored) as PendingSignIn;
    try {
      const callbackUrl = this.callbackUrl();
      callbackUrl.search = callbackQuery;
      const user = await this.account(callbackUrl, state, pending);
      return { redirectTo: pending.returnTo, session: await this.sessions.start(user.id, previousSessionToken) };
    } catch (err) {
      this.logger.warn(`OIDC sign-in refused: ${err instanceof Error ? err.message : String(err)}`);
      return { redirectTo: signInPageUrl(pending.returnTo, OIDC_SIGN_IN_FAILED) };
    }
  }

  private async account(callbackUrl: URL, state: string, pending: PendingSignIn): Promise<User> {
    const configuration = await this.configuration();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new SignInRefused('no ID token');
    // Many providers put e-mail and names only in the userinfo response.
    const claims = idClaims.email ? idClaims : await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : '';
    if (!email.includes('@') || email.length > EMAIL_MAX_LENGTH) throw new SignInRefused('the provider gave no usable e-mail address');
    // Linking by e-mail is only safe when the provider has checked that the address belongs to this person.
    if (claims.email_verified !== true) throw new SignInRefused(`the provider has not verified ${email}`);
    return this.users.findOrCreate({
      email,
      passwordHash: null,
      firstName: firstNameFromClaims(claims, email),
      lastName: nameClaim(claims.family_name),
    });
  }

  private configuration(): Promise<client.Configuration> {
    const settings = this.config.oidc as OidcConfig;
    this.discovered ??= client
      .discovery(new URL(settings.issuerUrl), settings.clientId, undefined, client.ClientSecretBasic(settings.clientSecret), {
        // Plain http is accepted only outside production (see config.ts), for a provider on this machine.
        execute: settings.issuerUrl.startsWith('http:') ? [client.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        this.discovered = undefined;
        this.logger.error(`OIDC discovery at ${settings.issuerUrl} failed: ${String(err)}`);
        throw new ApiError('UNAVAILABLE', 'The sign-in provider cannot be reached. Please try again.');
      });
    return this.discovered;
  }

  private callbackUrl(): URL {
    return new URL(OIDC_CALLBACK_PATH, this.config.publicUrl);
  }
}

/**
 * A name the provider gives, kept by the user-text rule as a name typed at registration is; one the rule would
 * refuse (control characters, a lone surrogate) is no name, as the person cannot be asked for another here.
 * Cut to NAME_MAX_LENGTH without leaving half of a character at the end.
 */
function nameClaim(value: unknown): string | null {
  if (typeof value !== 'string' || userTextProblem(value, 'line')) return null;
  return neutraliseUserText(value, 'line').slice(0, NAME_MAX_LENGTH).replace(/[\uD800-\uDBFF]$/, '') || null;
}

/**
 * The first name of an account made on first sign-in: the provider's given name, else its full name, else
 * the user name or nickname the person goes by. Never the e-mail address nor the part before its @ (some
 * providers make the user name from it); with none of these, "Fan" and four digits.
 */
function firstNameFromClaims(claims: Record<string, unknown>, email: string): string {
  const local = email.split('@')[0];
  for (const claim of [claims.given_name, claims.name, claims.preferred_username, claims.nickname]) {
    const name = nameClaim(claim);
    if (name && !name.includes('@') && name.toLowerCase() !== local) return name;
  }
  return fallbackFirstName();
}
