import { DynamicModule, Module, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './database/data-source';
import { matchChangeFollowUps } from './features/matches';
import { MATCH_CHANGE_FOLLOW_UPS } from './follow-ups';
import { AppConfig } from './platform/config/config';
import { ConfigModule } from './platform/config/config.module';
import { LivePublisherModule } from './platform/live/live-publisher.module';
import { OutboxModule } from './platform/outbox/outbox.module';
import { QueuesModule } from './platform/queue/queues.module';

/**
 * The root of a process besides the api that changes matches by their commands (the simulator, a season's import
 * from the command line): `feature` with every follow-up the api's commands have. What it records in the outbox
 * is delivered by its own relay when Redis answers, else by the api's and worker's.
 */
@Module({})
export class MatchCommandProcessModule {
  static forRoot(config: AppConfig, feature: Type): DynamicModule {
    return {
      module: MatchCommandProcessModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl, config.databasePoolSize)),
        LivePublisherModule,
        QueuesModule,
        OutboxModule,
        feature,
        matchChangeFollowUps(MATCH_CHANGE_FOLLOW_UPS),
      ],
    };
  }
}
