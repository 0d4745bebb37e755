import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { SOCKET_ACCOUNTS, type SocketAccounts } from '../../platform/live/socket-accounts';
import { SessionCookie, sessionTokenFromCookieHeader } from './session-cookie';
import { SessionsService } from './sessions.service';

/** The socket gateway's question (whose is this handshake?), answered from the session its cookie names. */
const socketAccounts = (sessions: SessionsService): SocketAccounts => ({
  userIdOf: (cookieHeader) => sessions.userIdForToken(sessionTokenFromCookieHeader(cookieHeader)),
});

@Module({
  providers: [
    SessionsService,
    { provide: SessionCookie, useFactory: (config: AppConfig) => new SessionCookie(config.publicUrl), inject: [APP_CONFIG] },
    { provide: SOCKET_ACCOUNTS, useFactory: socketAccounts, inject: [SessionsService] },
  ],
  exports: [SessionsService, SessionCookie, SOCKET_ACCOUNTS],
})
export class SessionsModule {}
