import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../src/platform/config/config';
import { ConfigModule } from '../../src/platform/config/config.module';
import { dataSourceOptions } from '../../src/database/data-source';
import { LivePublisherModule } from '../../src/platform/live/live-publisher.module';
import { MatchesModule } from '../../src/features/matches/matches.module';
import { OutboxModule } from '../../src/platform/outbox/outbox.module';
import { QueuesModule } from '../../src/platform/queue/queues.module';
import { MatchSimulator } from './match-simulator';

@Module({})
export class SimulatorModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SimulatorModule,
      imports: [ConfigModule.forRoot(config), TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl)), LivePublisherModule, QueuesModule, OutboxModule, MatchesModule],
      providers: [MatchSimulator],
    };
  }
}
