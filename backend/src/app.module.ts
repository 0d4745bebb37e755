import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from './features/admin';
import { BadgesModule } from './features/badges';
import { DataDeskModule } from './features/data-desk';
import { LeaguesModule } from './features/leagues';
import { matchChangeFollowUps, MatchesModule } from './features/matches';
import { NewsroomModule } from './features/newsroom';
import { NotificationsModule } from './features/notifications';
import { PlayersModule } from './features/players';
import { PredictionsModule } from './features/predictions';
import { SeasonImportModule } from './features/season-import';
import { SeasonsModule } from './features/seasons';
import { SharingModule } from './features/sharing';
import { StandingsModule } from './features/standings';
import { UploadsModule } from './features/uploads';
import { WeeklySquadsModule } from './features/weekly-squads';
import { MATCH_CHANGE_FOLLOW_UPS } from './follow-ups';
import { IdentityModule } from './identity';
import { dataSourceOptions } from './database/data-source';
import { AppConfig } from './platform/config/config';
import { ConfigModule } from './platform/config/config.module';
import { HealthModule } from './platform/health/health.module';
import { LiveModule } from './platform/live/live.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { OutboxModule } from './platform/outbox/outbox.module';
import { QueuesModule } from './platform/queue/queues.module';
import { ReadModelsModule } from './platform/read-models/read-models.module';
import { RedisModule } from './platform/redis/redis.module';

/** The api process's root: the platform, identity, and every feature's routes. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl, config.databasePoolSize)),
        RedisModule,
        IdentityModule,
        HealthModule,
        SeasonsModule,
        StandingsModule,
        PlayersModule,
        MatchesModule,
        matchChangeFollowUps(MATCH_CHANGE_FOLLOW_UPS),
        LiveModule,
        QueuesModule,
        OutboxModule,
        ReadModelsModule,
        MetricsModule,
        AdminModule,
        DataDeskModule,
        SeasonImportModule,
        PredictionsModule,
        UploadsModule,
        WeeklySquadsModule,
        BadgesModule,
        LeaguesModule,
        NotificationsModule,
        NewsroomModule,
        SharingModule,
      ],
    };
  }
}
