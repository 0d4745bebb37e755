import { Global, Module } from '@nestjs/common';
import { OutboxRelay } from './outbox-relay.service';
import { PublicReadChanges } from './public-read-changes';

/** The relay and PublicReadChanges, for every process that records follow-up work (the api, the worker, the simulator). */
@Global()
@Module({ providers: [OutboxRelay, PublicReadChanges], exports: [OutboxRelay, PublicReadChanges] })
export class OutboxModule {}
