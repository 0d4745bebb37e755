import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '../../src/database/data-source';
import { matchChangeFollowUps } from '../../src/features/matches';
import { SimulationModule } from '../../src/features/simulation';
import { MATCH_CHANGE_FOLLOW_UPS } from '../../src/follow-ups';
import { AppConfig } from '../../src/platform/config/config';
import { ConfigModule } from '../../src/platform/config/config.module';
import { LivePublisherModule } from '../../src/platform/live/live-publisher.module';
import { OutboxModule } from '../../src/platform/outbox/outbox.module';
import { QueuesModule } from '../../src/platform/queue/queues.module';

/** A process that changes matches as an operator would, with every follow-up the api's commands have. */
@Module({})
export class SimulatorModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SimulatorModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl)),
        LivePublisherModule,
        QueuesModule,
        OutboxModule,
        SimulationModule,
        matchChangeFollowUps(MATCH_CHANGE_FOLLOW_UPS),
      ],
    };
  }
}
