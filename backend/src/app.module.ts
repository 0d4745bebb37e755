import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from './admin/admin.module';
import { ArticlesModule } from './articles/articles.module';
import { AuthModule } from './auth/auth.module';
import { CommentsModule } from './comments/comments.module';
import { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source';
import { HealthModule } from './health/health.module';
import { JournalistsModule } from './journalists/journalists.module';
import { LiveModule } from './live/live.module';
import { MatchesModule } from './matches/matches.module';
import { MetricsModule } from './metrics/metrics.module';
import { OutboxModule } from './outbox/outbox.module';
import { QueuesModule } from './queue/queues.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PlayersModule } from './players/players.module';
import { PredictionsModule } from './predictions/predictions.module';
import { ReadModelsModule } from './read-models/read-models.module';
import { RedisModule } from './redis/redis.module';
import { TeamsModule } from './teams/teams.module';
import { UploadsModule } from './uploads/uploads.module';
import { WeeklySquadsModule } from './weekly-squads/weekly-squads.module';

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
