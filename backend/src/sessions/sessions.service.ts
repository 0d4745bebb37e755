import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource, LessThan } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { User } from '../users/user.entity';
import { Session } from './session.entity';
import { SessionCookie } from './session-cookie';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding: a session lasts 30 days from the last day it was used. */
const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Extending at most once a day keeps reads to a single SELECT on nearly every request. */
const EXTEND_AFTER_MS = DAY_MS;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** 32 random bytes in base64url: 256 bits. Anything else in the cookie is not worth a query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Server-side sessions in the `sessions` table, so they survive restarts and are shared by every replica.
 * The browser holds a random token; the row's sid is HMAC-SHA256(SESSION_SECRET, token), so a copy of the
 * table (a backup, a read-only leak) cannot be replayed as cookies, and a new secret ends every session.
 */
@Injectable()
export class SessionsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SessionsService.name);
  private readonly cookie: SessionCookie;
  /** One lookup per request, however many guards and decorators ask. */
  private readonly loaded = new WeakMap<FastifyRequest, Promise<User | undefined>>();
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cookie = new SessionCookie(config.publicUrl);
  }

  onModuleInit() {
    this.pruneTimer = setInterval(() => {
      this.pruneExpired().catch((err: unknown) => this.logger.warn(`pruning expired sessions failed: ${String(err)}`));
    }, PRUNE_EVERY_MS).unref();
  }

  onModuleDestroy() {
    clearInterval(this.pruneTimer);
  }

  /** The signed-in user of this request, or undefined; one indexed query (sessions by key, joined to users). */
  currentUser(request: FastifyRequest, reply: FastifyReply): Promise<User | undefined> {
    let user = this.loaded.get(request);
    if (!user) {
      user = this.lookUp(request, reply);
      this.loaded.set(request, user);
    }
    return user;
  }

  /** Starts a new session (new token) for the user and deletes the one the browser had: no fixation. */
  async signIn(request: FastifyRequest, reply: FastifyReply, user: User): Promise<void> {
    await this.destroy(request);
    const token = randomBytes(32).toString('base64url');
    const expire = new Date(Date.now() + SESSION_LIFETIME_MS);
    await this.dataSource.getRepository(Session).insert({ sid: this.sid(token), sess: { userId: user.id }, expire });
    this.cookie.write(reply, token, expire);
    this.loaded.set(request, Promise.resolve(user));
  }

  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.destroy(request);
    this.cookie.clear(reply);
    this.loaded.set(request, Promise.resolve(undefined));
  }

  /** The account behind a raw Cookie header (a socket handshake has no Fastify request), or undefined. */
  async userIdFromCookieHeader(header: string | undefined): Promise<string | undefined> {
    const token = header ? this.cookie.readHeader(header) : undefined;
    if (!token || !TOKEN_PATTERN.test(token)) return undefined;
    const [row] = (await this.dataSource.query(
      `SELECT sess ->> 'userId' AS "userId" FROM sessions WHERE sid = $1 AND expire > now()`,
      [this.sid(token)],
    )) as { userId: string }[];
    return row?.userId;
  }

  async pruneExpired(): Promise<number> {
    const result = await this.dataSource.getRepository(Session).delete({ expire: LessThan(new Date()) });
    return result.affected ?? 0;
  }

  private async lookUp(request: FastifyRequest, reply: FastifyReply): Promise<User | undefined> {
    const token = this.cookie.read(request);
    if (!token || !TOKEN_PATTERN.test(token)) return undefined;
    const sid = this.sid(token);
    const { entities, raw } = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('account')
      .innerJoin(Session, 'session', `account.id = (session.sess ->> 'userId')::uuid`)
      .addSelect('session.expire', 'session_expire')
      .where('session.sid = :sid AND session.expire > now()', { sid })
      .getRawAndEntities<{ session_expire: Date }>();
    const [user] = entities;
    if (!user) return undefined;
    await this.extendIfDue(sid, token, raw[0].session_expire, reply);
    return user;
  }

  private async extendIfDue(sid: string, token: string, expire: Date, reply: FastifyReply): Promise<void> {
    if (expire.getTime() - Date.now() > SESSION_LIFETIME_MS - EXTEND_AFTER_MS) return;
    const extended = new Date(Date.now() + SESSION_LIFETIME_MS);
    await this.dataSource.getRepository(Session).update({ sid }, { expire: extended });
    this.cookie.write(reply, token, extended);
  }

  private async destroy(request: FastifyRequest): Promise<void> {
    const token = this.cookie.read(request);
    if (token && TOKEN_PATTERN.test(token)) await this.dataSource.getRepository(Session).delete({ sid: this.sid(token) });
  }

  private sid(token: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(token).digest('base64url');
  }
}
