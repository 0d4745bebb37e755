import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from './features/admin/admin.module';
import { ArticlesModule } from './features/newsroom/articles/articles.module';
import { AuthModule } from './identity/auth/auth.module';
import { CommentsModule } from './features/newsroom/comments/comments.module';
import { AppConfig } from './platform/config/config';
import { ConfigModule } from './platform/config/config.module';
import { dataSourceOptions } from './database/data-source';
import { HealthModule } from './platform/health/health.module';
import { JournalistsModule } from './features/newsroom/journalists/journalists.module';
import { LiveModule } from './platform/live/live.module';
import { MatchesModule } from './features/matches/matches.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { OutboxModule } from './platform/outbox/outbox.module';
import { QueuesModule } from './platform/queue/queues.module';
import { NotificationsModule } from './features/notifications/notifications.module';
import { PlayersModule } from './features/players/players.module';
import { PredictionsModule } from './features/predictions/predictions.module';
import { ReadModelsModule } from './platform/read-models/read-models.module';
import { RedisModule } from './platform/redis/redis.module';
import { TeamsModule } from './features/teams/teams.module';
import { UploadsModule } from './features/uploads/uploads.module';
import { WeeklySquadsModule } from './features/weekly-squads/weekly-squads.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl)),
        RedisModule,
        AuthModule,
        HealthModule,
        TeamsModule,
        PlayersModule,
        MatchesModule,
        LiveModule,
        QueuesModule,
        OutboxModule,
        ReadModelsModule,
        MetricsModule,
        AdminModule,
        PredictionsModule,
        UploadsModule,
        WeeklySquadsModule,
        NotificationsModule,
        JournalistsModule,
        ArticlesModule,
        CommentsModule,
      ],
    };
  }
}
