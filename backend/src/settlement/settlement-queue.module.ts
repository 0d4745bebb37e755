import { Module } from '@nestjs/common';
import { SettlementProducer } from './settlement.producer';

/** The producer side of settlement, for every process that finishes matches. */
@Module({ providers: [SettlementProducer], exports: [SettlementProducer] })
export class SettlementQueueModule {}
