import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { SessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';

@Module({
  providers: [
    SessionsService,
    { provide: SessionCookie, useFactory: (config: AppConfig) => new SessionCookie(config.publicUrl), inject: [APP_CONFIG] },
  ],
  exports: [SessionsService, SessionCookie],
})
export class SessionsModule {}
