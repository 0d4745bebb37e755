import { Global, Module } from '@nestjs/common';
import { LIVE_BROADCASTER } from './live-broadcaster';
import { LiveEvents } from './live-events';
import { LiveGateway } from './live.gateway';

@Global()
@Module({
  providers: [LiveGateway, { provide: LIVE_BROADCASTER, useExisting: LiveGateway }, LiveEvents],
  exports: [LiveEvents],
})
export class LiveModule {}
