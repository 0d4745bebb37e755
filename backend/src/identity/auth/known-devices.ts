import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { BrowserCookie } from '../sessions/session-cookie';

/** The cookie by which a browser that signed in to an account before is known when it signs in again. */
export const DEVICE_COOKIE = 'isl_device';
/** A year: a fan's phone stays known between seasons. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** 16 random bytes in base64url. */
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Device cookies, as OWASP's "Slow Down Online Guessing Attacks with Device Cookies" describes them: a browser
 * that signs in to an account gets a random nonce, signed together with that account (an HMAC under a key drawn
 * from SESSION_SECRET), so the cookie names no account and cannot be made for one. When it signs in to that account
 * again, its attempts count against itself alone (5 failures a minute, see FailedAttempts), not against the
 * account's lock, which holds every browser the account never signed in from: someone guessing a fan's password
 * locks out the guessers, not the fan's phone.
 */
@Injectable()
export class KnownDevices {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'sessionSecret'>) {
    this.key = createHmac('sha256', config.sessionSecret).update('isl known devices').digest();
  }

  /** A new cookie value for a browser that has just signed in to the account (named by its e-mail). */
  issue(email: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.signature(email, nonce)}`;
  }

  /** The device's nonce when the cookie was issued for this account; undefined for none, another account's or a forged one. */
  recognise(cookie: string | undefined, email: string): string | undefined {
    const [nonce, signature, ...rest] = cookie?.split('.') ?? [];
    if (!nonce || !signature || rest.length || !NONCE_PATTERN.test(nonce)) return undefined;
    const expected = Buffer.from(this.signature(email, nonce));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  }

  private signature(email: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${email}\n${nonce}`).digest('base64url');
  }
}

/** The device cookie, sent only to the sign-in routes under /api/auth. */
export class DeviceCookie extends BrowserCookie {
  constructor(publicUrl: string) {
    super(DEVICE_COOKIE, publicUrl, '/api/auth');
  }

  writeDevice(reply: FastifyReply, value: string): void {
    this.write(reply, value, { maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
  }
}
