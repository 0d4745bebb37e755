import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import type { SocketAccounts, SocketSession } from '../../platform/live/socket-accounts';
import { sessionTokenFromCookieHeader } from './session-cookie';
import { isSessionToken, sessionIdOf } from './session-token';

/**
 * The socket gateway's question (which session is this handshake signed in with?), answered from its cookie with
 * one indexed read, without loading the account. Apart from SessionsService, whose sign-outs go through the outbox
 * to the gateway: the gateway asking it back would make a circle.
 */
@Injectable()
export class SocketSessions implements SocketAccounts {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'sessionSecret'>,
  ) {}

  sessionOf(cookieHeader: string | undefined): Promise<SocketSession | undefined> {
    return this.sessionOfToken(sessionTokenFromCookieHeader(cookieHeader));
  }

  /** The live session behind a token and its account; undefined for a missing, malformed, unknown or expired one. */
  async sessionOfToken(token: string | undefined): Promise<SocketSession | undefined> {
    if (!isSessionToken(token)) return undefined;
    const sessionId = sessionIdOf(this.config.sessionSecret, token);
    const [row] = (await this.dataSource.query(
      `SELECT sess ->> 'userId' AS "userId" FROM sessions WHERE sid = $1 AND expire > now()`,
      [sessionId],
    )) as { userId: string }[];
    return row && { userId: row.userId, sessionId };
  }
}
