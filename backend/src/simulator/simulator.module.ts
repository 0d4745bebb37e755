import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/config';
import { ConfigModule } from '../config/config.module';
import { dataSourceOptions } from '../database/data-source';
import { LivePublisherModule } from '../live/live-publisher.module';
import { MatchesModule } from '../matches/matches.module';
import { OutboxModule } from '../outbox/outbox.module';
import { QueuesModule } from '../queue/queues.module';
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
