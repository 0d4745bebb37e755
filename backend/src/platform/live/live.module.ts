import { Global, Module } from '@nestjs/common';
import { SessionsModule } from '../../identity/sessions/sessions.module';
import { LIVE_BROADCASTER } from './live-broadcaster';
import { LiveEvents } from './live-events';
import { LiveGateway } from './live.gateway';

@Global()
@Module({
  imports: [SessionsModule],
  providers: [LiveGateway, { provide: LIVE_BROADCASTER, useExisting: LiveGateway }, LiveEvents],
  exports: [LiveEvents, LiveGateway],
})
export class LiveModule {}
