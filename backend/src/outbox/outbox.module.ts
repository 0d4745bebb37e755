import { Global, Module } from '@nestjs/common';
import { OutboxRelay } from './outbox-relay.service';

/** The relay, for every process that records follow-up work (the api, the worker, the simulator). */
@Global()
@Module({ providers: [OutboxRelay], exports: [OutboxRelay] })
export class OutboxModule {}
