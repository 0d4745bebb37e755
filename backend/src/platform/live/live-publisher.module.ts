import { Global, Module } from '@nestjs/common';
import { LIVE_BROADCASTER } from './live-broadcaster';
import { LiveEvents } from './live-events';
import { StreamsPublisher } from './streams-publisher';

/** LiveEvents for processes that publish but hold no client connections. */
@Global()
@Module({
  providers: [StreamsPublisher, { provide: LIVE_BROADCASTER, useExisting: StreamsPublisher }, LiveEvents],
  exports: [LiveEvents],
})
export class LivePublisherModule {}
