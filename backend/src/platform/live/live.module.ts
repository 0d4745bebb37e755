import { Global, Module } from '@nestjs/common';
import { LIVE_BROADCASTER } from './live-broadcaster';
import { LiveEvents } from './live-events';
import { LiveGateway } from './live.gateway';

/** The api's socket server and LiveEvents on it; the gateway asks identity (SOCKET_ACCOUNTS, global) who a socket is. */
@Global()
@Module({
  providers: [LiveGateway, { provide: LIVE_BROADCASTER, useExisting: LiveGateway }, LiveEvents],
  exports: [LiveEvents, LiveGateway],
})
export class LiveModule {}
