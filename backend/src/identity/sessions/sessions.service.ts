import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager, LessThan } from 'typeorm';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { recordInOutbox } from '../../platform/outbox/outbox';
import { OutboxRelay } from '../../platform/outbox/outbox-relay.service';
import { User } from '../users/user.entity';
import { Session } from './session.entity';
import { isSessionToken, sessionIdOf } from './session-token';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding: a session lasts 30 days from the last day it was used. */
const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Extending at most once a day keeps reads to a single SELECT on nearly every request. */
const EXTEND_AFTER_MS = DAY_MS;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** A session just started: the token for the browser's cookie, and when it ends unless used. */
export interface IssuedSession {
  token: string;
  expires: Date;
}

/** A session found by its token, and its account: what keepAlive needs to extend it. */
export interface FoundSession {
  user: User;
  sid: string;
  expire: Date;
}

/** The account behind a session token; `extendedUntil` is set when this use extended it (the cookie should follow). */
export interface ResumedSession {
  user: User;
  extendedUntil?: Date;
}

/**
 * Server-side sessions in the `sessions` table, so they survive restarts and are shared by every replica.
 * The browser holds a random token (in the cookie that session-cookie.ts reads and writes); the row's sid is
 * HMAC-SHA256(SESSION_SECRET, token), so a copy of the table (a backup, a read-only leak) cannot be replayed
 * as cookies, and a new secret ends every session.
 *
 * A session's live sockets end with it: whatever ends sessions (a sign-out, a password change or reset, a
 * deletion) goes through `end` or `endAllOf`, which record the sign-out of their sockets in the outbox in the
 * same transaction. The relay delivers it to every replica before anything committed after it (a settlement's
 * totals), so a socket of an ended session hears nothing personal any more.
 */
@Injectable()
export class SessionsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SessionsService.name);
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OutboxRelay) private readonly outbox: Pick<OutboxRelay, 'wake'>,
  ) {}

  onModuleInit() {
    this.pruneTimer = setInterval(() => {
      this.pruneExpired().catch((err: unknown) => this.logger.warn(`pruning expired sessions failed: ${String(err)}`));
    }, PRUNE_EVERY_MS).unref();
  }

  onModuleDestroy() {
    clearInterval(this.pruneTimer);
  }

  /**
   * The live session behind a token and its account, or undefined: one indexed query (sessions by key, joined to
   * users). A request asks once, whoever needs it (see sessionOfRequest).
   */
  async find(token: string | undefined): Promise<FoundSession | undefined> {
    if (!isSessionToken(token)) return undefined;
    const sid = this.sid(token);
    const { entities, raw } = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('account')
      .innerJoin(Session, 'session', `account.id = (session.sess ->> 'userId')::uuid`)
      .addSelect('session.expire', 'session_expire')
      .where('session.sid = :sid AND session.expire > now() AND account.deleted_at IS NULL', { sid })
      .getRawAndEntities<{ session_expire: Date }>();
    const [user] = entities;
    return user && { user, sid, expire: raw[0].session_expire };
  }

  /** A found session in use: extended to 30 days from now when last extended a day or more ago (an update). */
  async keepAlive(found: FoundSession | undefined): Promise<ResumedSession | undefined> {
    return found && { user: found.user, extendedUntil: await this.extendIfDue(found.sid, found.expire) };
  }

  /** Starts a new session (new token) for the user and ends the one the browser had, if any: no fixation. */
  async start(userId: string, previousToken?: string): Promise<IssuedSession> {
    await this.end(previousToken);
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(Date.now() + SESSION_LIFETIME_MS);
    await this.dataSource.getRepository(Session).insert({ sid: this.sid(token), sess: { userId }, expire: expires });
    return { token, expires };
  }

  /** Ends the session behind the token, and signs its sockets out; nothing happens for a missing, malformed or unknown one. */
  async end(token: string | undefined): Promise<void> {
    if (!isSessionToken(token)) return;
    const sessionId = this.sid(token);
    const ended = await this.dataSource.transaction(async (manager) => {
      const [session] = (await manager.query(
        `WITH ended AS (DELETE FROM sessions WHERE sid = $1 RETURNING sess ->> 'userId' AS "userId") SELECT "userId" FROM ended`,
        [sessionId],
      )) as { userId: string }[];
      if (session) await recordInOutbox(manager, [{ signOut: { userId: session.userId, sessionId } }]);
      return Boolean(session);
    });
    if (ended) this.outbox.wake();
  }

  /**
   * Ends every session of the account but the one behind `except` (the browser that asked, after a password
   * change), and signs their sockets out. In the caller's transaction when given one: the caller wakes the outbox
   * relay after its commit, else the relay's poll delivers the sign-out within about a second and a half (and in
   * any case before anything committed after it).
   */
  async endAllOf(userId: string, options: { except?: string; manager?: EntityManager } = {}): Promise<void> {
    const keptSessionId = isSessionToken(options.except) ? this.sid(options.except) : undefined;
    const endAll = async (manager: EntityManager) => {
      await manager.query(`DELETE FROM sessions WHERE sess ->> 'userId' = $1 AND sid <> ALL($2)`, [userId, keptSessionId ? [keptSessionId] : []]);
      await recordInOutbox(manager, [{ signOut: { userId, keptSessionId } }]);
    };
    if (options.manager) return endAll(options.manager);
    await this.dataSource.transaction(endAll);
    this.outbox.wake();
  }

  async pruneExpired(): Promise<number> {
    const result = await this.dataSource.getRepository(Session).delete({ expire: LessThan(new Date()) });
    return result.affected ?? 0;
  }

  private async extendIfDue(sid: string, expire: Date): Promise<Date | undefined> {
    if (expire.getTime() - Date.now() > SESSION_LIFETIME_MS - EXTEND_AFTER_MS) return undefined;
    const extended = new Date(Date.now() + SESSION_LIFETIME_MS);
    await this.dataSource.getRepository(Session).update({ sid }, { expire: extended });
    return extended;
  }

  private sid(token: string): string {
    return sessionIdOf(this.config.sessionSecret, token);
  }
}
