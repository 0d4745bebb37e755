import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { SOCKET_ACCOUNTS } from '../../platform/live/socket-accounts';
import { SessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';
import { SocketSessions } from './socket-sessions';

@Module({
  providers: [
    SessionsService,
    { provide: SessionCookie, useFactory: (config: AppConfig) => new SessionCookie(config.publicUrl), inject: [APP_CONFIG] },
    { provide: SOCKET_ACCOUNTS, useClass: SocketSessions },
  ],
  exports: [SessionsService, SessionCookie, SOCKET_ACCOUNTS],
})
export class SessionsModule {}
