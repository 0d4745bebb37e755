import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './database/data-source';
import { matchChangeFollowUps } from './features/matches';
import { SeasonImportModule } from './features/season-import';
import { MATCH_CHANGE_FOLLOW_UPS } from './follow-ups';
import { AppConfig } from './platform/config/config';
import { ConfigModule } from './platform/config/config.module';
import { LivePublisherModule } from './platform/live/live-publisher.module';
import { OutboxModule } from './platform/outbox/outbox.module';
import { QueuesModule } from './platform/queue/queues.module';

/**
 * `npm run admin -- import-season`'s process: the import with every follow-up a match command has in the api. What
 * it records in the outbox is delivered by its own relay when Redis answers, else by the api's and worker's.
 */
@Module({})
export class SeasonImportCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SeasonImportCliModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl)),
        LivePublisherModule,
        QueuesModule,
        OutboxModule,
        SeasonImportModule,
        matchChangeFollowUps(MATCH_CHANGE_FOLLOW_UPS),
      ],
    };
  }
}
